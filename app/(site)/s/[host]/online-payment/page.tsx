import type { Metadata } from 'next'
import { OnlinePaymentsView } from '@/site/components/shoppers/OnlinePaymentsView'
import { requireSitePage } from '@/site/pages/sitePageRoute'
import { getPayloadClient } from '@/site/payload'
import { SITE_PAGE_PATHS } from '@/site/rules/sitePages'
import { requireShopper } from '@/site/shoppers/currentShopper'
import { loadOnlinePayments } from '@/site/shoppers/loadOnlinePayments'

export const metadata: Metadata = { title: 'Online payments', robots: { index: false } }

/**
 * /online-payment (FIN §2.1; always gated, FIN §2.2): only on a site that takes money online
 * (site/rules/sitePages.ts); a signed-out visitor goes to sign-in first. Reads the session cookie,
 * so it is rendered per request.
 */
export default async function OnlinePaymentPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await requireSitePage(params, 'onlinePayment')
  const shopper = await requireShopper(site, 'online-payment', SITE_PAGE_PATHS.onlinePayment)
  const payments = await loadOnlinePayments(await getPayloadClient(), site, shopper)
  return <OnlinePaymentsView name={shopper.firstName} payments={payments} stockPath={site.config.navigation.stockSearchPath} />
}
