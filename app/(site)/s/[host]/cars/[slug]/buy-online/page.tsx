import type { Metadata } from 'next'
import { CheckoutPage } from '@/site/components/reservations/CheckoutPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Buy Online', robots: { index: false } }

/** /cars/{slug}/buy-online: the same deposit flow where the dealer's setting names it so (`checkout.mode: 'buyOnline'`, FIN §2.1). */
export default function BuyOnline({ params, searchParams }: { params: Promise<{ host: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <CheckoutPage params={params} searchParams={searchParams} mode="buyOnline" />
}
