/**
 * The new-car catalogue and dealership offers (INV §7 "Catalogue search", "Dealership offers
 * search", FIN §2.8 model cards): what a site lists before any shopper filter, the order hits come
 * in, and the model card's view. The search engines and pages read these; the client never widens them.
 */
export type CatalogueModel = {
  site: number | null
  manufacturer: string
  name: string
  slug: string
  body: string
  fromPrice: number | null
}

export type CatalogueOffer = {
  dealership: number | null
  title: string
  validFrom: Date | string | null
  validTo: Date | string | null
}

/** The catalogue's base filter: the site's own models, less the makes the site excludes from its inventory. */
export type ModelsFilter = { siteId: number; excludedMakes: readonly string[] }

/** The offers' base filter: the site's dealerships, inside the offer's window at `now`. */
export type OffersFilter = { dealershipIds: readonly number[]; now: Date }

export const isModelListed = (model: CatalogueModel, filter: ModelsFilter): boolean =>
  model.site === filter.siteId && !filter.excludedMakes.some((make) => make === model.manufacturer)

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime())

/** Live = started (or no start) and not ended (or no end), both bounds inclusive; an unreadable date never matches. */
export function isOfferLive(offer: Pick<CatalogueOffer, 'validFrom' | 'validTo'>, now: Date): boolean {
  const from = time(offer.validFrom)
  const to = time(offer.validTo)
  return (from === null || from <= now.getTime()) && (to === null || to >= now.getTime())
}

export const isOfferListed = (offer: CatalogueOffer, filter: OffersFilter): boolean =>
  offer.dealership !== null && filter.dealershipIds.includes(offer.dealership) && isOfferLive(offer, filter.now)

const byText = (a: string, b: string) => a.localeCompare(b, 'en')

/** Catalogue order: by manufacturer, then from-price (unpriced last), then name. */
export function compareModels(a: CatalogueModel, b: CatalogueModel): number {
  return byText(a.manufacturer, b.manufacturer) || (a.fromPrice ?? Infinity) - (b.fromPrice ?? Infinity) || byText(a.name, b.name)
}

/** Offers order: ending soonest first (open-ended last), then title. */
export function compareOffers(a: CatalogueOffer, b: CatalogueOffer): number {
  return (time(a.validTo) ?? Infinity) - (time(b.validTo) ?? Infinity) || byText(a.title, b.title)
}

/** FIN §2.8: a model card carries name, slug, override_url, image and accessories_count (and its make, for the logo). */
export type ModelCard = { name: string; slug: string; override_url: string | null; image: string | null; accessories_count: number; manufacturer?: string | null }

/** Where a model card links: its override URL when set, else the model's own page. */
export const modelCardHref = (card: Pick<ModelCard, 'slug' | 'override_url'>): string => card.override_url || `/models/${card.slug}`

/** A model's accessories page (FIN §2.1 `/{model slug}/accessories`). */
export const modelAccessoriesPath = (slug: string): string => `/${slug}/accessories`

/** A `models` hit as a model card (FIN §2.8), read by the server's loader and the body-type island alike. */
export function modelCardOf(hit: Record<string, unknown>): ModelCard {
  const manufacturer = (hit.manufacturer as { name?: unknown } | null | undefined)?.name
  return {
    name: String(hit.name),
    slug: String(hit.slug),
    override_url: typeof hit.override_url === 'string' ? hit.override_url : null,
    image: typeof hit.image === 'string' ? hit.image : null,
    accessories_count: Number(hit.accessories_count) || 0,
    manufacturer: typeof manufacturer === 'string' ? manufacturer : null,
  }
}

/** Models of one listing at most (the site's whole range). */
export const MAX_MODEL_CARDS = 1000

/** The `models` query of `/models?body={slug}` (null: every body); the same object for the same body, so it keys the result cache. */
export const modelsByBodyQuery = (bodySlug: string | null) => ({
  indexName: 'models' as const,
  params: { query: '', page: 0, hitsPerPage: MAX_MODEL_CARDS, facetFilters: bodySlug ? [`model.body_slug:${bodySlug}`] : [] },
})

/** The address of a body type's models. */
export const modelsBodyPath = (bodySlug: string | null): string => (bodySlug ? `/models?body=${encodeURIComponent(bodySlug)}` : '/models')

/** The page's heading for a body type (its name) or the whole range. */
export const modelsHeading = (bodyName: string | null): string => (bodyName ? `${bodyName} models` : 'New models')

/** The live region's words for a body type's models. */
export function modelsCountText(count: number, bodyName: string | null): string {
  const noun = count === 1 ? 'model' : 'models'
  return bodyName ? `${count} ${bodyName} ${noun}` : `${count} ${noun}`
}
