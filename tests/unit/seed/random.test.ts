import { describe, expect, it } from 'vitest'
import { seededRandom } from '../../../scripts/seed/random'

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = seededRandom(42)
    const b = seededRandom(42)
    const c = seededRandom(43)
    const seqA = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA)
  })
  it('int stays inside its inclusive bounds and reaches both', () => {
    const r = seededRandom(7)
    const seen = new Set(Array.from({ length: 500 }, () => r.int(1, 3)))
    expect([...seen].sort()).toEqual([1, 2, 3])
  })
  it('pick refuses an empty list', () => {
    expect(() => seededRandom(1).pick([])).toThrow('pick from an empty list')
  })
})
