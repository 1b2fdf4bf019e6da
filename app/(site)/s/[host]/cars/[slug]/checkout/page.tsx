import type { Metadata } from 'next'
import { CheckoutPage } from '@/site/reservations/ui/CheckoutPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Reserve this car', robots: { index: false } }

/** /cars/{slug}/checkout: reserve with a refundable deposit (`checkout.mode: 'reserve'`, issue 14). */
export default function Checkout({ params }: { params: Promise<{ host: string; slug: string }> }) {
  return <CheckoutPage params={params} mode="reserve" />
}
