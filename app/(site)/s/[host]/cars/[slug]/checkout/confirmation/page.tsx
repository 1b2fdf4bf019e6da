import type { Metadata } from 'next'
import { ConfirmationPage } from '@/site/components/reservations/ConfirmationPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Reservation', robots: { index: false } }

/** /cars/{slug}/checkout/confirmation?reservation={token} (issue 14). */
export default function Confirmation(props: { params: Promise<{ host: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ConfirmationPage {...props} />
}
