import type { ReactNode } from 'react'
import { SiteShell } from '../../../../site/components/SiteShell'
import { requireSite } from '../../../../site/tenancy/requireSite'

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string }> }) {
  const site = await requireSite(params)
  return <SiteShell site={site}>{children}</SiteShell>
}
