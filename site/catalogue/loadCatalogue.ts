/**
 * Loaders of the new-car pages (FIN §2.1 `/models?body=`, the model page, `/{model slug}/accessories`):
 * model cards through the site's `models` index, one model with its accessories, and its in-stock
 * cars through the vehicles index. Cached per site; model saves expire the site's tag, stock
 * changes the dealerships' tags.
 */
import type { Model } from '../../payload-types'
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { facetCards, type FacetCard } from '../rules/facetCards'
import { isModelListed, MAX_MODEL_CARDS, modelCardOf, modelsByBodyQuery, type ModelCard } from '../rules/catalogue'
import { slugify } from '../rules/searchUrl'
import { getPayloadClient } from '../payload'
import { searchParamsSchema } from '../search/protocol'
import { searchForSite } from '../search/service'
import type { SiteView } from '../tenancy/siteView'

export type BodyFilter = FacetCard & { slug: string }
export type ModelCatalogue = { bodies: BodyFilter[]; body: BodyFilter | null; cards: ModelCard[] }

async function searchCatalogue(site: SiteView, bodySlug: string | null): Promise<ModelCatalogue> {
  const all = searchParamsSchema.parse({ hitsPerPage: 0, facets: ['model.body'], maxValuesPerFacet: MAX_MODEL_CARDS })
  const [counts] = await searchForSite(site, [{ indexName: 'models', params: all }])
  // Every body type as a filter, in the facet cards' order (count descending, then name).
  const bodyCounts = counts?.facets['model.body'] ?? {}
  const bodies = facetCards(bodyCounts, Object.keys(bodyCounts)).map((card) => ({ ...card, slug: slugify(card.name) }))
  const body = bodySlug === null ? null : (bodies.find((b) => b.slug === bodySlug) ?? null)
  if (bodySlug !== null && body === null) return { bodies, body, cards: [] }
  const query = modelsByBodyQuery(body?.slug ?? null)
  const [result] = await searchForSite(site, [{ indexName: query.indexName, params: searchParamsSchema.parse(query.params) }])
  return { bodies, body, cards: (result?.hits ?? []).map(modelCardOf) }
}

/** The model cards of `/models?body={slug}` and the body filters above them. */
export const loadModelCatalogue = (site: SiteView, bodySlug: string | null): Promise<ModelCatalogue> =>
  cached(searchCatalogue, ['model-catalogue', String(site.id), bodySlug ?? ''], { tags: [tags.site(site.id)], revalidate: 300 })(site, bodySlug)

export type ModelView = {
  id: number
  manufacturer: string
  name: string
  slug: string
  body: string
  image: string | null
  summary: string | null
  fromPrice: number | null
  overrideUrl: string | null
  accessories: Array<{ id: string; name: string; price: number | null; description: string | null }>
}

const toModelView = (m: Model): ModelView => ({
  id: m.id,
  manufacturer: m.manufacturer,
  name: m.name,
  slug: m.slug,
  body: m.body,
  image: (m.heroImage && typeof m.heroImage === 'object' ? m.heroImage.url : null) ?? m.imageUrl ?? null,
  summary: m.summary ?? null,
  fromPrice: m.fromPrice ?? null,
  overrideUrl: m.overrideUrl || null,
  accessories: (m.accessories ?? []).map((a, i) => ({ id: a.id ?? String(i), name: a.name, price: a.price ?? null, description: a.description ?? null })),
})

async function findModel(site: SiteView, slug: string): Promise<ModelView | null> {
  const payload = await getPayloadClient()
  // A visitor's eyes: the catalogue is public, narrowed here to the site and its base filter.
  const { docs } = await payload.find({ collection: 'models', where: { and: [{ site: { equals: site.id } }, { slug: { equals: slug } }] }, depth: 1, limit: 1, overrideAccess: false })
  const doc = docs[0]
  if (!doc || !isModelListed({ site: site.id, manufacturer: doc.manufacturer, name: doc.name, slug: doc.slug, body: doc.body, fromPrice: doc.fromPrice ?? null }, { siteId: site.id, excludedMakes: site.config.inventory.excludedMakes })) return null
  return toModelView(doc)
}

/** One model of the site by slug, with its accessories; null when the site does not list it. */
export const loadModel = (site: SiteView, slug: string): Promise<ModelView | null> =>
  cached(findModel, ['model', String(site.id), slug], { tags: [tags.site(site.id)], revalidate: 300 })(site, slug)

type Hit = Record<string, unknown> & { objectID: string }

async function searchStock(site: SiteView, manufacturer: string, name: string): Promise<{ hits: Hit[]; nbHits: number }> {
  const params = searchParamsSchema.parse({ facetFilters: [`make:${manufacturer}`, `model:${name}`] })
  const [result] = await searchForSite(site, [{ indexName: 'vehicles_latest', params }])
  return { hits: result?.hits ?? [], nbHits: result?.nbHits ?? 0 }
}

/** The model's cars the site lists (first 21, newest first). */
export const loadModelStock = (site: SiteView, model: ModelView) =>
  cached(searchStock, ['model-stock', String(site.id), model.manufacturer, model.name], { tags: site.dealershipIds.map((d) => tags.dealership(d)), revalidate: 300 })(site, model.manufacturer, model.name)
