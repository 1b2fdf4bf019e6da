import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  adjustedPrice,
  adjustmentAnswers,
  answerErrors,
  answerFactor,
  estimateTradeIn,
  isComparable,
  KM_BAND,
  methodStatement,
  MIN_COMPARABLES,
  noEstimateMessage,
  offerIsValid,
  offerRangeText,
  offerValidUntil,
  VALUATION_QUESTIONS,
  withinOnlineRange,
  YEAR_BAND,
  type ComparableCar,
  type TradeInCar,
  type ValuationAnswers,
} from '../../../site/rules/valuation'

const YEAR = 2026
const best: ValuationAnswers = { serviceHistory: 'full', faults: 'no', keys: 'two', modifications: 'no', condition: 'excellent' }
const car: TradeInCar = { make: 'Toyota', model: 'Corolla', year: 2022, km: 40_000 }
const sale = (year: number, km: number, price: number, make = 'Toyota', model = 'Corolla'): ComparableCar => ({ make, model, year, km, price })
const pool = [sale(2021, 50_000, 24_000), sale(2022, 38_000, 27_000), sale(2023, 30_000, 30_000), sale(2022, 45_000, 26_000)]

/** Arbitrary comparable pools around `car` (every member inside the bands), seeded: the seed is printed on failure. */
const comparablePool = (size: { minLength: number; maxLength: number }) =>
  fc.array(
    fc.record({ year: fc.integer({ min: car.year - YEAR_BAND, max: car.year + YEAR_BAND }), km: fc.integer({ min: 30_000, max: 70_000 }), price: fc.integer({ min: 3_000, max: 120_000 }) }).map((c) => sale(c.year, c.km, c.price)),
    size,
  )
const answersArb = fc.record(Object.fromEntries(VALUATION_QUESTIONS.map((q) => [q.name, fc.constantFrom(...q.options.filter((o) => o.factor !== 'inspection').map((o) => o.value))])) as Record<keyof ValuationAnswers, fc.Arbitrary<string>>) as fc.Arbitrary<ValuationAnswers>

const offerOf = (target: TradeInCar, answers: ValuationAnswers, cars: ComparableCar[]) => {
  const estimate = estimateTradeIn(target, answers, cars, YEAR)
  if (estimate.kind !== 'offer') throw new Error(`no offer: ${estimate.message}`)
  return estimate
}

describe('comparable cars', () => {
  it('same make and model (any case), within the year and km bands, with a price', () => {
    expect(isComparable(car, sale(2022, 40_000, 20_000, ' toyota', 'COROLLA '))).toBe(true)
    expect(isComparable(car, sale(2022 + YEAR_BAND, 40_000 + KM_BAND, 1))).toBe(true)
    expect(isComparable(car, sale(2022 - YEAR_BAND - 1, 40_000, 20_000))).toBe(false)
    expect(isComparable(car, sale(2022, 40_000 - KM_BAND - 1, 20_000))).toBe(false)
    expect(isComparable(car, sale(2022, 40_000, 20_000, 'Mazda'))).toBe(false)
    expect(isComparable(car, sale(2022, 40_000, 20_000, 'Toyota', 'Camry'))).toBe(false)
    expect(isComparable(car, sale(2022, 40_000, 0))).toBe(false)
  })
})

describe('estimateTradeIn', () => {
  it('a worked example: the median adjusted price less the margin, ±5%, rounded down to $100', () => {
    const estimate = offerOf(car, best, pool)
    const adjusted = pool.map((c) => Math.min(30_000, Math.max(24_000, adjustedPrice(car, c)))).sort((a, b) => a - b)
    const retail = (adjusted[1]! + adjusted[2]!) / 2
    expect(estimate).toEqual({ kind: 'offer', low: Math.floor((retail * 0.85 * 0.95) / 100) * 100, high: Math.floor((retail * 0.85 * 1.05) / 100) * 100, retail: Math.round(retail), comparables: 4 })
    expect(estimate.low % 100).toBe(0)
    expect(estimate.low).toBeLessThan(estimate.high)
  })

  it('a newer or less driven comparable is worth less when moved to the shopper’s car', () => {
    expect(adjustedPrice(car, sale(2023, 40_000, 30_000))).toBeCloseTo(30_000 * 0.92)
    expect(adjustedPrice(car, sale(2022, 30_000, 30_000))).toBeCloseTo(30_000 * 0.995 ** 10)
    expect(adjustedPrice(car, sale(2021, 50_000, 30_000))).toBeCloseTo(30_000 / 0.92 / 0.995 ** 10)
  })

  it('refuses with too few comparables, saying so and offering an inspection, however good the answers', () => {
    const few = pool.slice(0, MIN_COMPARABLES - 1)
    const estimate = estimateTradeIn(car, best, [...few, sale(2022, 40_000, 20_000, 'Mazda', '3')], YEAR)
    expect(estimate).toEqual({ kind: 'no-estimate', reason: 'too-few-comparables', comparables: 2, message: noEstimateMessage('too-few-comparables', car, 2) })
    expect(estimate.kind === 'no-estimate' && estimate.message).toBe('We have too few comparable sales of a 2022 Toyota Corolla to estimate it online (2 found, at least 3 needed). Ask for an inspection and we will value it in person.')
    expect(estimateTradeIn(car, best, [], YEAR)).toMatchObject({ kind: 'no-estimate', reason: 'too-few-comparables', comparables: 0 })
    expect(estimateTradeIn(car, best, pool.slice(0, MIN_COMPARABLES), YEAR).kind).toBe('offer')
  })

  it('refuses over 7 years or 100,000 km (the FAQ) and with illegal modifications', () => {
    expect(estimateTradeIn({ ...car, year: YEAR - 8 }, best, pool, YEAR)).toMatchObject({ kind: 'no-estimate', reason: 'outside-online-range' })
    expect(estimateTradeIn({ ...car, km: 100_001 }, best, pool, YEAR)).toMatchObject({ kind: 'no-estimate', reason: 'outside-online-range' })
    expect(estimateTradeIn({ ...car, modifications: undefined } as TradeInCar, { ...best, modifications: 'yes' }, pool, YEAR)).toMatchObject({ kind: 'no-estimate', reason: 'needs-inspection' })
    expect(withinOnlineRange({ year: YEAR - 7, km: 100_000 }, YEAR)).toBe(true)
    expect(withinOnlineRange({ year: YEAR - 8, km: 0 }, YEAR)).toBe(false)
  })

  it('is monotonic in km: more kilometres never raise the offer (property, fixed comparables)', () => {
    fc.assert(
      fc.property(comparablePool({ minLength: MIN_COMPARABLES, maxLength: 12 }), answersArb, fc.integer({ min: 40_000, max: 40_000 + 9_999 }), fc.integer({ min: 0, max: 9_999 }), (cars, answers, km, more) => {
        // every pool car (30,000–70,000 km) stays within the km band of both targets (40,000–59,998 km)
        const fewer = offerOf({ ...car, km }, answers, cars)
        const higher = offerOf({ ...car, km: km + more }, answers, cars)
        expect(higher.low).toBeLessThanOrEqual(fewer.low)
        expect(higher.high).toBeLessThanOrEqual(fewer.high)
      }),
      { seed: 51, numRuns: 300 },
    )
  })

  it('is monotonic in age: an older car never gets a higher offer (property, fixed comparables)', () => {
    fc.assert(
      fc.property(comparablePool({ minLength: MIN_COMPARABLES, maxLength: 12 }), answersArb, (cars, answers) => {
        // the same pool (2021–2023) is within 2 years of both a 2021 and a 2023 car
        const inner = cars.map((c) => ({ ...c, year: Math.min(2023, Math.max(2021, c.year)) }))
        const newer = offerOf({ ...car, year: 2023 }, answers, inner)
        const older = offerOf({ ...car, year: 2021 }, answers, inner)
        const middle = offerOf({ ...car, year: 2022 }, answers, inner)
        expect(middle.high).toBeLessThanOrEqual(newer.high)
        expect(older.high).toBeLessThanOrEqual(middle.high)
        expect(older.low).toBeLessThanOrEqual(newer.low)
        expect(older.high).toBeLessThanOrEqual(newer.high)
      }),
      { seed: 52, numRuns: 300 },
    )
  })

  it('is bounded by the comparable sales: 0 < low ≤ high ≤ the dearest comparable (property)', () => {
    fc.assert(
      fc.property(comparablePool({ minLength: MIN_COMPARABLES, maxLength: 20 }), answersArb, fc.integer({ min: 10_000, max: 70_000 }), fc.integer({ min: car.year - 1, max: car.year + 1 }), (cars, answers, km, year) => {
        const target = { ...car, km, year }
        const estimate = estimateTradeIn(target, answers, cars, YEAR)
        const comparables = cars.filter((c) => isComparable(target, c))
        if (comparables.length < MIN_COMPARABLES) {
          expect(estimate.kind).toBe('no-estimate')
          return
        }
        if (estimate.kind !== 'offer') throw new Error('expected an offer')
        const prices = comparables.map((c) => c.price)
        expect(estimate.low).toBeGreaterThanOrEqual(0)
        expect(estimate.low).toBeLessThanOrEqual(estimate.high)
        expect(estimate.high).toBeLessThanOrEqual(Math.max(...prices))
        expect(estimate.retail).toBeGreaterThanOrEqual(Math.min(...prices))
        expect(estimate.retail).toBeLessThanOrEqual(Math.max(...prices))
      }),
      { seed: 53, numRuns: 300 },
    )
  })

  it('worse answers never raise the offer', () => {
    const base = offerOf(car, best, pool)
    for (const q of VALUATION_QUESTIONS) {
      for (const option of q.options) {
        if (option.factor === 'inspection') continue
        const other = offerOf(car, { ...best, [q.name]: option.value }, pool)
        expect(other.high, `${q.name}=${option.value}`).toBeLessThanOrEqual(base.high)
        if (option.factor < 1) expect(other.high, `${q.name}=${option.value}`).toBeLessThan(base.high)
      }
    }
  })
})

describe('answers', () => {
  it('names each unanswered or unknown answer at its path', () => {
    expect(answerErrors(best)).toEqual([])
    expect(answerErrors({ ...best, keys: 'three', condition: undefined })).toEqual([
      { path: 'answers.keys', message: 'Please choose an answer.' },
      { path: 'answers.condition', message: 'Please choose an answer.' },
    ])
    expect(() => answerFactor({ ...best, keys: 'three' })).toThrow()
  })

  it('the dealer reads each question with the chosen words', () => {
    expect(adjustmentAnswers({ ...best, serviceHistory: 'partial' })).toEqual([
      { question: 'Does the car have a service history?', answer: 'Partial service history' },
      { question: 'Are any mechanical or electrical components faulty?', answer: 'No' },
      { question: 'How many keys do you have?', answer: '2 keys' },
      { question: 'Does the car have any illegal modifications?', answer: 'No' },
      { question: 'What is the overall condition?', answer: 'Excellent: like new, no marks' },
    ])
    expect(answerFactor({ ...best, serviceHistory: 'none', condition: 'poor' })).toBeCloseTo(0.9 * 0.75)
  })
})

describe('the offer', () => {
  it('is valid for the set number of days, and not after', () => {
    const now = new Date('2026-12-05T10:00:00Z')
    const until = offerValidUntil(now, 7)
    expect(until.toISOString()).toBe('2026-12-12T10:00:00.000Z')
    expect(offerIsValid(until, new Date('2026-12-12T09:59:59Z'))).toBe(true)
    expect(offerIsValid(until.toISOString(), new Date('2026-12-12T10:00:00Z'))).toBe(false)
    expect(offerIsValid(null, now)).toBe(false)
  })

  it('reads as a dollar range, and the method names its figures', () => {
    expect(offerRangeText(18_400, 20_300)).toBe('$18,400 – $20,300')
    expect(methodStatement()).toContain('within 2 years and 30,000 km')
    expect(methodStatement()).toContain('With fewer than 3 comparable cars we give no online figure')
  })
})
