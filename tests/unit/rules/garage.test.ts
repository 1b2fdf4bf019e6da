import { describe, expect, it } from 'vitest'
import { garageFromSetting, isGarageEnabled } from '../../../site/rules/garage'

describe('garage feature (INV §5)', () => {
  const lists = { enabledSites: ['a', 'b'], excludedSites: ['b', 'x'], globalFlag: false }

  it.each<[string, boolean, boolean]>([
    ['a', false, true],
    ['b', false, false],
    ['c', false, false],
    ['x', false, false],
    ['a', true, true],
    ['b', true, false],
    ['c', true, true],
    ['x', true, false],
  ])('site %s with global flag %s: %s', (site, globalFlag, enabled) => expect(isGarageEnabled(site, { ...lists, globalFlag })).toBe(enabled))

  it.each<['inherit' | 'on' | 'off', boolean, boolean]>([
    ['inherit', false, false],
    ['inherit', true, true],
    ['on', false, true],
    ['on', true, true],
    ['off', false, false],
    ['off', true, false],
  ])('setting %s with global flag %s: %s', (setting, globalFlag, enabled) => expect(garageFromSetting(setting, globalFlag)).toBe(enabled))
})
