import type { Metadata } from 'next'
import { PurchasePage } from '@/site/components/reservations/PurchasePage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Online Purchase', robots: { index: false } }

/** /checkout-journey?car_id={slug}: buy a car online (FIN §2.1, §4 Online purchase). */
export default function CheckoutJourney(props: { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PurchasePage {...props} />
}
