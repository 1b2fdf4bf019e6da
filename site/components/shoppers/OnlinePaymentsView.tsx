import { Link } from '../Link'
import type { OnlinePaymentView } from '../../shoppers/loadOnlinePayments'
import { SITE_PAGE_LABELS } from '../../rules/sitePages'
import { SignOutButton } from './SignOutButton.client'

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Brisbane' })

/**
 * /online-payment (FIN §2.1, §2.2): the shopper's deposits and purchases paid online on this site,
 * each with its state and receipt; how to pay online where there are none yet.
 */
export function OnlinePaymentsView({ name, payments, stockPath }: { name: string | null; payments: OnlinePaymentView[]; stockPath: string }) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{SITE_PAGE_LABELS.onlinePayment}</h1>
        <SignOutButton />
      </div>
      {name ? <p className="mt-1 text-slate-700">Signed in as {name}.</p> : null}
      <p className="mt-4 text-slate-800">Reserve a car with a refundable deposit, or buy it outright, with a card online. Every payment you make here is listed below with its receipt.</p>
      {payments.length ? (
        <table className="mt-6 w-full border-collapse text-left" data-testid="online-payments">
          <caption className="sr-only">Your online payments, newest first</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">Date</th>
              <th scope="col" className="py-2 pr-3">Payment</th>
              <th scope="col" className="py-2 pr-3">Amount</th>
              <th scope="col" className="py-2 pr-3">Status</th>
              <th scope="col" className="py-2"><span className="sr-only">Receipt</span></th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3"><time dateTime={p.createdAt}>{dateFormat.format(new Date(p.createdAt))}</time></td>
                <td className="py-2 pr-3">{p.kindLabel}{p.vehicle ? <span className="block text-sm text-slate-700">{p.vehicle}</span> : null}</td>
                <td className="py-2 pr-3">{p.amount}</td>
                <td className="py-2 pr-3">{p.statusText}</td>
                <td className="py-2">{p.receiptPath ? <Link prefetch={false} className="underline" href={p.receiptPath}>Receipt<span className="sr-only"> of the {p.kindLabel.toLowerCase()} on {dateFormat.format(new Date(p.createdAt))}</span></Link> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-6">You have made no online payments yet. <Link className="font-semibold underline" href={stockPath}>Find a car to reserve</Link></p>
      )}
    </main>
  )
}
