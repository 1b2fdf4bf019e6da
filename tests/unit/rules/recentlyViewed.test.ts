import { describe, expect, it } from 'vitest'
import { addViewed, MAX_RECENTLY_VIEWED, orderViewed, parseViewed } from '../../../site/rules/recentlyViewed'

describe('recently viewed cars (issue 13)', () => {
  it('keeps the most recent first and one entry per car', () => {
    let list = addViewed([], 1, 100)
    list = addViewed(list, 2, 200)
    list = addViewed(list, 1, 300)
    expect(list).toEqual([{ id: 1, at: 300 }, { id: 2, at: 200 }])
  })

  it('keeps only the last 12', () => {
    const list = Array.from({ length: 20 }, (_, i) => i + 1).reduce((acc, id) => addViewed(acc, id, id * 10), [] as ReturnType<typeof addViewed>)
    expect(list).toHaveLength(MAX_RECENTLY_VIEWED)
    expect(list[0]).toEqual({ id: 20, at: 200 })
    expect(list.at(-1)).toEqual({ id: 9, at: 90 })
  })

  it('an older view of a car does not move it back', () => {
    expect(orderViewed([{ id: 5, at: 500 }, { id: 5, at: 100 }, { id: 6, at: 300 }])).toEqual([{ id: 5, at: 500 }, { id: 6, at: 300 }])
  })

  it('merges two lists (browser and account) by their latest views', () => {
    const account = [{ id: 1, at: 10 }, { id: 2, at: 20 }]
    const browser = [{ id: 2, at: 5 }, { id: 3, at: 30 }]
    expect(orderViewed([...account, ...browser]).map((e) => e.id)).toEqual([3, 2, 1])
  })

  it.each([[null], ['x'], [{}], [[{ id: 'a', at: 1 }]], [[{ id: -1, at: 1 }]], [[{ id: 1.5, at: 1 }]], [[{ id: 1, at: 'now' }]], [[null]]])('drops an unreadable stored list or entry %j', (raw) => {
    expect(parseViewed(raw)).toEqual([])
  })

  it('keeps the readable entries of a partly broken list', () => {
    expect(parseViewed([{ id: 7, at: 70 }, 'junk', { id: 8, at: 80 }])).toEqual([{ id: 8, at: 80 }, { id: 7, at: 70 }])
  })
})
