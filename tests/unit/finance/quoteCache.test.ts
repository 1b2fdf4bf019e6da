import { describe, expect, it } from 'vitest'
import { FAILED_QUOTE_TTL_MS, QUOTE_TTL_MS, quoteCache, type CachedQuote } from '../../../site/finance/quoteCache'

const ok: CachedQuote = { ok: true, quote: { weeklyRepaymentAmount: 100, advertisedRate: 7, comparisonRate: 8 } }
const failed: CachedQuote = { ok: false, message: 'Failed to get YouX quick quote', status: 500 }

describe('quoteCache', () => {
  it('one load per key while fresh, shared by concurrent asks; again after the time-to-live', async () => {
    let t = 0
    let loads = 0
    const cache = quoteCache({ now: () => t })
    const load = async () => (loads++, ok)
    const first = Array.from({ length: 21 }, () => cache.get('car-1', load))
    expect(first.filter((f) => f.hit)).toHaveLength(20)
    expect(await Promise.all(first.map((f) => f.value))).toEqual(Array(21).fill(ok))
    expect(cache.has('car-1')).toBe(true)
    cache.get('car-2', load)
    expect(loads).toBe(2)
    t = QUOTE_TTL_MS + 1
    expect(cache.has('car-1')).toBe(false)
    expect(cache.get('car-1', load).hit).toBe(false)
    expect(loads).toBe(3)
  })

  it('a failure is kept only briefly', async () => {
    let t = 0
    const cache = quoteCache({ now: () => t })
    await cache.get('k', async () => failed).value
    await Promise.resolve()
    expect(cache.has('k')).toBe(true)
    t = FAILED_QUOTE_TTL_MS + 1
    expect(cache.has('k')).toBe(false)
    expect(cache.size).toBe(1)
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
