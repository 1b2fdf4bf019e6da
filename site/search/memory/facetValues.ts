/**
 * Facet values read from a search record, the in-memory twin of the facet list (INV §2). Only
 * these attributes can be filtered or faceted on: the map is the whitelist.
 */
export type FacetValue = string | number | boolean | null | string[]
export type FacetKind = 'string' | 'number' | 'boolean' | 'array'
type Rec = Record<string, unknown>

const text = (key: string) => (r: Rec) => (typeof r[key] === 'string' && r[key] !== '' ? (r[key] as string) : null)
const num = (key: string) => (r: Rec) => (typeof r[key] === 'number' ? (r[key] as number) : null)
const list = (key: string) => (r: Rec) => (Array.isArray(r[key]) ? (r[key] as string[]) : [])

/** `10000-20000` style buckets; `{top}+` above the top; none for missing or zero. */
export const bucket = (value: number | null, step: number, top: number): string | null => {
  if (value === null || value <= 0) return null
  if (value >= top) return `${top}+`
  const low = Math.floor(value / step) * step
  return `${low}-${low + step}`
}

const weekly = (r: Rec) => {
  const quote = r.youxQuote as { weeklyRepaymentAmount?: unknown } | null
  const amount = Number(quote?.weeklyRepaymentAmount)
  return Number.isFinite(amount) ? amount : null
}

export const FACETS: Record<string, { kind: FacetKind; read: (r: Rec) => FacetValue }> = {
  badge: { kind: 'string', read: text('badge') },
  status: { kind: 'string', read: text('status') },
  car_type: { kind: 'string', read: text('car_type') },
  categories: { kind: 'array', read: list('categories') },
  city: { kind: 'string', read: text('city') },
  colour: { kind: 'string', read: text('colour') },
  dealership_name: { kind: 'string', read: text('dealership_name') },
  filtered_features: { kind: 'array', read: list('filtered_features') },
  item_type: { kind: 'string', read: text('item_type') },
  km: { kind: 'number', read: num('km') },
  location_name: { kind: 'string', read: text('location_name') },
  make: { kind: 'string', read: text('make') },
  make_model: { kind: 'string', read: text('make_model') },
  model: { kind: 'string', read: text('model') },
  price: { kind: 'number', read: num('price') },
  subscription_price: { kind: 'number', read: num('subscription_price') },
  price_range: { kind: 'string', read: (r) => bucket(num('price')(r), 10000, 100000) },
  seats: { kind: 'number', read: num('seats') },
  body: { kind: 'string', read: text('body') },
  drive: { kind: 'string', read: text('drive') },
  fuel: { kind: 'string', read: text('fuel') },
  transmission: { kind: 'string', read: text('transmission') },
  state: { kind: 'string', read: text('state') },
  tag: { kind: 'string', read: text('tag') },
  weekly_price_range: { kind: 'string', read: (r) => bucket(weekly(r), 100, 500) },
  year: { kind: 'number', read: num('year') },
  certified: { kind: 'boolean', read: (r) => Boolean(r.certified) },
  created_at_timestamp: { kind: 'number', read: num('created_at_timestamp') },
}

export const FACET_NAMES = Object.keys(FACETS)

/**
 * Numeric facets with too many distinct values to search in: counted like any facet (as Algolia
 * does), declared without `searchable()` on Algolia, so searchForFacetValues refuses them.
 */
export const STATS_ONLY = new Set(['km', 'price', 'subscription_price', 'created_at_timestamp'])

const SEARCHED = ['make', 'model', 'badge', 'series', 'body', 'colour', 'stocknum', 'vin', 'tag']

/** Lower case without accents; `compact` also drops punctuation, so "cx5" finds "CX-5". */
export const normaliseText = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
export const compactText = (text: string) => normaliseText(text).replace(/[^\p{L}\p{N}\s]/gu, '')

/** Text search covers make, model, badge, series, body, colour, stock number, VIN and tags. */
export function searchTextOf(r: Rec): string {
  const text = SEARCHED.map((k) => (typeof r[k] === 'string' ? r[k] : '')).join(' ')
  return `${normaliseText(text)} ${compactText(text)}`
}

/** Words of a query, trimmed of surrounding punctuation ("Toyota," is "toyota"). */
export const queryWords = (query: string): string[] =>
  [...new Set(normaliseText(query).split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')).filter(Boolean))]

/** Every word must occur in the text, in any case and as any part of a word; null when the query is empty. */
export function textMatcher(query: string): ((text: string) => boolean) | null {
  const words = queryWords(query).map((w) => [w, compactText(w)] as const)
  if (!words.length) return null
  return (text) => words.every(([w, compact]) => text.includes(w) || (compact !== '' && text.includes(compact)))
}
