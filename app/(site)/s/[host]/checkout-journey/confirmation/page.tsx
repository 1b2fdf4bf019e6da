import type { Metadata } from 'next'
import { PurchaseConfirmationPage } from '@/site/components/reservations/PurchaseConfirmationPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your order', robots: { index: false } }

/** /checkout-journey/confirmation?order={token}: the online purchase's confirmation. */
export default function PurchaseConfirmation(props: { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PurchaseConfirmationPage {...props} />
}
