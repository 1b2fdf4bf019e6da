import { cameBackCancelled, PAYMENT_CANCELLED_MESSAGE, type PageSearchParams } from '../../reservations/flows'

/** Shown on the checkout and purchase pages when the payment provider sent the shopper back unpaid (abandon.ts). */
export function PaymentCancelledNotice({ searchParams }: { searchParams: PageSearchParams }) {
  if (!cameBackCancelled(searchParams)) return null
  return (
    <p role="status" data-testid="payment-cancelled" className="mt-4 rounded border border-amber-500 bg-amber-50 p-3 text-slate-900">
      {PAYMENT_CANCELLED_MESSAGE}
    </p>
  )
}
