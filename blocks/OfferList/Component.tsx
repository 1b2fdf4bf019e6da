import Link from 'next/link'
import type { z } from 'zod'
import { loadOffers } from '../../site/catalogue/loadOffers'
import { StaticImage } from '../../site/components/StaticImage'
import { formatCurrency } from '../../site/rules/pricing'
import { SEARCH_TEXTS } from '../../site/rules/searchConstants'
import type { RenderContext } from '../types'
import type { offerListSchema } from './config'

type Props = z.output<typeof offerListSchema> & { context: RenderContext }

const endDate = (iso: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' }).format(new Date(iso))

/** Live offers of the site's dealerships; none: the spec's empty-offers card (INV §4). */
export async function OfferList({ heading, category, context }: Props) {
  const offers = await loadOffers(context.site, category)
  const id = 'offer-list-heading'
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">{heading}</h2>
      {offers.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="offers">
          {offers.map((o) => (
            <li key={o.id} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
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
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-lg border border-slate-200 p-6 text-center" data-testid="empty-offers">
          <h3 className="text-xl font-bold">{SEARCH_TEXTS.emptyOffersTitle}</h3>
          <p className="mt-2 text-slate-700">There are no offers or results that match your search.</p>
          <Link href={context.site.config.search.emptyOffersRefreshPath} className="mt-4 inline-block rounded bg-brand-dark px-4 py-2 font-semibold text-white">Clear Filters</Link>
        </div>
      )}
    </section>
  )
}
