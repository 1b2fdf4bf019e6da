import type { ReactNode } from 'react'
import { SiteShell } from '../../../../site/components/SiteShell'
import { siteHasPosts } from '../../../../site/blog/loadPosts'
import { loadGroupColumns } from '../../../../site/pages/loadGroupColumns'
import { siteForParams } from '../../../../site/tenancy/requireSite'

/**
 * Wraps every page of a site. For an unknown host there is no shell: the page itself calls
 * notFound(), so the response is a 404 and not-found.tsx explains that no site answers.
 */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string }> }) {
  const site = await siteForParams(params)
  if (!site) return <>{children}</>
  // Blog appears in the navigation only where the site has posts (no link to an empty blog).
  return <SiteShell site={site} hasBlog={await siteHasPosts(site)} groupColumns={await loadGroupColumns(site)}>{children}</SiteShell>
}
