import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AccountPage } from '@/site/components/shoppers/AccountPage'
import { GARAGE_PATH } from '@/site/rules/sitePages'
import { requireShopper } from '@/site/shoppers/currentShopper'
import { garageEnabled } from '@/site/shoppers/garage'
import { requireSite } from '@/site/tenancy/requireSite'

export const metadata: Metadata = { title: 'My Garage', robots: { index: false } }

/** /my-garage (FIN §2.2 always gated; INV §5 garage feature; issue 13). */
export default async function MyGaragePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await requireSite(params)
  if (!garageEnabled(site)) notFound()
  const shopper = await requireShopper(site, 'my-garage', GARAGE_PATH)
  return <AccountPage site={site} shopper={shopper} title="My Garage" />
}
