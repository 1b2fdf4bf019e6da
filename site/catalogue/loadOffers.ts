/** Live offers of a site's dealerships for the offers block, through the site's `offers` index (INV §7). */
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { OFFER_CATEGORIES_QUERY, offerCardOf, offerCategoryOptions, offersPageQueries, offersQueryString, sameOffersQuery, EMPTY_OFFERS_QUERY, type OfferCard, type OffersQuery } from '../rules/offersQuery'
import { searchParamsSchema } from '../search/protocol'
import { searchForSite } from '../search/service'
import type { SiteView } from '../tenancy/siteView'

export type { OfferCard }

/** What the offers block shows for a search: its offers (every page asked for), how many match, and the select's categories. */
export type OffersResult = { offers: OfferCard[]; total: number; categories: string[] }

/** The same engine as the search endpoint, in process: the live categories, then one query per page of 21. */
async function searchOffers(site: SiteView, query: OffersQuery): Promise<OffersResult> {
  const requests = [OFFER_CATEGORIES_QUERY, ...offersPageQueries(query)].map((r) => ({ indexName: r.indexName, params: searchParamsSchema.parse(r.params) }))
  const [categories, ...pages] = await searchForSite(site, requests)
  return {
    offers: pages.flatMap((p) => p.hits.map(offerCardOf)),
    total: pages[0]?.nbHits ?? 0,
    categories: offerCategoryOptions(categories?.facets.categories, query.category),
  }
}

const cachedSearch = (site: SiteView, query: OffersQuery) =>
  cached(searchOffers, ['offers', String(site.id), offersQueryString(query)], { tags: site.dealershipIds.map((d) => tags.dealership(d)), revalidate: 60 })(site, query)

/**
 * Cached for a minute at most: an offer leaves the list when its window ends, without a save to
 * expire the tag (the search itself applies the window at request time). Only the unfiltered first
 * page and a block's fixed category are cached; a shopper's own search runs each time (an address
 * cannot fill the data cache with its keys).
 */
export function loadOffers(site: SiteView, query: OffersQuery, fixedCategory = ''): Promise<OffersResult> {
  const unfiltered = sameOffersQuery(query, fixedCategory ? { ...EMPTY_OFFERS_QUERY, category: fixedCategory } : EMPTY_OFFERS_QUERY)
  return unfiltered ? cachedSearch(site, query) : searchOffers(site, query)
}
