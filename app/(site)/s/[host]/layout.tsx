import type { ReactNode } from 'react'
import { SiteShell } from '../../../../site/components/SiteShell'
import { siteForParams } from '../../../../site/tenancy/requireSite'

/**
 * Wraps every page of a site. For an unknown host there is no shell: the page itself calls
 * notFound(), so the response is a 404 and not-found.tsx explains that no site answers.
 */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string }> }) {
  const site = await siteForParams(params)
  return site ? <SiteShell site={site}>{children}</SiteShell> : <>{children}</>
}
