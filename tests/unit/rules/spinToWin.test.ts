import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawPrize, prizeOfSubcategory, prizeSubcategory, redeemLocation, segmentPath, spinIdentity, SPIN_SUBCATEGORY, wheelRotation, type Prize } from '../../../site/rules/spinToWin'

const prizes = (...chances: number[]): Prize[] => chances.map((chance, i) => ({ label: `P${i}`, chance }))

describe('drawPrize (the server draws; chance weights)', () => {
  it('splits [0, 1) by the weights', () => {
    const p = prizes(1, 3)
    expect(drawPrize(p, () => 0)).toBe(0)
    expect(drawPrize(p, () => 0.2499)).toBe(0)
    expect(drawPrize(p, () => 0.25)).toBe(1)
    expect(drawPrize(p, () => 0.9999999)).toBe(1)
  })

  it('never draws a prize with chance 0, nor a bad weight', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
      const index = drawPrize([{ label: 'a', chance: 0 }, { label: 'b', chance: 2 }, { label: 'c', chance: Number.NaN }, { label: 'd', chance: -1 }, { label: 'e', chance: 0 }], () => r)
      expect(index).toBe(1)
    }))
  })

  it('answers -1 when nothing can be drawn', () => {
    expect(drawPrize(prizes(0, 0), () => 0.5)).toBe(-1)
    expect(drawPrize([], () => 0.5)).toBe(-1)
  })

  it('always answers a drawable index, even for a random outside [0, 1)', () => {
    fc.assert(fc.property(fc.array(fc.nat(5), { minLength: 1, maxLength: 12 }), fc.double({ noNaN: true }), (chances, r) => {
      const index = drawPrize(prizes(...chances), () => r)
      if (chances.every((c) => c === 0)) expect(index).toBe(-1)
      else expect(chances[index]).toBeGreaterThan(0)
    }))
  })

  it('draws in proportion to the weights (a seeded run)', () => {
    let seed = 42
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    const counts = [0, 0]
    for (let i = 0; i < 20_000; i += 1) counts[drawPrize(prizes(1, 3), random)]! += 1
    expect(counts[1]! / counts[0]!).toBeGreaterThan(2.7)
    expect(counts[1]! / counts[0]!).toBeLessThan(3.3)
  })
})

describe('the win on the lead', () => {
  it('round-trips the prize through the subcategory', () => {
    expect(prizeSubcategory('Free tint')).toBe(`${SPIN_SUBCATEGORY}: Free tint`)
    expect(prizeOfSubcategory(prizeSubcategory('Free tint: two windows'))).toBe('Free tint: two windows')
    expect(prizeOfSubcategory('Contact')).toBeNull()
    expect(prizeOfSubcategory(`${SPIN_SUBCATEGORY}: `)).toBeNull()
    expect(prizeOfSubcategory(null)).toBeNull()
  })
  it('a spin is one per site, page and mobile number', () => {
    expect(spinIdentity(3, '/spin-to-win', '0412345678')).toBe('spin-to-win:3:/spin-to-win:0412345678')
    expect(spinIdentity(3, '/spin-to-win', '0412345678')).not.toBe(spinIdentity(4, '/spin-to-win', '0412345678'))
  })
})

describe('the wheel', () => {
  it('stops with the drawn segment’s middle under the top pointer', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }).chain((n) => fc.tuple(fc.constant(n), fc.nat(n - 1))), ([count, index]) => {
      const rotation = wheelRotation(index, count)
      expect(rotation).toBeGreaterThanOrEqual(5 * 360)
      // the segment's middle, turned by the rotation, is back at the top (0°)
      const middle = (index + 0.5) * (360 / count)
      expect(((middle + rotation) % 360 + 360) % 360).toBeCloseTo(0, 6)
    }))
    expect(wheelRotation(-1, 6)).toBe(0)
    expect(wheelRotation(6, 6)).toBe(0)
  })
  it('draws a segment from the centre', () => {
    expect(segmentPath(0, 4, 100)).toBe('M 100 100 L 100.000 0.000 A 100 100 0 0 1 200.000 100.000 Z')
  })
})

describe('redeemLocation', () => {
  const locations = [{ id: 1, primary: false }, { id: 2, primary: true }, { id: 3, primary: false }]
  it('the chosen location, else the primary one, else the first', () => {
    expect(redeemLocation(locations, '3')?.id).toBe(3)
    expect(redeemLocation(locations, '')?.id).toBe(2)
    expect(redeemLocation(locations, '99')?.id).toBe(2)
    expect(redeemLocation([{ id: 5, primary: false }], '')?.id).toBe(5)
    expect(redeemLocation([], '')).toBeNull()
  })
})
