/**
 * Which of the spec's informational, payment and promotion pages a site has (site/rules/sitePages.ts),
 * from its settings and data: read by those pages (404 when absent), the footer (links only to the
 * pages that exist) and the sitemap. Once per request: React's cache keys on the site object.
 */
import { cache } from 'react'
import { loadBrandDirectory } from '../brands/loadBrandDirectory'
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

export const loadSitePages = cache(async (site: SiteView): Promise<OfferedPages> => {
  const [locations, directory, paths] = await Promise.all([loadLocationCards(site), loadBrandDirectory(site), loadPagePaths(site.id)])
  const pagePaths = new Set(paths)
  return offeredSitePages(site.config.pages, {
    locationCount: locations.length,
    brandCount: brandCount(directory),
    hasFinancePage: reachesPage(site.config.finance.linkPath, { pagePaths, locationPath: site.config.navigation.paths.location }),
    protectionCount: tabParagraphs(site.config.vehiclePage.detailTabs.protectYourCar).length,
    takesOnlinePayment: siteTakesOnlinePayment(site),
    pagePaths,
  })
})
