import { describe, expect, it } from 'vitest'
import { siteFlagsSchema } from '../../../site/config/flags'
import { dealerEditableSections, siteConfigJsonSchema } from '../../../site/config/siteConfig'
import { describeDefault, labelOf, serverErrors, settingsTabs, valueAt, visibleTabs, withSetting, type JsonSchema, type SettingField } from '../../../site/config/settingsForm'
import { z } from 'zod'

const tabs = () => settingsTabs(JSON.parse(JSON.stringify(siteConfigJsonSchema())) as JsonSchema)
const field = (tabId: string, path: string): SettingField | undefined => {
  const walk = (fields: SettingField[]): SettingField | undefined =>
    fields.map((f) => (f.path === path ? f : f.control.kind === 'group' ? walk(f.control.fields) : undefined)).find(Boolean)
  return walk(tabs().find((t) => t.id === tabId)?.fields ?? [])
}

describe('settings tabs from the SiteConfig schema', () => {
  it('has a tab per section with its title, plus General for the top-level settings', () => {
    const titles = tabs().map((t) => t.title)
    expect(titles).toContain('Inventory')
    expect(titles).toContain('Vehicle card')
    expect(titles).toContain('Certified programmes')
    expect(titles.at(-1)).toBe('General')
    expect(tabs().find((t) => t.id === 'general')?.fields.map((f) => f.path)).toEqual(['defaultState'])
  })

  it('picks a control per setting type, with the default and the spec description', () => {
    expect(field('inventory', 'inventory.minPhotos')).toMatchObject({ label: 'Min photos', default: 3, control: { kind: 'number', integer: true, min: 0 } })
    expect(field('inventory', 'inventory.minPhotos')?.description).toContain('photo-count threshold')
    expect(field('inventory', 'inventory.onlyInStock')?.control).toEqual({ kind: 'boolean' })
    expect(field('search', 'search.layout')?.control).toMatchObject({ kind: 'select', options: [{ value: 'grid' }, { value: 'carousel' }] })
    expect(field('promos', 'promos.sliderHeight')?.control).toMatchObject({ kind: 'select', options: [{ value: 720 }, { value: 1080 }] })
    expect(field('inventory', 'inventory.excludedMakes')?.control).toMatchObject({ kind: 'list', item: { kind: 'text' } })
    expect(field('inventory', 'inventory.carTypes')).toMatchObject({ nullable: true, control: { kind: 'list', item: { kind: 'select' } } })
    expect(field('locations', 'locations.overrideCity')).toMatchObject({ nullable: true, control: { kind: 'text' } })
    expect(field('navigation', 'navigation.links')?.control).toMatchObject({ kind: 'list', item: { kind: 'group' } })
    expect(field('finance', 'finance.lenders')?.control).toEqual({ kind: 'json' })
    expect(field('search', 'search.makeFilter.initialCount')).toMatchObject({ default: 7, control: { kind: 'number' } })
  })

  it('shows dealer staff only the dealer-editable sections', () => {
    const editable = dealerEditableSections()
    expect(editable).toContain('labels')
    expect(editable).not.toContain('inventory')
    expect(editable).not.toContain('finance')
    expect(visibleTabs(tabs(), false).map((t) => t.id)).toEqual(editable)
    expect(visibleTabs(tabs(), true)).toHaveLength(tabs().length)
  })

  it('builds the flags form from the flags schema, keeping dotted keys whole', () => {
    const flagTabs = settingsTabs(z.toJSONSchema(siteFlagsSchema, { io: 'input' }) as JsonSchema)
    expect(flagTabs).toHaveLength(1)
    expect(flagTabs[0]?.fields.map((f) => f.segments)).toContainEqual(['search.scrollToTopOnChange'])
    expect(flagTabs[0]?.fields.find((f) => f.path === 'search.scrollToTopOnChange')?.label).toBe('Search: scroll to top on change')
  })
})

describe('sparse stored settings', () => {
  it('writes a value at its path, copying only the path', () => {
    const stored = { labels: { soldTag: 'SOLD' }, search: { layout: 'grid' } }
    const next = withSetting(stored, ['search', 'makeFilter', 'initialCount'], 9)
    expect(next).toEqual({ labels: { soldTag: 'SOLD' }, search: { layout: 'grid', makeFilter: { initialCount: 9 } } })
    expect(next.labels).toBe(stored.labels)
    expect(stored.search).toEqual({ layout: 'grid' })
  })

  it('removes a reset key and the objects it leaves empty', () => {
    expect(withSetting({ search: { makeFilter: { initialCount: 9 } }, labels: { soldTag: 'X' } }, ['search', 'makeFilter', 'initialCount'], undefined)).toEqual({ labels: { soldTag: 'X' } })
    expect(withSetting({ a: 1 }, ['search.scrollToTopOnChange'], true)).toEqual({ a: 1, 'search.scrollToTopOnChange': true })
  })

  it('reads a value at its path', () => {
    expect(valueAt({ a: { b: [1] } }, ['a', 'b'])).toEqual([1])
    expect(valueAt({ a: 1 }, ['a', 'b'])).toBeUndefined()
    expect(valueAt(null, ['a'])).toBeUndefined()
  })
})

describe('messages', () => {
  it('maps the server message to setting paths', () => {
    const errors = serverErrors('config.inventory.minPhotos: Too small; config.search.layout: Invalid option', 'config')
    expect([...errors]).toEqual([['inventory.minPhotos', 'Too small'], ['search.layout', 'Invalid option']])
    expect(serverErrors(undefined, 'config').size).toBe(0)
    expect(serverErrors('flags.x: bad', 'config').size).toBe(0)
  })

  it('labels keys and defaults in words', () => {
    expect(labelOf('minPhotos')).toBe('Min photos')
    expect(describeDefault(true)).toBe('on')
    expect(describeDefault(null)).toBe('not set')
    expect(describeDefault([])).toBe('none')
    expect(describeDefault(3)).toBe('3')
    expect(describeDefault({ width: 640 })).toBe('{"width":640}')
  })
})
