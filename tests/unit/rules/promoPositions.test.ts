import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { interleavePromos, promoCells, promoGrid, type GridCell } from '../../../site/rules/promoPositions'

const never = () => {
  throw new Error('random must not be used')
}
const hits = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
/** A compact picture of a grid: hit numbers, and P0, P1, … for promos. */
const picture = (cells: Array<GridCell<number>>) => cells.map((c) => (c.kind === 'hit' ? c.hit : `P${c.index}`))

describe('promo cells (INV §2, FIN §2.6)', () => {
  it.each<[string, Parameters<typeof promoCells>[0], number, number[]]>([
    ['positions [8, 17]', [8, 17], 21, [8, 17]],
    ['positions [9]', [9], 21, [9]],
    ['unsorted, repeated, invalid positions', [17, 8, 8, 0, -1, 2.5], 21, [8, 17]],
    ['none', [], 21, []],
    ['every 9th on 21 hits', { everyNth: 9 }, 21, [9, 18]],
    ['every 9th on 24 hits', { everyNth: 9 }, 24, [9, 18, 27]],
    ['every 9th on 23 hits', { everyNth: 9 }, 23, [9, 18]],
    ['every 2nd on 3 hits', { everyNth: 2 }, 3, [2, 4, 6]],
    ['every 9th on 7 hits', { everyNth: 9 }, 7, []],
    ['every 9th on 8 hits', { everyNth: 9 }, 8, [9]],
    ['every 1st places none', { everyNth: 1 }, 21, []],
    ['every 0th places none', { everyNth: 0 }, 21, []],
    ['every NaN-th places none', { everyNth: Number.NaN }, 21, []],
  ])('%s', (_, config, hitCount, cells) => expect(promoCells(config, hitCount, never)).toEqual(cells))

  it('picks R random cells among the hits plus the configured one', () => {
    expect(promoCells({ random: 3, plus: 5 }, 10, () => 0)).toEqual([2, 3, 4, 5])
    expect(promoCells({ random: 3, plus: 5 }, 10, () => 0.999)).toEqual([1, 2, 3, 5])
    expect(promoCells({ random: 3, plus: 12 }, 2, () => 0)).toEqual([1, 2, 12])
    expect(promoCells({ random: 0, plus: 4 }, 10, () => 0)).toEqual([4])
    expect(promoCells({ random: -1, plus: 4 }, 10, () => 0)).toEqual([4])
  })

  it('random cells are distinct, inside the hits, and include the configured one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 21 }), fc.double({ min: 0, max: 0.9999, noNaN: true }), (r, plus, n, x) => {
        const cells = promoCells({ random: r, plus }, n, () => x)
        expect(cells).toContain(plus)
        expect(new Set(cells).size).toBe(cells.length)
        expect(cells.filter((c) => c !== plus).every((c) => c >= 1 && c <= n)).toBe(true)
        expect(cells.length).toBe(Math.min(r, n - (plus <= n ? 1 : 0)) + 1)
      }),
    )
  })
})

describe('interleaving', () => {
  it.each<[string, number, number[], Array<number | string>]>([
    ['cells 2 and 4', 4, [2, 4], [1, 'P0', 2, 'P1', 3, 4]],
    ['cell 1', 2, [1], ['P0', 1, 2]],
    ['right after the last hit', 2, [3], [1, 2, 'P0']],
    ['two after the last hit', 2, [3, 4], [1, 2, 'P0', 'P1']],
    ['beyond the last hit', 2, [4], [1, 2]],
    ['consecutive cells', 3, [2, 3], [1, 'P0', 'P1', 2, 3]],
    ['no hits, no promos', 0, [1, 2], []],
    ['no cells', 3, [], [1, 2, 3]],
  ])('%s', (_, n, cells, expected) => expect(picture(interleavePromos(hits(n), cells))).toEqual(expected))

  it('fills [8, 17] and every 9th on a full page of 21', () => {
    const full = promoGrid(hits(21), [8, 17], never)
    expect(full).toHaveLength(23)
    expect(full[7]).toEqual({ kind: 'promo', index: 0 })
    expect(full[16]).toEqual({ kind: 'promo', index: 1 })
    expect(picture(promoGrid(hits(21), { everyNth: 9 }, never))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'P0', 9, 10, 11, 12, 13, 14, 15, 16, 'P1', 17, 18, 19, 20, 21])
    expect(picture(promoGrid(hits(8), { everyNth: 9 }, never))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'P0'])
  })

  it('keeps every hit in order and puts every reachable promo at its cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }), (n, raw) => {
        const cells = [...raw].sort((a, b) => a - b)
        const grid = interleavePromos(hits(n), cells)
        expect(grid.filter((c) => c.kind === 'hit').map((c) => (c as { hit: number }).hit)).toEqual(hits(n))
        grid.forEach((c, i) => expect(c.kind === 'promo').toBe(cells.includes(i + 1)))
        expect(grid.filter((c) => c.kind === 'promo').map((c) => (c as { index: number }).index)).toEqual(grid.filter((c) => c.kind === 'promo').map((_, i) => i))
      }),
    )
  })
})
