import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCATION_PATH, locationPath, locationSlugFromPath } from '../../../site/rules/locationPath'

describe('locationPath', () => {
  it.each([
    [DEFAULT_LOCATION_PATH, 'moorabbin', '/locations/moorabbin'],
    ['/our-location/{slug}', 'parramatta-sales', '/our-location/parramatta-sales'],
    ['/contact-us/{slug}', 'a b', '/contact-us/a%20b'],
  ])('%s with %s is %s', (pattern, slug, path) => {
    expect(locationPath(pattern, slug)).toBe(path)
  })
})

describe('locationSlugFromPath', () => {
  it.each([
    [DEFAULT_LOCATION_PATH, '/locations/moorabbin', 'moorabbin'],
    [DEFAULT_LOCATION_PATH, '/locations/moorabbin/', 'moorabbin'],
    ['/our-location/{slug}', '/Our-Location/geelong', 'geelong'],
    ['/contact-us/{slug}', '/contact-us/x', 'x'],
  ])('%s matches %s', (pattern, path, slug) => {
    expect(locationSlugFromPath(pattern, path)).toBe(slug)
  })

  it.each([
    [DEFAULT_LOCATION_PATH, '/locations'],
    [DEFAULT_LOCATION_PATH, '/locations/'],
    [DEFAULT_LOCATION_PATH, '/locations/a/b'],
    [DEFAULT_LOCATION_PATH, '/our-location/a'],
    ['/our-location/{slug}', '/locations/a'],
    ['/contact-us/{slug}', '/contact-us'],
    [DEFAULT_LOCATION_PATH, '/'],
  ])('%s does not match %s', (pattern, path) => {
    expect(locationSlugFromPath(pattern, path)).toBeNull()
  })

  it('reads back every slug it writes', () => {
    fc.assert(
      fc.property(fc.constantFrom(DEFAULT_LOCATION_PATH, '/our-location/{slug}', '/contact-us/{slug}'), fc.stringMatching(/^[a-z0-9-]{1,20}$/), (pattern, slug) => {
        expect(locationSlugFromPath(pattern, locationPath(pattern, slug))).toBe(slug)
      }),
    )
  })
})
