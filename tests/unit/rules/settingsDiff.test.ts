import { describe, expect, it } from 'vitest'
import { changedSettingPaths, sameJson } from '../../../site/rules/settingsDiff'

describe('changedSettingPaths', () => {
  it('is empty when nothing changed, whatever the key order', () => {
    expect(changedSettingPaths({ a: { x: 1, y: [1, 2] } }, { a: { y: [1, 2], x: 1 } })).toEqual([])
    expect(changedSettingPaths(null, null)).toEqual([])
  })

  it('names each changed leaf by its dotted path', () => {
    expect(changedSettingPaths({ inventory: { minPhotos: 3 }, labels: { soldTag: 'SOLD' } }, { inventory: { minPhotos: 5 }, labels: { soldTag: 'SOLD' } })).toEqual(['inventory.minPhotos'])
  })

  it('counts an added or removed key, also inside a new section', () => {
    expect(changedSettingPaths({}, { search: { layout: 'carousel' } })).toEqual(['search.layout'])
    expect(changedSettingPaths({ search: { layout: 'carousel' } }, {})).toEqual(['search.layout'])
    expect(changedSettingPaths(undefined, { defaultState: 'nsw' })).toEqual(['defaultState'])
    expect(changedSettingPaths({ labels: { newTag: 'New' } }, { labels: {} })).toEqual(['labels.newTag'])
  })

  it('treats a list as one value', () => {
    expect(changedSettingPaths({ blog: { categories: ['A', 'B'] } }, { blog: { categories: ['B', 'A'] } })).toEqual(['blog.categories'])
  })

  it('reports an object replaced by a scalar at its own path', () => {
    expect(changedSettingPaths({ brand: { groupClaims: { locations: '1', brands: '2', years: '3' } } }, { brand: { groupClaims: null } })).toEqual(['brand.groupClaims'])
  })
})

describe('sameJson', () => {
  it('compares structurally', () => {
    expect(sameJson([1, { a: 2 }], [1, { a: 2 }])).toBe(true)
    expect(sameJson([1], [1, 2])).toBe(false)
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameJson({ a: undefined }, {})).toBe(true)
    expect(sameJson('1', 1)).toBe(false)
  })
})
