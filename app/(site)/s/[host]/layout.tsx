import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { SiteShell } from '../../../../site/components/SiteShell'
import { siteHasPosts } from '../../../../site/blog/loadPosts'
import { loadBrandMenu } from '../../../../site/brands/loadBrands'
import { loadReviews } from '../../../../site/reviews/loadReviews'
import { loadGroupColumns } from '../../../../site/pages/loadGroupColumns'
import { loadSitePages } from '../../../../site/pages/loadSitePages'
import { accountLinks, sitePageLinks } from '../../../../site/rules/sitePages'
import { garageEnabled } from '../../../../site/shoppers/garage'
import { siteForParams } from '../../../../site/tenancy/requireSite'

/**
 * Wraps every page of a site. For an unknown host there is no shell: the 404 ("site not found")
 * of app/(site)/s/not-found.tsx, which reads no request headers (pages under it are cached).
 */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string }> }) {
  const site = await siteForParams(params)
  if (!site) notFound()
  // Blog appears in the navigation only where the site has posts (no link to an empty blog).
  const [hasBlog, groupColumns, brandMenu, reviews, pages] = await Promise.all([siteHasPosts(site), loadGroupColumns(site), loadBrandMenu(site), loadReviews(site), loadSitePages(site)])
  // Links only to the pages the site has (site/rules/sitePages.ts): the footer's informational pages, the header's account pages.
  const account = accountLinks(site.config.signIn.accountPages, garageEnabled(site))
  return (
    <SiteShell site={site} hasBlog={hasBlog} groupColumns={groupColumns} brandMenu={brandMenu} reviewSummary={reviews.summary} pageLinks={sitePageLinks(pages)} accountLinks={account}>
      {children}
    </SiteShell>
  )
}
