import { describe, expect, it } from 'vitest'
import { homeCity } from '../../../site/rules/homeCity'

describe('homeCity', () => {
  it('is locations.overrideCity when set', () => {
    expect(homeCity('Brisbane', 'Woolloongabba', 'Woolloongabba')).toBe('Brisbane')
  })

  it("falls back to the primary location's city, then the site's city", () => {
    expect(homeCity(null, 'Parramatta', 'Sydney')).toBe('Parramatta')
    expect(homeCity(null, '  ', 'Sydney')).toBe('Sydney')
    expect(homeCity(null, null, null)).toBeNull()
  })
})
