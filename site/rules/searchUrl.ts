/**
 * Search state ⇄ URL (FIN §2.1, INV §2 Search results page, INV §4 Search). One car type set, one
 * make (and model), one location, one dealership or — with `search.usedCarRoutes` — one body becomes the path;
 * everything else is the query string: `query`, `sortBy`, one parameter per facet (repeated for
 * several values), a range as `price=10000:30000` ("two plain numbers", INV §5 min:max with open
 * sides), and `page` only when not 1. Page numbers are 1-based.
 */
import { formatRange, parseRange, type RangeValue } from './rangeSlider'
import { isListFacet, isRangeFacet, isSortIndex, LIST_FACETS, RANGE_FACETS, SEARCH_FACETS, SEARCH_QUERY_MAX, type ListFacet, type RangeFacet } from './searchConstants'

export type SearchUrlState = {
  query?: string
  page: number
  sortBy?: string
  refinements: Partial<Record<ListFacet, string[]>>
  ranges: Partial<Record<RangeFacet, RangeValue>>
}

export type SlugEntry = { name: string; slug: string }

/** What a path slug can mean on this site; names are the facet values, slugs lowercase kebab. */
export type SearchRouteContext = {
  makes: readonly SlugEntry[]
  models: ReadonlyArray<SlugEntry & { make: string }>
  locations: readonly SlugEntry[]
  /** The site's dealerships: `/search/{dealership_slug}`, See more from this dealer (INV §2 Routes). */
  dealerships: readonly SlugEntry[]
  bodies: readonly SlugEntry[]
  usedCarRoutes: boolean
}

export type ParamsInput = string | URLSearchParams | Record<string, string | string[] | undefined>
export type ParsedSearchUrl = { ok: true; state: SearchUrlState } | { ok: false }

export const SEARCH_BASE_PATH = '/search'
export const DEFAULT_STOCK_ROUTE = 'new-used-and-demo-cars'
export const CAR_TYPES = ['new', 'used', 'demo'] as const

/** Car type routes (FIN §2.1); the default stock search means no car type filter. */
export const CAR_TYPE_ROUTES: Readonly<Record<string, readonly string[]>> = {
  [DEFAULT_STOCK_ROUTE]: [],
  'new-cars': ['new'],
  'used-cars': ['used'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
}

/** Lowercase kebab slug of a name. */
export const slugify = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

export const emptySearchState = (): SearchUrlState => ({ page: 1, refinements: {}, ranges: {} })

type PathFacet = 'car_type' | 'make' | 'location_name' | 'dealership_name' | 'body'
type Segment = { facet: PathFacet; values: readonly string[] }

const namedLists = (ctx: SearchRouteContext): Array<[PathFacet, readonly SlugEntry[]]> => [
  ['make', ctx.makes],
  ['location_name', ctx.locations],
  ['dealership_name', ctx.dealerships],
  ...(ctx.usedCarRoutes ? [['body', ctx.bodies] as [PathFacet, readonly SlugEntry[]]] : []),
]

/** What the first path segment means: a car type route, then a make, a location, a dealership, a body (FIN §2.1, INV §2 Routes). */
function resolveSegment(slug: string, ctx: SearchRouteContext): Segment | null {
  if (Object.hasOwn(CAR_TYPE_ROUTES, slug)) return { facet: 'car_type', values: CAR_TYPE_ROUTES[slug] as readonly string[] }
  for (const [facet, list] of namedLists(ctx)) {
    const entry = list.find((e) => e.slug === slug)
    if (entry) return { facet, values: [entry.name] }
  }
  return null
}

const resolveModel = (make: string, slug: string, ctx: SearchRouteContext) => ctx.models.find((m) => m.make === make && m.slug === slug)?.name

const unique = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ''))]

/** Known car types in canonical order, unknown ones after; all three known ones mean no filter. */
function normalizeCarTypes(values: string[]): string[] {
  const known = CAR_TYPES.filter((t) => values.includes(t))
  const rest = values.filter((v) => !(CAR_TYPES as readonly string[]).includes(v))
  return known.length === CAR_TYPES.length && rest.length === 0 ? [] : [...known, ...rest]
}

/** The canonical form of a state: what parse(format(state)) gives back. */
export function normalizeSearchState(state: SearchUrlState): SearchUrlState {
  const out = emptySearchState()
  if (state.query) out.query = state.query
  if (state.sortBy && isSortIndex(state.sortBy)) out.sortBy = state.sortBy
  out.page = Number.isSafeInteger(state.page) ? Math.max(1, state.page) : 1
  for (const facet of LIST_FACETS) {
    const values = unique(state.refinements[facet] ?? [])
    const kept = facet === 'car_type' ? normalizeCarTypes(values) : values
    if (kept.length) out.refinements[facet] = kept
  }
  for (const facet of RANGE_FACETS) {
    const text = formatRange(state.ranges[facet] ?? {})
    const range = text && parseRange(text)
    if (range) out.ranges[facet] = range
  }
  return out
}

const entriesOf = (params: ParamsInput): Array<[string, string]> =>
  typeof params === 'string' || params instanceof URLSearchParams
    ? [...new URLSearchParams(params)]
    : Object.entries(params).flatMap(([key, value]) => [value ?? []].flat().map((v): [string, string] => [key, v]))

/** A repeated scalar parameter: the last one wins; facet values accumulate in URL order. */
function applyParam(state: SearchUrlState, key: string, value: string): void {
  // cut to what the search API takes: a longer address is still a search page, not an error
  if (key === 'query') state.query = value.slice(0, SEARCH_QUERY_MAX)
  else if (key === 'sortBy') state.sortBy = isSortIndex(value) ? value : state.sortBy
  else if (key === 'page') state.page = Number(value)
  else if (isListFacet(key)) state.refinements[key] = [...(state.refinements[key] ?? []), value]
  else if (isRangeFacet(key)) state.ranges[key] = parseRange(value) ?? state.ranges[key]
}

/** Parse a search path (segments after /search) and query (FIN §2.1); unknown paths fail. */
export function parseSearchLocation(segments: readonly string[], params: ParamsInput, ctx: SearchRouteContext): ParsedSearchUrl {
  const state = emptySearchState()
  for (const [key, value] of entriesOf(params)) applyParam(state, key, value)
  const [first, second, ...rest] = segments.filter((s) => s !== '').map((s) => s.toLowerCase())
  if (first === undefined) return { ok: true, state: normalizeSearchState(state) }
  const segment = rest.length ? null : resolveSegment(first, ctx)
  if (!segment || (second !== undefined && segment.facet !== 'make')) return { ok: false }
  const prepend = (facet: ListFacet, values: readonly string[]) => (state.refinements[facet] = [...values, ...(state.refinements[facet] ?? [])])
  prepend(segment.facet, segment.values)
  if (second !== undefined) {
    const model = resolveModel(segment.values[0] as string, second, ctx)
    if (model === undefined) return { ok: false }
    prepend('model', [model])
  }
  return { ok: true, state: normalizeSearchState(state) }
}

/** Parse `/search/...?...` (a fragment is ignored); paths outside /search fail. */
export function parseSearchUrl(href: string, ctx: SearchRouteContext): ParsedSearchUrl {
  const [path, ...query] = (href.split('#')[0] as string).split('?')
  const segments = (path as string).split('/').filter((s) => s !== '')
  if (segments[0] !== SEARCH_BASE_PATH.slice(1)) return { ok: false }
  return parseSearchLocation(segments.slice(1), query.join('?'), ctx)
}

const single = (state: SearchUrlState, facet: ListFacet) => (state.refinements[facet]?.length === 1 ? state.refinements[facet][0] : undefined)

/** The path segments of a normalized state and the facets they carry (FIN §2.1). */
function pathOf(state: SearchUrlState, ctx: SearchRouteContext): { segments: string[]; consumed: ListFacet[] } {
  const owns = (slug: string, facet: PathFacet, name: string) => {
    const segment = resolveSegment(slug, ctx)
    return segment?.facet === facet && segment.values[0] === name
  }
  for (const [facet, list] of namedLists(ctx)) {
    const name = single(state, facet)
    const entry = list.find((e) => e.name === name)
    if (!entry || !owns(entry.slug, facet, entry.name)) continue
    const modelName = facet === 'make' ? single(state, 'model') : undefined
    const model = ctx.models.find((m) => m.make === entry.name && m.name === modelName)
    if (model && resolveModel(entry.name, model.slug, ctx) === modelName) return { segments: [entry.slug, model.slug], consumed: ['make', 'model'] }
    return { segments: [entry.slug], consumed: [facet] }
  }
  const types = state.refinements.car_type
  const route = types && Object.keys(CAR_TYPE_ROUTES).find((slug) => CAR_TYPE_ROUTES[slug]!.join() === types.join())
  return route ? { segments: [route], consumed: ['car_type'] } : { segments: [DEFAULT_STOCK_ROUTE], consumed: [] }
}

/** Query values keep `:` and `,` readable; a space is `+`. */
const encode = (value: string) => encodeURIComponent(value).replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%20/g, '+')

/** The canonical URL of a state (FIN §2.1): path, then query, sortBy, facets in INV §2 order, page. */
export function formatSearchUrl(state: SearchUrlState, ctx: SearchRouteContext): string {
  const s = normalizeSearchState(state)
  const { segments, consumed } = pathOf(s, ctx)
  const pairs: Array<[string, string]> = []
  if (s.query !== undefined) pairs.push(['query', s.query])
  if (s.sortBy !== undefined) pairs.push(['sortBy', s.sortBy])
  for (const facet of SEARCH_FACETS) {
    if (isRangeFacet(facet)) {
      const text = formatRange(s.ranges[facet] ?? {})
      if (text !== null) pairs.push([facet, text])
    } else if (!consumed.includes(facet)) for (const value of s.refinements[facet] ?? []) pairs.push([facet, value])
  }
  if (s.page > 1) pairs.push(['page', String(s.page)])
  const path = `${SEARCH_BASE_PATH}/${segments.join('/')}`
  return pairs.length ? `${path}?${pairs.map(([k, v]) => `${k}=${encode(v)}`).join('&')}` : path
}

/** Any filter, query or sort change returns to page 1 (INV §4 Search: the page parameter is removed). */
const refined = (state: SearchUrlState, patch: Partial<SearchUrlState>): SearchUrlState => normalizeSearchState({ ...state, ...patch, page: 1 })

export const withQuery = (state: SearchUrlState, query: string): SearchUrlState => refined(state, { query })

export const withSortBy = (state: SearchUrlState, sortBy: string | undefined): SearchUrlState => refined(state, { sortBy })

export const withRefinement = (state: SearchUrlState, facet: ListFacet, values: readonly string[]): SearchUrlState =>
  refined(state, { refinements: { ...state.refinements, [facet]: [...values] } })

/** Add the value when absent, remove it when present. */
export function toggleRefinement(state: SearchUrlState, facet: ListFacet, value: string): SearchUrlState {
  const current = state.refinements[facet] ?? []
  return withRefinement(state, facet, current.includes(value) ? current.filter((v) => v !== value) : [...current, value])
}

export const withRange = (state: SearchUrlState, facet: RangeFacet, range: RangeValue | null): SearchUrlState =>
  refined(state, { ranges: { ...state.ranges, [facet]: range ?? {} } })

/** Clear Filters: every refinement and range goes; the query and sort stay. */
export const clearRefinements = (state: SearchUrlState): SearchUrlState => refined(state, { refinements: {}, ranges: {} })

/** Paging keeps every filter. */
export const withPage = (state: SearchUrlState, page: number): SearchUrlState => normalizeSearchState({ ...state, page })
