/**
 * SEO search routes (FIN §2.1) → search state. /search/{type}-cars, /search/{make},
 * /search/{make}/{model}, /search/{location slug}; everything else in the query string; the page
 * number is 1-based in the URL and present only when not 1.
 */
import { INDEXES, type IndexName } from './protocol'

export const slugify = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')

const CAR_TYPE_ROUTES: Record<string, string[]> = {
  'new-used-and-demo-cars': [],
  'new-cars': ['new'],
  'used-cars': ['used'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
}

export type SearchState = { query: string; page: number; index: IndexName; carTypes: string[]; make: string | null; model: string | null; location: string | null }

export type RouteContext = { makes: string[]; models: string[]; locations: Array<{ name: string; slug: string }> }

export type ParsedRoute = { ok: true; state: SearchState } | { ok: false }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function parseSearchRoute(segments: string[], query: Record<string, string | string[] | undefined>, context: RouteContext): ParsedRoute {
  const page = Math.max(1, Number.parseInt(first(query.page) ?? '1', 10) || 1) - 1
  const sortBy = first(query.sortBy)
  const state: SearchState = { query: first(query.query) ?? '', page, index: INDEXES.includes(sortBy as IndexName) ? (sortBy as IndexName) : 'vehicles', carTypes: [], make: null, model: null, location: null }
  const [a, b, ...rest] = segments.map((s) => decodeURIComponent(s).toLowerCase())
  if (rest.length) return { ok: false }
  if (!a) return { ok: true, state }
  if (a in CAR_TYPE_ROUTES && !b) return { ok: true, state: { ...state, carTypes: CAR_TYPE_ROUTES[a] as string[] } }
  const make = context.makes.find((m) => slugify(m) === a)
  if (make) {
    if (!b) return { ok: true, state: { ...state, make } }
    const model = context.models.find((m) => slugify(m) === b)
    return model ? { ok: true, state: { ...state, make, model } } : { ok: false }
  }
  const location = context.locations.find((l) => l.slug === a)
  return location && !b ? { ok: true, state: { ...state, location: location.name } } : { ok: false }
}

/** The canonical URL of a state. */
export function searchHref(state: SearchState, locations: Array<{ name: string; slug: string }>): string {
  const typeRoute = Object.entries(CAR_TYPE_ROUTES).find(([, types]) => types.join() === [...state.carTypes].sort().join())?.[0]
  const location = state.location ? locations.find((l) => l.name === state.location) : undefined
  const path = state.make
    ? `/search/${slugify(state.make)}${state.model ? `/${slugify(state.model)}` : ''}`
    : location
      ? `/search/${location.slug}`
      : `/search/${typeRoute ?? 'new-used-and-demo-cars'}`
  const params = new URLSearchParams()
  if (state.query) params.set('query', state.query)
  if (state.index !== 'vehicles') params.set('sortBy', state.index)
  if (state.page > 0) params.set('page', String(state.page + 1))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/** Facet filters for a state (car types only apply on type routes; make/model/location on theirs). */
export function facetFiltersOf(state: SearchState): Array<string | string[]> {
  const filters: Array<string | string[]> = []
  if (state.carTypes.length) filters.push(state.carTypes.map((t) => `car_type:${t}`))
  if (state.make) filters.push(`make:${state.make}`)
  if (state.model) filters.push(`model:${state.model}`)
  if (state.location) filters.push(`location_name:${state.location}`)
  return filters
}
