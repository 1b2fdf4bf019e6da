import { Link } from '../Link'
import { StaticImage } from '../StaticImage'
import type { OfferCard } from '../../rules/offersQuery'
import { formatCurrency } from '../../rules/pricing'

const endDate = (iso: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' }).format(new Date(iso))

/**
 * One offer card of the offers block. Not a client module: the server render and the offers search
 * island (OffersSearch.client.tsx) both render it, so a card looks the same however it was found.
 */
export function OfferCardView({ offer: o }: { offer: OfferCard }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      {o.image ? <div className="relative aspect-[16/9] bg-slate-100"><StaticImage src={o.image} alt="" fill sizes="(min-width: 1024px) 380px, 100vw" className="object-cover" /></div> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">{o.title}</h3>
        {o.categories.length ? <p className="text-sm text-slate-700">{o.categories.join(' · ')}</p> : null}
        {o.price ? <p className="text-xl font-bold">{formatCurrency(o.price)}</p> : null}
        {o.summary ? <p className="text-slate-800">{o.summary}</p> : null}
        {o.validTo ? <p className="text-sm text-slate-700">Ends {endDate(o.validTo)}</p> : null}
        {o.terms ? <details className="text-sm text-slate-700"><summary className="cursor-pointer font-medium">Terms and conditions</summary><p className="mt-1">{o.terms}</p></details> : null}
        {o.url ? <Link href={o.url} className="mt-auto inline-block rounded bg-brand-dark px-4 py-2 text-center font-semibold text-white">Enquire<span className="sr-only"> about {o.title}</span></Link> : null}
      </div>
    </li>
  )
}
