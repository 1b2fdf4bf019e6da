/**
 * The `models` and `offers` indexes (INV §7): their records (the model card's fields, FIN §2.8),
 * the attributes each can be filtered and faceted on, and the loaders that apply the site's base
 * filter (site/rules/catalogue.ts) before any request filter.
 */
import type { Payload } from 'payload'
import type { Model, Offer } from '../../../payload-types'
import { isModelListed, isOfferListed, compareModels, compareOffers, type CatalogueModel, type CatalogueOffer } from '../../rules/catalogue'
import { slugify } from '../../rules/searchUrl'
import type { SiteView } from '../../tenancy/siteView'
import type { CatalogueIndex } from '../protocol'
import { compactText, normaliseText } from '../memory/facetValues'
import type { CatalogueRecord, IndexShape } from './engine'


const rel = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof raw === 'number' ? raw : raw === null || raw === undefined ? null : Number(raw)
}
const mediaUrl = (value: unknown): string | null => (value && typeof value === 'object' ? ((value as { url?: string | null }).url ?? null) : null)
const searchText = (parts: unknown[]) => {
  const text = parts.filter((p): p is string => typeof p === 'string').join(' ')
  return `${normaliseText(text)} ${compactText(text)}`
}
const at = (r: CatalogueRecord, path: string[]): unknown => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), r)
const text = (...path: string[]) => (r: CatalogueRecord) => {
  const v = at(r, path)
  return typeof v === 'string' && v !== '' ? v : null
}
const num = (...path: string[]) => (r: CatalogueRecord) => {
  const v = at(r, path)
  return typeof v === 'number' ? v : null
}

const toCatalogueModel = (m: Model): CatalogueModel => ({ site: rel(m.site), manufacturer: m.manufacturer, name: m.name, slug: m.slug, body: m.body, fromPrice: m.fromPrice ?? null })

/** A model's search record: the card fields plus the nested names the catalogue filters use. */
export function toModelRecord(m: Model): CatalogueRecord {
  return {
    objectID: `model-${m.id}`,
    id: m.id,
    name: m.name,
    slug: m.slug,
    override_url: m.overrideUrl || null,
    image: mediaUrl(m.heroImage) ?? m.imageUrl ?? null,
    accessories_count: m.accessories?.length ?? 0,
    summary: m.summary ?? null,
    price: m.fromPrice ?? null,
    manufacturer: { name: m.manufacturer },
    model: { name: m.name, body: m.body, body_slug: slugify(m.body) },
  }
}

export const MODEL_SHAPE: IndexShape = {
  facets: {
    'manufacturer.name': { kind: 'string', read: text('manufacturer', 'name') },
    'model.name': { kind: 'string', read: text('model', 'name') },
    'model.body': { kind: 'string', read: text('model', 'body') },
    'model.body_slug': { kind: 'string', read: text('model', 'body_slug') },
    price: { kind: 'number', read: num('price') },
  },
  text: (r) => searchText([at(r, ['manufacturer', 'name']), r.name, at(r, ['model', 'body']), r.summary]),
}

const toCatalogueOffer = (o: Offer): CatalogueOffer => ({ dealership: rel(o.dealership), title: o.title, validFrom: o.validFrom ?? null, validTo: o.validTo ?? null })

export function toOfferRecord(o: Offer): CatalogueRecord {
  const dealership = o.dealership && typeof o.dealership === 'object' ? o.dealership : null
  return {
    objectID: `offer-${o.id}`,
    id: o.id,
    title: o.title,
    categories: o.categories ?? [],
    price: o.price ?? null,
    dealership_id: rel(o.dealership),
    dealership_name: dealership?.name ?? null,
    valid_from: o.validFrom ?? null,
    valid_to: o.validTo ?? null,
    image: mediaUrl(o.image) ?? o.imageUrl ?? null,
    url: o.url ?? null,
    summary: o.summary ?? null,
    terms: o.terms ?? null,
  }
}

export const OFFER_SHAPE: IndexShape = {
  facets: {
    categories: { kind: 'array', read: (r) => (Array.isArray(r.categories) ? (r.categories as string[]) : []) },
    price: { kind: 'number', read: num('price') },
    dealership_id: { kind: 'number', read: num('dealership_id') },
  },
  text: (r) => searchText([r.title, ...(Array.isArray(r.categories) ? r.categories : []), r.summary, r.dealership_name]),
}

/** The site's listed models in catalogue order, read with a visitor's eyes (public access). */
export async function loadModelRecords(payload: Payload, site: SiteView): Promise<CatalogueRecord[]> {
  const filter = { siteId: site.id, excludedMakes: site.config.inventory.excludedMakes }
  const { docs } = await payload.find({ collection: 'models', where: { site: { equals: site.id } }, depth: 1, pagination: false, overrideAccess: false })
  return docs.filter((m) => isModelListed(toCatalogueModel(m), filter)).sort((a, b) => compareModels(toCatalogueModel(a), toCatalogueModel(b))).map(toModelRecord)
}

/** The live offers of the site's dealerships at `now`, read with a visitor's eyes (which also keeps to the window). */
export async function loadOfferRecords(payload: Payload, site: SiteView, now: Date): Promise<CatalogueRecord[]> {
  if (site.dealershipIds.length === 0) return []
  const filter = { dealershipIds: site.dealershipIds, now }
  const { docs } = await payload.find({ collection: 'offers', where: { dealership: { in: site.dealershipIds } }, depth: 1, pagination: false, overrideAccess: false })
  return docs.filter((o) => isOfferListed(toCatalogueOffer(o), filter)).sort((a, b) => compareOffers(toCatalogueOffer(a), toCatalogueOffer(b))).map(toOfferRecord)
}

export const SHAPES: Record<CatalogueIndex, IndexShape> = { models: MODEL_SHAPE, offers: OFFER_SHAPE }
