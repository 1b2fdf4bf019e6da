import { afterEach, describe, expect, it, vi } from 'vitest'

const reply = (refs: string[], missing: string[] = []) => ({
  quotes: Object.fromEntries(refs.map((ref) => [ref, missing.includes(ref) ? null : { weeklyRepaymentAmount: ref.length, advertisedRate: 7.49, comparisonRate: 8.19 }])),
  lenderName: 'YouX',
  local: false,
})

/** A fresh copy of the module (its page state) with a recording fetch. */
async function load(answer: (refs: string[]) => Response | Promise<Response> = (refs) => Response.json(reply(refs))) {
  vi.resetModules()
  const asked: string[][] = []
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/youx/quotes')
    const refs = (JSON.parse(String(init.body)) as { car_ids: string[] }).car_ids
    asked.push(refs)
    return answer(refs)
  }))
  return { ...(await import('../../../site/finance/ui/quoteBatch')), asked }
}

afterEach(() => vi.unstubAllGlobals())

describe('quoteBatch: the quick quotes of a page of cards in one request', () => {
  it('the first card near the viewport asks once for every registered card; the others read that answer', async () => {
    const { registerQuoteCar, cardQuote, asked } = await load()
    const refs = Array.from({ length: 21 }, (_, i) => `car-${i}`)
    refs.forEach((ref) => registerQuoteCar(ref))
    expect(await cardQuote('car-3')).toEqual({ weeklyRepaymentAmount: 5, advertisedRate: 7.49, comparisonRate: 8.19, lenderName: 'YouX' })
    const all = await Promise.all(refs.map((ref) => cardQuote(ref)))
    expect(all.every((q) => q?.lenderName === 'YouX')).toBe(true)
    expect(asked).toHaveLength(1)
    expect([...asked[0]!].sort()).toEqual([...refs].sort())
  })

  it('cards near the viewport in the same moment share one request; more than 21 cars are split in requests of 21', async () => {
    const { registerQuoteCar, cardQuote, asked } = await load()
    const refs = Array.from({ length: 30 }, (_, i) => `c${i}`)
    refs.forEach((ref) => registerQuoteCar(ref))
    await Promise.all([cardQuote('c1'), cardQuote('c2'), cardQuote('c29')])
    expect(asked.map((a) => a.length)).toEqual([21, 9])
    expect(new Set(asked.flat())).toEqual(new Set(refs))
  })

  it('a car without a quote, a failed request or a network error is null (the card shows nothing)', async () => {
    const a = await load((refs) => Response.json(reply(refs, ['gone'])))
    expect(await a.cardQuote('gone')).toBeNull()
    const b = await load(() => Response.json({ message: 'Failed to get YouX quick quote' }, { status: 502 }))
    expect(await b.cardQuote('x')).toBeNull()
    const c = await load(() => Promise.reject(new Error('offline')))
    expect(await c.cardQuote('y')).toBeNull()
  })

  it('an unregistered card no longer rides along', async () => {
    const { registerQuoteCar, cardQuote, asked } = await load()
    const leave = registerQuoteCar('left')
    registerQuoteCar('stays')
    leave()
    await cardQuote('stays')
    expect(asked).toEqual([['stays']])
  })
})
