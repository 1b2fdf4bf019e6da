/** Live offers of a site's dealerships for the offers block, through the site's `offers` index (INV §7). */
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { SEARCH_PAGE_SIZE } from '../rules/searchConstants'
import { searchParamsSchema } from '../search/protocol'
import { searchForSite } from '../search/service'
import type { SiteView } from '../tenancy/siteView'

export type OfferCard = { id: string; title: string; categories: string[]; price: number | null; image: string | null; url: string | null; summary: string | null; terms: string | null; validTo: string | null; dealershipName: string | null }

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

async function searchOffers(site: SiteView, category: string): Promise<OfferCard[]> {
  const params = searchParamsSchema.parse({ hitsPerPage: SEARCH_PAGE_SIZE, facetFilters: category ? [`categories:${category}`] : [] })
  const [result] = await searchForSite(site, [{ indexName: 'offers', params }])
  return (result?.hits ?? []).map((h) => ({
    id: h.objectID, title: String(h.title), categories: Array.isArray(h.categories) ? h.categories.map(String) : [], price: typeof h.price === 'number' ? h.price : null,
    image: str(h.image), url: str(h.url), summary: str(h.summary), terms: str(h.terms), validTo: str(h.valid_to), dealershipName: str(h.dealership_name),
  }))
}

/**
 * Cached for a minute at most: an offer leaves the list when its window ends, without a save to
 * expire the tag (the search itself applies the window at request time).
 */
export const loadOffers = (site: SiteView, category: string): Promise<OfferCard[]> =>
  cached(searchOffers, ['offers', String(site.id), category], { tags: site.dealershipIds.map((d) => tags.dealership(d)), revalidate: 60 })(site, category)
