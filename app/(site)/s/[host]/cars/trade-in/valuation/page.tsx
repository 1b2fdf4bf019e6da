import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ValuationSection } from '@/site/components/valuation/ValuationSection'
import { requireSite } from '@/site/tenancy/requireSite'

type Props = { params: Promise<{ host: string }> }

export const metadata: Metadata = { title: 'Your trade-in valuation', robots: { index: false } }

/** /cars/trade-in/valuation: where "Get my valuation" continues on a site with online valuations (issue 51). */
export default async function TradeInValuationPage({ params }: Props) {
  const site = await requireSite(params)
  if (!site.config.forms.valuation.online) notFound()
  return (
    <main id="main">
      <ValuationSection />
    </main>
  )
}
