import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  matchesSimilarFilter,
  pickSimilarCars,
  SIMILAR_CARS_MAX,
  SIMILAR_QUERY_LIMIT,
  similarCarsCount,
  similarCarsQueries,
  similarPriceBand,
  similarSearch,
  type SimilarCarCandidate,
  type SimilarCarsFilter,
} from '../../../site/rules/similarCars'

const subject = { id: 1, price: 30000, make: 'Toyota', model: 'Corolla' }
const car = (id: number, patch: Partial<SimilarCarCandidate> = {}): SimilarCarCandidate => ({ id, price: 30000, make: 'Mazda', model: 'CX-5', status: 'in_stock', ...patch })

describe('price band (INV §9)', () => {
  it.each([
    [49999, { min: 39999, max: 59999 }],
    [50000, { min: 25000, max: 75000 }],
    [50001, { min: 25001, max: 75001 }],
    [30000, { min: 20000, max: 40000 }],
    [5000, { min: 0, max: 15000 }],
    [10000, { min: 0, max: 20000 }],
    [10001, { min: 1, max: 20001 }],
    [1, { min: 0, max: 10001 }],
  ])('price %d → %j', (price, band) => expect(similarPriceBand(price)).toEqual(band))

  it.each([[0], [-5], [null], [undefined], [Number.NaN]])('no band for price %s', (price) => expect(similarPriceBand(price)).toBeNull())
})

describe('similar cars queries (INV §5, §7)', () => {
  it('asks for the same model, then the band; in stock, not the car itself, 10 each', () => {
    expect(SIMILAR_QUERY_LIMIT).toBe(10)
    const base = { statuses: ['in_stock', 'coming_soon'], excludeIds: [1], price: { min: 20000, max: 40000 } }
    expect(similarCarsQueries(subject)).toEqual([
      { key: 'sameModel', filter: { ...base, make: 'Toyota', model: 'Corolla' }, limit: 10 },
      { key: 'priceBand', filter: base, limit: 10 },
    ])
  })

  it('skips the same-model query when the car lacks a make or model', () => {
    const band = { key: 'priceBand', filter: { statuses: ['in_stock', 'coming_soon'], excludeIds: [1], price: { min: 20000, max: 40000 } }, limit: 10 }
    expect(similarCarsQueries({ ...subject, make: null })).toEqual([band])
    expect(similarCarsQueries({ ...subject, model: '' })).toEqual([band])
  })

  it('prefers no model when the car has none', () => {
    const hits = [car(2, { make: null, model: null }), car(3, { make: 'Toyota', model: 'Corolla' })]
    expect(pickSimilarCars({ ...subject, make: null, model: null }, [hits], 6).map((c) => c.id)).toEqual([2, 3])
    expect(pickSimilarCars({ ...subject, model: null }, [hits], 6).map((c) => c.id)).toEqual([2, 3])
    expect(pickSimilarCars({ ...subject, make: null }, [hits], 6).map((c) => c.id)).toEqual([2, 3])
    const partial = [car(2), car(3, { make: null, model: 'Corolla' }), car(4, { make: 'Toyota', model: null })]
    expect(pickSimilarCars({ ...subject, make: null }, [partial], 6).map((c) => c.id)).toEqual([2, 3, 4])
    expect(pickSimilarCars({ ...subject, model: null }, [partial], 6).map((c) => c.id)).toEqual([2, 3, 4])
  })

  it('has no price condition for a car without a price', () => {
    expect(similarCarsQueries({ ...subject, price: null })[1]!.filter.price).toBeNull()
  })

  it.each([
    ['in band', car(2), true, false],
    ['coming soon', car(2, { status: 'coming_soon' }), true, false],
    ['sold', car(2, { status: 'sold' }), false, false],
    ['no status', car(2, { status: null }), false, false],
    ['itself', car(1), false, false],
    ['lower edge', car(2, { price: 20000 }), true, false],
    ['below band', car(2, { price: 19999 }), false, false],
    ['upper edge', car(2, { price: 40000 }), true, false],
    ['above band', car(2, { price: 40001 }), false, false],
    ['no price', car(2, { price: null }), false, false],
    ['same model', car(2, { make: 'Toyota', model: 'Corolla' }), true, true],
    ['same model at the upper edge', car(2, { make: 'Toyota', model: 'Corolla', price: 40000 }), true, true],
    ['same model above the band', car(2, { make: 'Toyota', model: 'Corolla', price: 40001 }), false, false],
    ['same model sold', car(2, { make: 'Toyota', model: 'Corolla', status: 'sold' }), false, false],
    ['same make other model', car(2, { make: 'Toyota', model: 'HiLux' }), true, false],
    ['model name of another make', car(2, { make: 'Holden', model: 'Corolla' }), true, false],
    ['case differs', car(2, { make: 'toyota', model: 'corolla' }), true, false],
  ])('%s: band %s, same model %s', (_, candidate, inBand, inSameModel) => {
    const [sameModel, band] = similarCarsQueries(subject).map((q) => q.filter) as [SimilarCarsFilter, SimilarCarsFilter]
    expect(matchesSimilarFilter(candidate, band)).toBe(inBand)
    expect(matchesSimilarFilter(candidate, sameModel)).toBe(inSameModel)
  })

  it('without a band any price passes', () => {
    const filter = similarCarsQueries({ ...subject, price: 0 })[1]!.filter
    expect(matchesSimilarFilter(car(2, { price: null }), filter)).toBe(true)
    expect(matchesSimilarFilter(car(2, { price: 999999 }), filter)).toBe(true)
  })
})

describe('similar cars result (INV §7, §9)', () => {
  it.each([
    [6, 6],
    [7, 6],
    [3, 3],
    [0, 0],
    [-1, 0],
    [4.7, 4],
  ])('count %d → %d', (configured, count) => expect(similarCarsCount(configured)).toBe(count))

  it('is at most 6', () => expect(SIMILAR_CARS_MAX).toBe(6))

  it('puts the same model first, dedupes by id, drops itself and sold cars, keeps 6', () => {
    const first = [car(2), car(3, { make: 'Toyota', model: 'Corolla' }), car(1), car(4, { status: 'sold' }), car(5)]
    const second = [car(3, { make: 'Toyota', model: 'Corolla' }), car(6), car(2), car(7, { make: 'Toyota', model: 'Corolla' }), car(8), car(9), car(10)]
    expect(pickSimilarCars(subject, [first, second], 6).map((c) => c.id)).toEqual([3, 7, 2, 5, 6, 8])
    expect(pickSimilarCars(subject, [first, second], 2).map((c) => c.id)).toEqual([3, 7])
    expect(pickSimilarCars(subject, [first, second], 10)).toHaveLength(6)
    expect(pickSimilarCars(subject, [], 6)).toEqual([])
  })

  it('keeps the first copy of a duplicate', () => {
    const a = car(2, { price: 1 })
    const b = car(2, { price: 2 })
    expect(pickSimilarCars(subject, [[a], [b]], 6)).toEqual([a])
  })

  it('never repeats an id, never includes the car or a sold car, never exceeds the count', () => {
    const candidate = fc.record({
      id: fc.integer({ min: 1, max: 12 }),
      price: fc.integer({ min: 0, max: 100000 }),
      make: fc.constantFrom('Toyota', 'Mazda'),
      model: fc.constantFrom('Corolla', 'CX-5'),
      status: fc.constantFrom('in_stock', 'coming_soon', 'sold'),
    })
    fc.assert(
      fc.property(fc.array(fc.array(candidate, { maxLength: 10 }), { maxLength: 3 }), fc.integer({ min: 0, max: 9 }), (results, count) => {
        const picked = pickSimilarCars(subject, results, count)
        const ids = picked.map((c) => c.id)
        expect(new Set(ids).size).toBe(ids.length)
        expect(ids).not.toContain(1)
        expect(picked.every((c) => c.status !== 'sold')).toBe(true)
        expect(picked.length).toBeLessThanOrEqual(Math.min(count, 6))
        const sameModel = picked.map((c) => c.make === 'Toyota' && c.model === 'Corolla')
        expect(sameModel).toEqual([...sameModel].sort((x, y) => Number(y) - Number(x)))
      }),
    )
  })
})

describe('similarSearch (INV §4 Find Me Something Similar: a similar-cars search)', () => {
  it('searches the same make and body in the price band', () => {
    expect(similarSearch({ make: 'Mazda', body: 'SUV', price: 31990 })).toEqual({ make: 'Mazda', body: 'SUV', price: { min: 21990, max: 41990 } })
    expect(similarSearch({ make: 'Toyota', body: 'Ute', price: 60000 })).toEqual({ make: 'Toyota', body: 'Ute', price: { min: 35000, max: 85000 } })
  })
  it('leaves out what the car lacks', () => {
    expect(similarSearch({ make: ' ', body: null, price: 0 })).toEqual({ make: null, body: null, price: null })
    expect(similarSearch({})).toEqual({ make: null, body: null, price: null })
  })
})
