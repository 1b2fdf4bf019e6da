import { describe, expect, it } from 'vitest'
import { locationsByState, locatorSummary, OTHER_STATE } from '../../../site/rules/dealerLocator'

const loc = (name: string, state: string | null, city: string | null = null) => ({ name, state, city })

describe('locationsByState (/dealer-locator)', () => {
  it('groups by state name in order, unknown states last, each by town then name', () => {
    const groups = locationsByState([loc('B', 'vic', 'Moorabbin'), loc('A', 'VIC', 'Dandenong'), loc('C', 'nsw'), loc('D', null), loc('E', 'xx'), loc('F', 'qld', 'Garbutt'), loc('A2', 'vic', 'Dandenong')])
    expect(groups.map((g) => [g.state, g.locations.map((l) => l.name)])).toEqual([
      ['New South Wales', ['C']],
      ['Queensland', ['F']],
      ['Victoria', ['A', 'A2', 'B']],
      [OTHER_STATE, ['D', 'E']],
    ])
  })

  it('keeps every location once', () => {
    const all = [loc('A', 'sa'), loc('B', 'sa'), loc('C', 'wa'), loc('D', '')]
    expect(locationsByState(all).flatMap((g) => g.locations).sort((a, b) => a.name.localeCompare(b.name))).toEqual(all)
  })
})

describe('locatorSummary', () => {
  it('counts locations and states', () => {
    expect(locatorSummary(locationsByState([loc('A', 'vic'), loc('B', 'nsw'), loc('C', 'vic')]))).toBe('3 locations in 2 states')
    expect(locatorSummary(locationsByState([loc('A', 'qld'), loc('B', 'qld')]))).toBe('2 locations in Queensland')
    expect(locatorSummary(locationsByState([loc('A', 'qld')]))).toBe('1 location in Queensland')
    expect(locatorSummary(locationsByState([loc('A', null), loc('B', null)]))).toBe('2 locations')
    expect(locatorSummary([])).toBe('0 locations')
  })
})
