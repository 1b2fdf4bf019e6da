import type { Metadata } from 'next'
import { CheckoutPage } from '@/site/components/reservations/CheckoutPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Reserve this car', robots: { index: false } }

/** /cars/{slug}/checkout: reserve with a refundable deposit (`checkout.mode: 'reserve'`, issue 14). */
export default function Checkout({ params, searchParams }: { params: Promise<{ host: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <CheckoutPage params={params} searchParams={searchParams} mode="reserve" />
}
