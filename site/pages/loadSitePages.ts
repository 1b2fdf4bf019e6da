/**
 * Which of the spec's informational, payment and promotion pages a site has (site/rules/sitePages.ts),
 * from its settings and data: read by those pages (404 when absent), the footer (links only to the
 * pages that exist) and the sitemap. Once per request: React's cache keys on the site object.
 */
import { cache } from 'react'
import { loadBrandDirectory } from '../brands/loadBrandDirectory'
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { loadLocationCards } from '../locations/loadLocationCards'
import { PURCHASE_FLOW, RESERVE_FLOW } from '../reservations/flows'
import { PAID_ONLINE, paymentProviderFor } from '../reservations/provider'
import { brandCount } from '../rules/brandDirectory'
import { tabParagraphs } from '../rules/detailTabs'
import { reachesPage } from '../rules/sitePaths'
import { offeredSitePages, takesOnlinePayment, type OfferedPages } from '../rules/sitePages'
import type { SiteView } from '../tenancy/siteView'
import { loadPagePaths } from './sitemapPaths'

/** Whether the site takes money online: a payment flow it offers goes through a provider that charges online. */
export const siteTakesOnlinePayment = (site: SiteView, env: Record<string, string | undefined> = process.env): boolean =>
  takesOnlinePayment({ providerPaysOnline: PAID_ONLINE[paymentProviderFor(env).id], flowsOffered: [RESERVE_FLOW.offeredOn(site.config), PURCHASE_FLOW.offeredOn(site.config)] })

type DataFacts = { locationCount: number; brandCount: number; pagePaths: string[] }

/**
 * The counts the pages depend on, cached as one entry for 5 minutes (every page's footer reads
 * them): the stock counts by make inside are kept for a minute only, which would otherwise set
 * every page's own cache life. Expired by the site's settings, pages and dealerships like the rest.
 */
function loadDataFacts(site: SiteView): Promise<DataFacts> {
  return cached(
    async () => {
      const [locations, directory, pagePaths] = await Promise.all([loadLocationCards(site), loadBrandDirectory(site), loadPagePaths(site.id)])
      return { locationCount: locations.length, brandCount: brandCount(directory), pagePaths }
    },
    ['site-page-facts', String(site.id)],
    { tags: [tags.site(site.id), tags.pagePaths(site.id), ...site.dealershipIds.map((d) => tags.dealership(d))], revalidate: 300 },
  )()
}

export const loadSitePages = cache(async (site: SiteView): Promise<OfferedPages> => {
  const facts = await loadDataFacts(site)
  const pagePaths = new Set(facts.pagePaths)
  return offeredSitePages(site.config.pages, {
    locationCount: facts.locationCount,
    brandCount: facts.brandCount,
    hasFinancePage: reachesPage(site.config.finance.linkPath, { pagePaths, locationPath: site.config.navigation.paths.location }),
    protectionCount: tabParagraphs(site.config.vehiclePage.detailTabs.protectYourCar).length,
    takesOnlinePayment: siteTakesOnlinePayment(site),
    pagePaths,
  })
})
