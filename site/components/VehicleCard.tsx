import Image from 'next/image'
import Link from 'next/link'
import { cardTag, type CardTag } from '../rules/cardTag'
import { priceDisplay, wasPrice } from '../rules/pricing'
import { isInStock, NOT_IN_STOCK_CARD } from '../rules/stockState'
import type { SiteConfig } from '../config/siteConfig'

export type CardRecord = Record<string, unknown>

const CAR_TYPES = ['new', 'used', 'demo'] as const

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

const CHIP_FORMAT: Record<string, (v: unknown) => string> = {
  car_type: (v) => str(v).replace(/^./, (c) => c.toUpperCase()),
  km: (v) => `${Number(v).toLocaleString('en-AU')} km`,
  stocknum: (v) => `Stock #${str(v)}`,
}

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
  if (tag.kind === 'certified') return <span className="absolute left-2 top-2 rounded bg-white px-2 py-1 text-xs font-semibold text-slate-900">{tag.make} Certified</span>
  const style = tag.kind === 'free' ? TAG_STYLE[tag.colour] : TAG_STYLE[tag.kind]
  return <span className={`absolute left-2 top-2 rounded px-2 py-1 text-xs font-bold uppercase ${style}`}>{tag.text}</span>
}

/** The shared vehicle card (INV §2 Vehicle card): server-rendered, rules from site/rules. */
export function VehicleCard({ car, config, now, priority = false }: { car: CardRecord; config: SiteConfig; now: Date; priority?: boolean }) {
  const href = `${config.vehicleCard.detailsLinkBase.replace(/\/$/, '')}/${str(car.slug)}`
  const title = [car.year, car.make, car.model].filter(Boolean).join(' ')
  const inStock = isInStock(str(car.status))
  const price = priceDisplay(typeof car.price === 'number' ? car.price : null, Boolean(car.preorder), config.labels)
  const was = wasPrice(car.price as number | null, car.before_price as number | null)
  const tag = cardTag(
    { status: str(car.status), reserved: Boolean(car.reserved), tag: str(car.tag) || null, fuel: str(car.fuel), simple_fuel: str(car.simple_fuel), make: str(car.make), car_type: CAR_TYPES.find((t) => t === car.car_type) ?? null, certified: Boolean(car.certified), created_at: str(car.created_at) || null },
    { fuelTypeTag: config.vehicleCard.fuelTypeTag, tagColours: config.vehicleCard.tagColours, certifiedPrograms: config.certifiedPrograms, labels: config.labels },
    now,
  )
  const image = str(car.primary_image_url)
  const chips = config.vehicleCard.attributeChips.map((key) => (car[key] == null || car[key] === '' ? null : (CHIP_FORMAT[key] ?? str)(car[key]))).filter(Boolean)
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[3/2] bg-slate-100">
        {image ? (
          <Image src={image} alt={title} fill sizes="(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw" className="object-cover" priority={priority} />
        ) : (
          <span className="flex h-full items-center justify-center text-sm text-slate-600">Photos coming soon</span>
        )}
        <TagBanner tag={tag} />
        {car.location_name ? <span className="absolute bottom-2 left-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white">{str(car.location_name)}</span> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-tight"><Link href={href} className="hover:underline">{title}</Link></h3>
        <p className="text-sm text-slate-600">{[car.badge, car.series].filter(Boolean).join(' ')}</p>
        <ul className="flex flex-wrap gap-1" aria-label="Key details">
          {chips.map((chip) => <li key={chip} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{chip}</li>)}
        </ul>
        <p className="mt-auto text-2xl font-bold" data-testid="card-price">
          {price.text}
          {price.kind === 'price' && car.price_type ? <span className="ml-2 text-xs font-normal text-slate-600">{str(car.price_type)}</span> : null}
        </p>
        {was ? <p className="text-sm text-slate-600">Was <s>{was}</s></p> : null}
        {inStock ? (
          <Link href={href} className="rounded bg-brand-dark px-4 py-2 text-center font-semibold text-white">{config.vehicleCard.labels.details}</Link>
        ) : (
          <div>
            <p className="text-sm text-slate-700">{NOT_IN_STOCK_CARD.prompt}</p>
            <Link href={`${href}#enquire`} className="mt-2 block rounded border border-brand-dark px-4 py-2 text-center font-semibold text-brand-dark">{NOT_IN_STOCK_CARD.button}</Link>
          </div>
        )}
      </div>
    </article>
  )
}
