/**
 * The dealership offers search of the offers block (INV §7: categories, price, query, offset, 21 a
 * page; INV §2 /special-offers): its state in the page's address (`?category=&q=&maxPrice=&page=`),
 * read leniently (a bad value is dropped and named, never an error page), written canonically (so
 * the server render, the island and the browser's result cache agree on one key per state), and
 * turned into `offers` index queries. Run by the server render and by the browser island: no zod.
 */
import { formatCurrency } from './pricing'
import { SEARCH_PAGE_SIZE } from './searchConstants'

/** The address's parameters of the offers search, in canonical order. */
export const OFFERS_QUERY_KEYS = ['category', 'q', 'maxPrice', 'page'] as const

/** Pages of 21 a "Show more offers" address may ask for at once. */
export const MAX_OFFERS_PAGES = 10
export const MAX_OFFERS_QUERY_LENGTH = 200
export const MAX_OFFERS_CATEGORY_LENGTH = 60
export const MAX_OFFERS_PRICE = 10_000_000

export type OffersQuery = {
  category: string
  query: string
  /** Whole dollars, inclusive; null: any price. */
  maxPrice: number | null
  /** Pages of 21 shown, from 1. */
  pages: number
}

export const EMPTY_OFFERS_QUERY: OffersQuery = { category: '', query: '', maxPrice: null, pages: 1 }

export type ParsedOffersQuery = { value: OffersQuery; problems: string[] }

type Params = URLSearchParams | Record<string, string | string[] | undefined>

const first = (params: Params, key: string): string => {
  const raw = params instanceof URLSearchParams ? params.get(key) : params[key]
  const value = Array.isArray(raw) ? raw[0] : raw
  return typeof value === 'string' ? value.trim() : ''
}

/** Whether an address carries any offers search parameter (an empty one included: the form submits them all). */
export const hasOffersQuery = (params: URLSearchParams): boolean => OFFERS_QUERY_KEYS.some((key) => params.has(key))

/** The offers search an address asks for; each unusable value is ignored and named in `problems`. */
export function parseOffersQuery(params: Params): ParsedOffersQuery {
  const problems: string[] = []
  const value: OffersQuery = { ...EMPTY_OFFERS_QUERY }
  const category = first(params, 'category')
  if (category.length > MAX_OFFERS_CATEGORY_LENGTH) problems.push(`The category is longer than ${MAX_OFFERS_CATEGORY_LENGTH} characters; showing every category.`)
  else value.category = category
  const query = first(params, 'q').replace(/\s+/g, ' ')
  if (query.length > MAX_OFFERS_QUERY_LENGTH) problems.push(`The keywords are longer than ${MAX_OFFERS_QUERY_LENGTH} characters; showing offers without them.`)
  else value.query = query
  const maxPrice = first(params, 'maxPrice').replace(/^\$/, '').replace(/,/g, '')
  if (maxPrice !== '') {
    if (/^\d{1,9}$/.test(maxPrice) && Number(maxPrice) <= MAX_OFFERS_PRICE) value.maxPrice = Number(maxPrice)
    else problems.push(`The maximum price must be a whole number of dollars from 0 to ${formatCurrency(MAX_OFFERS_PRICE)}; showing offers at any price.`)
  }
  const page = first(params, 'page')
  if (page !== '') {
    const n = /^\d{1,12}$/.test(page) ? Number(page) : 0
    if (n < 1) problems.push(`The page must be a whole number from 1 to ${MAX_OFFERS_PAGES}; showing the first page.`)
    else if (n > MAX_OFFERS_PAGES) problems.push(`At most ${MAX_OFFERS_PAGES} pages of offers show at once.`)
    if (n >= 1) value.pages = Math.min(n, MAX_OFFERS_PAGES)
  }
  return { value, problems }
}

/** The canonical address query of a state ('' for the unfiltered first page), with a leading `?`. */
export function offersQueryString(q: OffersQuery): string {
  const params = new URLSearchParams()
  if (q.category) params.set('category', q.category)
  if (q.query) params.set('q', q.query)
  if (q.maxPrice !== null) params.set('maxPrice', String(q.maxPrice))
  if (q.pages > 1) params.set('page', String(q.pages))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The state with a category an editor fixed on the block (the shopper's choice of category then does not apply). */
export const withFixedCategory = (q: OffersQuery, fixed: string): OffersQuery => (fixed ? { ...q, category: fixed } : q)

export const sameOffersQuery = (a: OffersQuery, b: OffersQuery): boolean => offersQueryString(a) === offersQueryString(b)

export type OffersIndexQuery = { indexName: 'offers'; params: { query: string; page: number; hitsPerPage: number; facetFilters: string[]; numericFilters: string[] } }

/** One `offers` query of 21 for page `page` (from 0) of a state; the same object for the same state, so it keys the result cache. */
export function offersPageQuery(q: OffersQuery, page: number): OffersIndexQuery {
  return {
    indexName: 'offers',
    params: {
      query: q.query,
      page,
      hitsPerPage: SEARCH_PAGE_SIZE,
      facetFilters: q.category ? [`categories:${q.category}`] : [],
      numericFilters: q.maxPrice === null ? [] : [`price<=${q.maxPrice}`],
    },
  }
}

/** The queries of every page a state shows (pages 1..q.pages), one per page. */
export const offersPageQueries = (q: OffersQuery): OffersIndexQuery[] => Array.from({ length: q.pages }, (_, i) => offersPageQuery(q, i))

/** The query of the live offers' categories, for the category select (every live offer, no filter). */
export const OFFER_CATEGORIES_QUERY = { indexName: 'offers' as const, params: { query: '', page: 0, hitsPerPage: 0, facets: ['categories'], maxValuesPerFacet: 100 } }

/** The select's categories: the live offers' ones by name, plus the address's own when it names another. */
export function offerCategoryOptions(facet: Record<string, number> | undefined, current: string): string[] {
  const names = Object.keys(facet ?? {}).filter((name) => name !== '')
  if (current && !names.includes(current)) names.push(current)
  return names.sort((a, b) => a.localeCompare(b, 'en'))
}

/** An offer card (FIN §2.8 offers): what the shared card component shows of an `offers` hit. */
export type OfferCard = { id: string; title: string; categories: string[]; price: number | null; image: string | null; url: string | null; summary: string | null; terms: string | null; validTo: string | null; dealershipName: string | null }

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

export function offerCardOf(hit: Record<string, unknown>): OfferCard {
  return {
    id: String(hit.objectID), title: String(hit.title ?? ''), categories: Array.isArray(hit.categories) ? hit.categories.map(String) : [], price: typeof hit.price === 'number' ? hit.price : null,
    image: str(hit.image), url: str(hit.url), summary: str(hit.summary), terms: str(hit.terms), validTo: str(hit.valid_to), dealershipName: str(hit.dealership_name),
  }
}

/** The live region's words for a result ("Showing 3 of 5 offers in New matching “drive”"), different for each filter so each is announced. */
export function offersCountText(shown: number, total: number, q: OffersQuery): string {
  const scope = `${q.category ? ` in ${q.category}` : ''}${q.query ? ` matching “${q.query}”` : ''}${q.maxPrice !== null ? ` up to ${formatCurrency(q.maxPrice)}` : ''}`
  if (total === 0) return `No offers${scope}.`
  const noun = total === 1 ? 'offer' : 'offers'
  return shown >= total ? `Showing ${total} ${noun}${scope}` : `Showing ${shown} of ${total} ${noun}${scope}`
}

/** Whether a "Show more offers" link shows: more hits than shown, and another page allowed. */
export const hasMoreOffers = (q: OffersQuery, total: number): boolean => q.pages < MAX_OFFERS_PAGES && total > q.pages * SEARCH_PAGE_SIZE
