/**
 * What a vehicle card shows, decided by the rules in site/rules from a search hit (feed field
 * names) and the site's settings. Pure: the card component only lays this out.
 */
import type { SiteConfig } from '../config/siteConfig'
import { belowMarketBadge, type BelowMarketBadge } from '../rules/belowMarket'
import { cardTag, type CardTag } from '../rules/cardTag'
import { certifiedBadge } from '../rules/certified'
import { financeDisplayEligible, lenderDataFor, lenderTieInEligible } from '../rules/financeEligibility'
import { vehicleQuoteRequest } from '../rules/quickQuote'
import { formatCurrency, monthlyFromWeekly, priceDisplay, wasPrice, weeklyRounded, type PriceDisplay } from '../rules/pricing'
import { shownViewsLabel } from '../rules/analytics'
import { showSaveControl } from '../rules/saveControl'
import { cardButtons, isInStock, NOT_IN_STOCK_CARD, type CardButton } from '../rules/stockState'
import { cardChips } from '../rules/vehicleFacts'
import type { CarInput, MarketData } from '../rules/vehicleTypes'
import { carActionHref, carPath } from './carLinks'

export type CardRecord = Record<string, unknown>

const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v))
const numOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v))
const list = (v: unknown): unknown[] | null => (Array.isArray(v) ? v : null)
const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null)

/** The rules' view of a hit: feed names, checked types (a hit is outside data). */
export function carInputOf(car: CardRecord): CarInput & { finance_lenders: Record<string, Record<string, unknown>> | null; dealership_slug: string | null } {
  const carType = str(car.car_type)
  return {
    id: typeof car.id === 'number' || typeof car.id === 'string' ? car.id : undefined,
    slug: str(car.slug),
    make: str(car.make) || null,
    model: str(car.model) || null,
    year: numOrNull(car.year),
    status: str(car.status) || null,
    car_type: carType || null,
    reserved: Boolean(car.reserved),
    certified: Boolean(car.certified),
    tag: str(car.tag) || null,
    fuel: str(car.fuel) || null,
    simple_fuel: str(car.simple_fuel) || null,
    created_at: str(car.created_at) || null,
    price: numOrNull(car.price),
    before_price: numOrNull(car.before_price),
    preorder: Boolean(car.preorder),
    images: list(car.images),
    thumbnails: list(car.thumbnails),
    photos_count: numOrNull(car.photos_count),
    autograb_data: (record(car.autograb_data) as MarketData | null) ?? null,
    dealership_slug: str(car.dealership_slug) || null,
    finance_lenders: (record(car.finance_lenders) as Record<string, Record<string, unknown>> | null) ?? null,
  }
}

export type CardButtonView = CardButton & { href: string }
export type Repayment = { weekly: string; monthly: string }

export type CardModel = {
  href: string
  title: string
  subtitle: string
  /** The attribute chips: the site's that apply to the car's type, then its type's (vehicleFacts.cardChips). */
  chips: string[]
  inStock: boolean
  price: PriceDisplay | null
  priceType: string | null
  was: string | null
  repayment: Repayment | null
  tag: CardTag | null
  certified: string | null
  belowMarket: BelowMarketBadge | null
  showSave: boolean
  buttons: CardButtonView[]
  notInStockPrompt: string | null
  /** The views counter's text, or null (off, or below `vehiclePage.minViewsShown`). */
  views: string | null
  /** The lender quick quote shows (FIN §4 tie-in eligibility, §7 vehicle quote). */
  quickQuote: boolean
}

/** The weekly figure where finance shows for the car (FIN §5 display eligibility), and its monthly (× 4.33). */
export function repaymentOf(car: ReturnType<typeof carInputOf>, config: Pick<SiteConfig, 'vehicleCard' | 'finance'>, now: Date): Repayment | null {
  if (!config.vehicleCard.showWeeklyRepayment || !financeDisplayEligible(car, config.finance, { now }) || config.finance.provider === null) return null
  const weekly = numOrNull(lenderDataFor(car, config.finance.provider)?.paymentWeek)
  if (weekly === null || weekly <= 0) return null
  return { weekly: formatCurrency(weeklyRounded(weekly)), monthly: formatCurrency(monthlyFromWeekly(weekly)) }
}

/** The lender quick quote is asked for the car: the tie-in is on and the car eligible (FIN §4), and the vehicle quote applies (FIN §7). */
export function showsQuickQuote(car: ReturnType<typeof carInputOf> & { vin?: string | null }, finance: SiteConfig['finance'], now: Date): boolean {
  return lenderTieInEligible(car, finance, { now }) && vehicleQuoteRequest(car, { lenderTieIn: finance.lenderTieIn, hasQuote: false }) !== null
}

/** The settings a card reads: small enough to hand to a client island. */
export type CardConfig = Pick<SiteConfig, 'vehicleCard' | 'labels' | 'certifiedPrograms' | 'finance' | 'vehiclePage' | 'checkout'> & { search: Pick<SiteConfig['search'], 'truckBodyMapsTo'> }

export function cardModel(raw: CardRecord, config: CardConfig, now: Date): CardModel {
  const car = carInputOf(raw)
  const slug = str(raw.slug)
  const inStock = isInStock(car.status)
  const hidePrice = !inStock && config.vehiclePage.hidePriceWhenNotInStock
  const links = { detailsBase: config.vehicleCard.detailsLinkBase, financePath: config.finance.linkPath }
  const linkCar = { slug, make: car.make, model: car.model, body: str(raw.body) || null, price: car.price, dealershipSlug: car.dealership_slug, carType: car.car_type, vin: str(raw.vin) || null }
  const certified = certifiedBadge(car, config.certifiedPrograms)
  return {
    href: carPath(config.vehicleCard.detailsLinkBase, slug),
    title: [car.year, car.make, car.model].filter(Boolean).join(' '),
    subtitle: [raw.badge, raw.series].map(str).filter(Boolean).join(' '),
    chips: cardChips(raw, config.vehicleCard.attributeChips, { labels: config.labels, truckBodyMapsTo: config.search.truckBodyMapsTo, dimensionFactor: config.vehiclePage.caravanDimensionFactor }),
    inStock,
    price: hidePrice ? null : priceDisplay(car.price, Boolean(car.preorder), config.labels),
    priceType: str(raw.price_type) || null,
    was: hidePrice ? null : wasPrice(car.price, car.before_price),
    repayment: repaymentOf(car, config, now),
    tag: cardTag(car, { fuelTypeTag: config.vehicleCard.fuelTypeTag, tagColours: config.vehicleCard.tagColours, certifiedPrograms: config.certifiedPrograms, labels: config.labels }, now),
    certified: certified ? (certified.infoPanelTitle ?? `${certified.make} Certified`) : null,
    belowMarket: inStock ? belowMarketBadge(car.price, car.autograb_data) : null,
    showSave: showSaveControl(car, config.vehicleCard.saveControlRequires),
    buttons: cardButtons(car, config).map((button) => ({ ...button, href: carActionHref(button.kind, linkCar, links) })),
    notInStockPrompt: inStock ? null : NOT_IN_STOCK_CARD.prompt,
    views: config.vehicleCard.showViews ? shownViewsLabel(numOrNull(raw.views) ?? 0, config.vehiclePage.minViewsShown) : null,
    quickQuote: inStock && showsQuickQuote(car, config.finance, now),
  }
}
