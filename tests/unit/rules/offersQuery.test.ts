import { describe, expect, it } from 'vitest'
import {
  EMPTY_OFFERS_QUERY, hasMoreOffers, hasOffersQuery, MAX_OFFERS_PAGES, offerCardOf, offerCategoryOptions, offersCountText, offersPageQueries, offersPageQuery,
  offersQueryString, parseOffersQuery, sameOffersQuery, withFixedCategory, type OffersQuery,
} from '../../../site/rules/offersQuery'

const q = (over: Partial<OffersQuery>): OffersQuery => ({ ...EMPTY_OFFERS_QUERY, ...over })
const parse = (search: string) => parseOffersQuery(new URLSearchParams(search))

describe('parseOffersQuery', () => {
  it('reads an empty address as every live offer, first page', () => {
    expect(parse('')).toEqual({ value: EMPTY_OFFERS_QUERY, problems: [] })
  })

  it('reads the form as submitted without JavaScript (empty fields are unset)', () => {
    expect(parse('category=New&q=&maxPrice=')).toEqual({ value: q({ category: 'New' }), problems: [] })
  })

  it('reads every parameter, trimmed, spaces collapsed, price in whole dollars with $ and commas', () => {
    expect(parse('category=%20Service%20&q=%20drive%20%20away%20&maxPrice=%2435%2C990&page=3').value).toEqual({ category: 'Service', query: 'drive away', maxPrice: 35990, pages: 3 })
    expect(parse('maxPrice=0').value.maxPrice).toBe(0)
  })

  it('reads a plain object (Next searchParams), taking the first of repeated values', () => {
    expect(parseOffersQuery({ category: ['Finance', 'New'], q: undefined, page: '2' }).value).toEqual(q({ category: 'Finance', pages: 2 }))
    expect(parse('category=Finance&category=New').value.category).toBe('Finance')
  })

  it('names and ignores each unusable value', () => {
    const { value, problems } = parse(`maxPrice=lots&page=0&q=${'x'.repeat(201)}&category=${'c'.repeat(61)}`)
    expect(value).toEqual(EMPTY_OFFERS_QUERY)
    expect(problems).toEqual([
      'The category is longer than 60 characters; showing every category.',
      'The keywords are longer than 200 characters; showing offers without them.',
      'The maximum price must be a whole number of dollars from 0 to $10,000,000; showing offers at any price.',
      'The page must be a whole number from 1 to 10; showing the first page.',
    ])
    for (const bad of ['-5', '1.5', '1e3', '10000001', '9999999999']) expect(parse(`maxPrice=${bad}`).problems, bad).toHaveLength(1)
    for (const bad of ['-1', 'two', '1.5', '1000']) expect(parse(`page=${bad}`).value.pages, bad).toBe(bad === '1000' ? MAX_OFFERS_PAGES : 1)
  })

  it('caps the pages at the most shown at once, saying so', () => {
    expect(parse('page=11')).toEqual({ value: q({ pages: MAX_OFFERS_PAGES }), problems: [`At most ${MAX_OFFERS_PAGES} pages of offers show at once.`] })
    expect(parse('page=10')).toEqual({ value: q({ pages: 10 }), problems: [] })
    expect(parse(`q=${'x'.repeat(200)}`).problems).toEqual([])
  })
})

describe('offersQueryString', () => {
  it('writes only what differs from the default, in a fixed order', () => {
    expect(offersQueryString(EMPTY_OFFERS_QUERY)).toBe('')
    expect(offersQueryString({ pages: 2, maxPrice: 500, query: 'tyre deal', category: 'Service & Parts' })).toBe('?category=Service+%26+Parts&q=tyre+deal&maxPrice=500&page=2')
    expect(offersQueryString(q({ maxPrice: 0 }))).toBe('?maxPrice=0')
  })

  it('round-trips through parseOffersQuery', () => {
    const states = [EMPTY_OFFERS_QUERY, q({ category: 'New' }), q({ query: 'a&b=c?', maxPrice: 0, pages: 10 }), q({ category: 'Ünïcode “quoted”', query: '#1 deal', maxPrice: 10_000_000, pages: 4 })]
    for (const state of states) expect(parse(offersQueryString(state).slice(1))).toEqual({ value: state, problems: [] })
  })

  it('gives one key per state (sameOffersQuery)', () => {
    expect(sameOffersQuery(parse('q=&category=New&maxPrice=').value, q({ category: 'New' }))).toBe(true)
    expect(sameOffersQuery(q({ category: 'New' }), q({ category: 'New', pages: 2 }))).toBe(false)
  })
})

describe('hasOffersQuery', () => {
  it('is true for any offers parameter, even empty, and false for other parameters', () => {
    expect(hasOffersQuery(new URLSearchParams('q='))).toBe(true)
    expect(hasOffersQuery(new URLSearchParams('utm_source=mail&page=2'))).toBe(true)
    expect(hasOffersQuery(new URLSearchParams('maxPrice=1'))).toBe(true)
    expect(hasOffersQuery(new URLSearchParams('category=New'))).toBe(true)
    expect(hasOffersQuery(new URLSearchParams('utm_source=mail&_rsc=abc'))).toBe(false)
    expect(hasOffersQuery(new URLSearchParams(''))).toBe(false)
  })
})

describe('offers index queries', () => {
  it('asks 21 a page with the category, price and keywords as the index filters', () => {
    expect(offersPageQuery(q({ category: 'New', maxPrice: 40000, query: 'runout' }), 2)).toEqual({
      indexName: 'offers',
      params: { query: 'runout', page: 2, hitsPerPage: 21, facetFilters: ['categories:New'], numericFilters: ['price<=40000'] },
    })
    expect(offersPageQuery(EMPTY_OFFERS_QUERY, 0).params).toEqual({ query: '', page: 0, hitsPerPage: 21, facetFilters: [], numericFilters: [] })
  })

  it('asks one query per page shown, and the same query for the same state (the cache key)', () => {
    expect(offersPageQueries(q({ pages: 3 })).map((r) => r.params.page)).toEqual([0, 1, 2])
    expect(JSON.stringify(offersPageQuery(q({ category: 'New' }), 0))).toBe(JSON.stringify(offersPageQuery(parse('category=New&q=&maxPrice=').value, 0)))
  })

  it("applies a block's fixed category over the shopper's", () => {
    expect(withFixedCategory(q({ category: 'New', query: 'x' }), 'Service')).toEqual(q({ category: 'Service', query: 'x' }))
    expect(withFixedCategory(q({ category: 'New' }), '')).toEqual(q({ category: 'New' }))
  })
})

describe('offerCategoryOptions', () => {
  it("lists the live offers' categories by name, with the address's own when it names another", () => {
    expect(offerCategoryOptions({ Service: 1, New: 2, Finance: 1 }, '')).toEqual(['Finance', 'New', 'Service'])
    expect(offerCategoryOptions({ Service: 1 }, 'Parts')).toEqual(['Parts', 'Service'])
    expect(offerCategoryOptions({ Service: 1 }, 'Service')).toEqual(['Service'])
    expect(offerCategoryOptions(undefined, '')).toEqual([])
  })
})

describe('offerCardOf', () => {
  it("maps an offers hit to the card's fields, empty strings and wrong types to null", () => {
    expect(offerCardOf({ objectID: 'offer-4', title: 'Runout', categories: ['New'], price: 35990, image: '/x.webp', url: '', summary: 'S', terms: null, valid_to: '2030-01-01T00:00:00.000Z', dealership_name: 'D' }))
      .toEqual({ id: 'offer-4', title: 'Runout', categories: ['New'], price: 35990, image: '/x.webp', url: null, summary: 'S', terms: null, validTo: '2030-01-01T00:00:00.000Z', dealershipName: 'D' })
    expect(offerCardOf({ objectID: 'offer-5', price: '12', categories: 'New' })).toMatchObject({ title: '', price: null, categories: [] })
  })
})

describe('offersCountText and hasMoreOffers', () => {
  it('says how many show, of how many, for which filter', () => {
    expect(offersCountText(3, 3, EMPTY_OFFERS_QUERY)).toBe('Showing 3 offers')
    expect(offersCountText(1, 1, q({ category: 'Service' }))).toBe('Showing 1 offer in Service')
    expect(offersCountText(21, 30, q({ query: 'deal', maxPrice: 40000 }))).toBe('Showing 21 of 30 offers matching “deal” up to $40,000')
    expect(offersCountText(0, 0, q({ category: 'New' }))).toBe('No offers in New.')
    expect(offersCountText(0, 0, EMPTY_OFFERS_QUERY)).toBe('No offers.')
  })

  it('offers more while hits remain beyond the pages shown, up to the most pages', () => {
    expect(hasMoreOffers(q({ pages: 1 }), 21)).toBe(false)
    expect(hasMoreOffers(q({ pages: 1 }), 22)).toBe(true)
    expect(hasMoreOffers(q({ pages: 2 }), 42)).toBe(false)
    expect(hasMoreOffers(q({ pages: MAX_OFFERS_PAGES }), 10_000)).toBe(false)
  })
})
