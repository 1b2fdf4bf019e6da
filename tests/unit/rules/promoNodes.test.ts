import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALL_CAR_TYPES, isPromoActive, isPromoDisplayed, orderPromoNodes, PROMO_TIME_ZONE, shuffled, visiblePromoNodes, type PromoNode } from '../../../site/rules/promoNodes'

const at = (iso: string) => new Date(iso)
const never = () => {
  throw new Error('random must not be used')
}

describe('promo window (INV §5: start and expiry inclusive)', () => {
  const node = { start: '2025-07-01T00:00:00Z', expiry: '2025-07-24T00:00:00Z', node: null }
  it.each([
    ['a millisecond before start', '2025-06-30T23:59:59.999Z', false],
    ['at start', '2025-07-01T00:00:00.000Z', true],
    ['inside', '2025-07-10T00:00:00.000Z', true],
    ['at expiry', '2025-07-24T00:00:00.000Z', true],
    ['a millisecond after expiry', '2025-07-24T00:00:00.001Z', false],
  ])('%s: %s', (_, now, active) => expect(isPromoActive(node, at(now))).toBe(active))

  it('uses Brisbane time by default', () => expect(PROMO_TIME_ZONE).toBe('Australia/Brisbane'))

  it.each([
    // Brisbane is UTC+10 all year: 2025-07-01 starts at 2025-06-30T14:00Z, 2025-07-24 ends at 2025-07-24T13:59:59.999Z.
    ['before the first day', '2025-06-30T13:59:59.999Z', false],
    ['first moment of the first day', '2025-06-30T14:00:00.000Z', true],
    ['last moment of the last day', '2025-07-24T13:59:59.999Z', true],
    ['after the last day', '2025-07-24T14:00:00.000Z', false],
  ])('date-only window (stocktake banner), %s', (_, now, active) => {
    expect(isPromoActive({ start: '2025-07-01', expiry: '2025-07-24', node: null }, at(now))).toBe(active)
  })

  it('reads date-only values in a given time zone', () => {
    expect(isPromoActive({ start: '2025-07-01', node: null }, at('2025-06-30T23:00:00Z'), 'UTC')).toBe(false)
    expect(isPromoActive({ start: '2025-07-01', node: null }, at('2025-07-01T00:00:00Z'), 'UTC')).toBe(true)
    expect(isPromoActive({ expiry: '2025-07-24', node: null }, at('2025-07-24T23:59:59.999Z'), 'UTC')).toBe(true)
    expect(isPromoActive({ expiry: '2025-07-24', node: null }, at('2025-07-25T00:00:00Z'), 'UTC')).toBe(false)
  })

  it('reads a date-time without offset as site time, and Date values as instants', () => {
    expect(isPromoActive({ start: '2025-07-01T09:00:00+10:00', node: null }, at('2025-06-30T22:59:59Z'))).toBe(false)
    expect(isPromoActive({ start: '2025-07-01T09:00:00+10:00', node: null }, at('2025-06-30T23:00:00Z'))).toBe(true)
    expect(isPromoActive({ start: '2025-07-01T09:00:00-02:00', node: null }, at('2025-07-01T10:59:59Z'))).toBe(false)
    expect(isPromoActive({ start: '2025-07-01T09:00:00-02:00', node: null }, at('2025-07-01T11:00:00Z'))).toBe(true)
    expect(isPromoActive({ start: '2025-07-01T09:00', node: null }, at('2025-06-30T22:59:59.999Z'))).toBe(false)
    expect(isPromoActive({ start: '2025-07-01T09:00', node: null }, at('2025-06-30T23:00:00Z'))).toBe(true)
    expect(isPromoActive({ expiry: '2025-07-01T09:00:00.500', node: null }, at('2025-06-30T23:00:00.500Z'))).toBe(true)
    expect(isPromoActive({ expiry: '2025-07-01T09:00:00.500', node: null }, at('2025-06-30T23:00:00.501Z'))).toBe(false)
    expect(isPromoActive({ expiry: '2025-07-01t09:00:00z', node: null }, at('2025-07-01T09:00:00Z'))).toBe(true)
    expect(isPromoActive({ expiry: '2025-07-01T09:00:00z', node: null }, at('2025-07-01T09:00:00.001Z'))).toBe(false)
    expect(isPromoActive({ start: '2025-07-01T09:00:00', node: null }, at('2025-06-30T22:59:59Z'))).toBe(false)
    expect(isPromoActive({ start: '2025-07-01T09:00:00', node: null }, at('2025-06-30T23:00:00Z'))).toBe(true)
    expect(isPromoActive({ start: at('2025-07-01T00:00:00Z'), expiry: at('2025-07-02T00:00:00Z'), node: null }, at('2025-07-02T00:00:00Z'))).toBe(true)
    expect(isPromoActive({ start: at('2025-07-01T00:00:00Z'), node: null }, at('2025-06-30T23:59:59.999Z'))).toBe(false)
  })

  it.each([
    ['no dates', {}],
    ['null dates', { start: null, expiry: null }],
    ['empty dates', { start: '', expiry: '' }],
  ])('%s means always', (_, dates) => expect(isPromoActive({ ...dates, node: null }, at('2030-01-01T00:00:00Z'))).toBe(true))

  it('hides a node with an unreadable date', () => {
    expect(isPromoActive({ start: 'soon', node: null }, at('2030-01-01T00:00:00Z'))).toBe(false)
    expect(isPromoActive({ expiry: 'later', node: null }, at('2030-01-01T00:00:00Z'))).toBe(false)
  })
})

describe('display and strictDisplay (INV §5)', () => {
  it('knows the three car types', () => expect(ALL_CAR_TYPES).toEqual(['new', 'used', 'demo']))

  it.each<[string, readonly string[] | null | undefined, boolean, string[], boolean]>([
    ['no display list', undefined, false, ['used'], true],
    ['null display', null, false, [], true],
    ['empty display, strict', [], true, ['new'], true],
    ['used promo on used search', ['used'], false, ['used'], true],
    ['used promo on new search', ['used'], false, ['new'], false],
    ['used promo on unfiltered search', ['used'], false, [], true],
    ['used promo on new+used search', ['used'], false, ['new', 'used'], true],
    ['strict used promo on used search', ['used'], true, ['used'], true],
    ['strict used promo on new+used search', ['used'], true, ['new', 'used'], false],
    ['strict used promo on unfiltered search', ['used'], true, [], false],
    ['strict new+demo promo on demo+new search', ['new', 'demo'], true, ['demo', 'new'], true],
    ['strict new+demo promo on new search', ['new', 'demo'], true, ['new'], false],
    ['strict new+demo promo on new+used search', ['new', 'demo'], true, ['new', 'used'], false],
    ['strict all-types promo on unfiltered search', ['new', 'used', 'demo'], true, [], true],
    ['strict promo with a repeated filter value', ['used'], true, ['used', 'used'], true],
  ])('%s', (_, display, strictDisplay, filter, shown) => expect(isPromoDisplayed({ display, strictDisplay, node: null }, filter)).toBe(shown))
})

describe('order (INV §5: positioned first, others optionally shuffled)', () => {
  const n = (id: string, position?: number | null): PromoNode<string> => ({ node: id, position })

  it('puts positioned nodes first in position order, ties stable', () => {
    const nodes = [n('a'), n('b', 3), n('c', null), n('d', 1), n('e', 3), n('f', Number.NaN), n('g', 0)]
    expect(orderPromoNodes(nodes, false, never).map((x) => x.node)).toEqual(['g', 'd', 'b', 'e', 'a', 'c', 'f'])
  })

  it('shuffles only the unpositioned ones with the injected random source', () => {
    const nodes = [n('a'), n('b'), n('c'), n('p', 2)]
    expect(orderPromoNodes(nodes, true, () => 0).map((x) => x.node)).toEqual(['p', 'b', 'c', 'a'])
    expect(orderPromoNodes(nodes, true, () => 0.999).map((x) => x.node)).toEqual(['p', 'a', 'b', 'c'])
  })

  it.each([
    [() => 0, ['b', 'c', 'd', 'a']],
    [() => 0.5, ['a', 'd', 'b', 'c']],
    [() => 1, ['a', 'b', 'c', 'd']],
  ])('Fisher–Yates is deterministic for a given source', (random, expected) => expect(shuffled(['a', 'b', 'c', 'd'], random)).toEqual(expected))

  it('a shuffle is a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })), (items, stream) => {
        const copy = [...items]
        const it = stream[Symbol.iterator]()
        const out = shuffled(items, () => it.next().value as number)
        expect(items).toEqual(copy)
        expect([...out].sort()).toEqual([...items].sort())
      }),
    )
  })
})

describe('order is stable (property)', () => {
  const nodeArb = fc.record({ position: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }) })
  const withIds = (positions: Array<{ position: number | null }>) => positions.map((p, id) => ({ ...p, node: id }))

  it('positioned nodes ascend, equal positions and unpositioned nodes keep their input order, nothing is lost', () => {
    fc.assert(
      fc.property(fc.array(nodeArb, { maxLength: 30 }), (raw) => {
        const nodes = withIds(raw)
        const out = orderPromoNodes(nodes, false, never)
        expect([...out].map((x) => x.node).sort((a, b) => a - b)).toEqual(nodes.map((x) => x.node))
        const positioned = out.filter((x) => x.position !== null)
        expect(out.slice(0, positioned.length)).toEqual(positioned)
        positioned.slice(1).forEach((x, i) => {
          const prev = positioned[i]!
          expect(prev.position! < x.position! || (prev.position === x.position && prev.node < x.node)).toBe(true)
        })
        const rest = out.slice(positioned.length).map((x) => x.node)
        expect(rest).toEqual([...rest].sort((a, b) => a - b))
      }),
    )
  })

  it('ordering twice changes nothing, and a shuffle never moves a positioned node', () => {
    fc.assert(
      fc.property(fc.array(nodeArb, { maxLength: 30 }), fc.double({ min: 0, max: 0.999, noNaN: true }), (raw, r) => {
        const nodes = withIds(raw)
        const once = orderPromoNodes(nodes, false, never)
        expect(orderPromoNodes(once, false, never)).toEqual(once)
        const shuffledOrder = orderPromoNodes(nodes, true, () => r)
        const count = once.filter((x) => x.position !== null).length
        expect(shuffledOrder.slice(0, count)).toEqual(once.slice(0, count))
      }),
    )
  })
})

describe('visible promo nodes', () => {
  it('filters by window and car type, then orders', () => {
    const now = at('2025-07-10T00:00:00Z')
    const nodes: Array<PromoNode<string>> = [
      { node: 'expired', expiry: '2025-07-01' },
      { node: 'loose', display: ['used'] },
      { node: 'strict-new', display: ['new'], strictDisplay: true, position: 1 },
      { node: 'second', position: 2, start: '2025-07-10' },
      { node: 'future', start: '2025-08-01' },
      { node: 'any' },
    ]
    expect(visiblePromoNodes(nodes, { now, carTypeFilter: ['used'], shuffle: false, random: never }).map((x) => x.node)).toEqual(['second', 'loose', 'any'])
    expect(visiblePromoNodes(nodes, { now, carTypeFilter: ['new'], shuffle: true, random: () => 0 }).map((x) => x.node)).toEqual(['strict-new', 'second', 'any'])
    expect(visiblePromoNodes(nodes, { now, carTypeFilter: ['new'], shuffle: false, random: never, timeZone: 'UTC' }).map((x) => x.node)).toEqual(['strict-new', 'second', 'any'])
  })
})
