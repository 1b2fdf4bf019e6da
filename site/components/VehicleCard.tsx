import { StaticImage } from './StaticImage'
import { Link } from './Link'
import type { CardTag } from '../rules/cardTag'
import { cardModel, type CardButtonView, type CardConfig, type CardRecord } from '../vehicles/cardModel'
import { QuickQuoteFigure } from './finance/QuickQuoteFigure.client'
import { SaveControl } from './SaveControl.client'

export type { CardConfig, CardRecord }

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

const TAG_STYLE: Record<string, string> = {
  sold: 'bg-slate-800 text-white',
  reserved: 'bg-amber-700 text-white',
  comingSoon: 'bg-blue-800 text-white',
  newArrival: 'bg-emerald-800 text-white',
  fuel: 'bg-teal-800 text-white',
  green: 'bg-emerald-800 text-white',
  red: 'bg-red-800 text-white',
}

function TagBanner({ tag }: { tag: CardTag | null }) {
  if (!tag) return null
  if (tag.kind === 'certified') {
    return tag.logoUrl ? (
      <StaticImage src={tag.logoUrl} alt={`${tag.make} Certified`} width={96} height={32} className="absolute left-2 top-2 h-8 w-auto rounded bg-white p-1" data-testid="card-tag" />
    ) : (
      <span data-testid="card-tag" data-kind="certified" className="absolute left-2 top-2 rounded bg-white px-2 py-1 text-xs font-semibold text-slate-900">{tag.make} Certified</span>
    )
  }
  const style = tag.kind === 'free' ? TAG_STYLE[tag.colour] : TAG_STYLE[tag.kind]
  return <span data-testid="card-tag" data-kind={tag.kind} className={`absolute left-2 top-2 rounded px-2 py-1 text-xs font-bold uppercase ${style}`}>{tag.text}</span>
}

const BUTTON_STYLE: Record<string, string> = {
  details: 'bg-brand-dark text-white',
  reserve: 'bg-emerald-800 text-white',
  buyOnline: 'bg-emerald-800 text-white',
}

function CardButtons({ buttons }: { buttons: CardButtonView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2" aria-label="Actions">
      {buttons.map((b) => (
        <li key={b.kind} className={b.kind === 'details' || b.kind === 'reserve' || b.kind === 'buyOnline' || b.kind === 'findSimilar' ? 'col-span-2' : ''}>
          {b.kind === 'findSimilar' ? (
            // A full page load: the search page takes its refinements from the URL on arrival (a client
            // navigation from one search to another kept the old state and dropped the new filters).
            <a href={b.href} data-button={b.kind} className={`block rounded border border-brand-dark px-3 py-2 text-center text-sm font-semibold ${BUTTON_STYLE[b.kind] ?? 'text-brand-dark'}`}>{b.label}</a>
          ) : (
            // Only the car's own page is fetched ahead on intent; the others open flows (forms, checkout).
            <Link href={b.href} prefetch={b.kind === 'details'} data-button={b.kind} className={`block rounded border border-brand-dark px-3 py-2 text-center text-sm font-semibold ${BUTTON_STYLE[b.kind] ?? 'text-brand-dark'}`}>{b.label}</Link>
          )}
        </li>
      ))}
    </ul>
  )
}

type Props = {
  car: CardRecord
  config: CardConfig
  now: Date
  priority?: boolean
  /** The title's heading level: h3 in result grids (default), h2 where the card list is the page's first level. */
  headingLevel?: 'h2' | 'h3'
}

/** The shared vehicle card (INV §2 Vehicle card): server-rendered; every decision comes from site/rules via cardModel. */
export function VehicleCard({ car, config, now, priority = false, headingLevel = 'h3' }: Props) {
  const m = cardModel(car, config, now)
  const image = str(car.primary_image_url)
  const Heading = headingLevel
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="vehicle-card" data-in-stock={m.inStock}>
      <div className="relative aspect-[3/2] bg-slate-100">
        {image ? (
          <StaticImage src={image} alt={m.title} fill sizes="(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw" className="object-cover" priority={priority} />
        ) : (
          <span className="flex h-full items-center justify-center text-sm text-slate-700">Photos coming soon</span>
        )}
        <TagBanner tag={m.tag} />
        {car.location_name ? <span className="absolute bottom-2 left-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white">{str(car.location_name)}</span> : null}
        {m.showSave ? <SaveControl kind={config.vehicleCard.saveControl} entry={{ id: str(car.id ?? car.objectID), name: m.title, slug: str(car.slug), make: str(car.make), model: str(car.model), primary_image_url: image }} /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-semibold leading-tight"><Link href={m.href} className="hover:underline">{m.title}</Link></Heading>
        {m.subtitle ? <p className="text-sm text-slate-700">{m.subtitle}</p> : null}
        <ul className="flex flex-wrap gap-1" aria-label="Key details">
          {m.chips.map((chip) => <li key={chip} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">{chip}</li>)}
        </ul>
        <div className="flex flex-wrap gap-1">
          {m.certified ? <span data-testid="certified-badge" className="rounded bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">{m.certified}</span> : null}
          {m.belowMarket ? <span data-testid="below-market" className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{m.belowMarket.text}</span> : null}
        </div>
        {m.price ? (
          <p className="mt-auto text-2xl font-bold" data-testid="card-price">
            {m.price.text}
            {m.price.kind === 'price' && m.priceType ? <span className="ml-2 text-xs font-normal text-slate-700">{m.priceType}</span> : null}
          </p>
        ) : <span className="mt-auto" />}
        {m.was ? <p className="text-sm text-slate-700">Was <s>{m.was}</s></p> : null}
        {m.repayment ? <p className="text-sm text-slate-800" data-testid="card-repayment">{m.repayment.weekly}/wk <span className="text-slate-700">({m.repayment.monthly}/mth)</span></p> : null}
        {m.quickQuote ? <QuickQuoteFigure carRef={str(car.slug)} compact /> : null}
        {m.views ? <p className="text-xs text-slate-700" data-testid="card-views">{m.views}</p> : null}
        {m.notInStockPrompt ? <p className="text-sm text-slate-800">{m.notInStockPrompt}</p> : null}
        <CardButtons buttons={m.buttons} />
      </div>
    </article>
  )
}
