import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { collapseConsecutiveSold } from '../../../site/rules/soldCollapse'

const cars = (pattern: string) => [...pattern].map((c, id) => ({ id, status: c === 's' ? 'sold' : c === 'c' ? 'coming_soon' : 'in_stock' }))
const ids = (list: Array<{ id: number }>) => list.map((c) => c.id)

describe('collapseConsecutiveSold (INV §2, search.collapseConsecutiveSold)', () => {
  it.each([
    ['iissi', [0, 1, 2, 4]],
    ['issis', [0, 1, 3, 4]],
    ['sssi', [0, 3]],
    ['isss', [0, 1]],
    ['sisss', [0, 1, 2]],
    ['csssc', [0, 1, 4]],
    ['iii', [0, 1, 2]],
    ['sis', [0, 1, 2]],
    ['sss', [0, 1, 2]],
    ['s', [0]],
    ['', []],
  ])('%s → %j', (pattern, expected) => expect(ids(collapseConsecutiveSold(cars(pattern), true))).toEqual(expected))

  it('keeps the list when the setting is off', () => expect(ids(collapseConsecutiveSold(cars('isssi'), false))).toEqual([0, 1, 2, 3, 4]))

  it('returns a new array and leaves the input alone', () => {
    const input = cars('sss')
    const output = collapseConsecutiveSold(input, true)
    expect(output).not.toBe(input)
    expect(output).toEqual(input)
  })

  it('keeps every in-stock car in order and never two sold cars in a row (unless all are sold)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[isc]{0,30}$/), (pattern) => {
        const out = collapseConsecutiveSold(cars(pattern), true)
        const sold = out.map((c) => c.status === 'sold')
        const allSold = pattern.length > 0 && [...pattern].every((c) => c === 's')
        const inStockIds = ids(cars(pattern).filter((c) => c.status !== 'sold'))
        return (
          JSON.stringify(ids(out.filter((c) => c.status !== 'sold'))) === JSON.stringify(inStockIds) &&
          (allSold ? out.length === pattern.length : sold.every((s, i) => !(s && sold[i - 1])))
        )
      }),
    )
  })
})
