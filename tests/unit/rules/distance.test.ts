import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byDistance, distanceKm, EARTH_RADIUS_KM, toLatLng, type LatLng } from '../../../site/rules/distance'

const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) })
const brisbane = { lat: -27.4698, lng: 153.0251 }
const sydney = { lat: -33.8688, lng: 151.2093 }

describe('distance (FIN §9: earth radius 6371 km)', () => {
  it('uses the spec radius', () => expect(EARTH_RADIUS_KM).toBe(6371))

  it.each<[string, LatLng, LatLng, number]>([
    ['one degree of the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, (6371 * Math.PI) / 180],
    ['one degree of a meridian', { lat: 10, lng: 20 }, { lat: 11, lng: 20 }, (6371 * Math.PI) / 180],
    ['equator to pole', { lat: 0, lng: 0 }, { lat: 90, lng: 0 }, (6371 * Math.PI) / 2],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 6371 * Math.PI],
    ['antipodes on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 6371 * Math.PI],
    ['across the date line', { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, (6371 * Math.PI) / 180],
    ['one degree of longitude at 60°', { lat: 60, lng: 0 }, { lat: 60, lng: 1 }, 55.5974],
  ])('%s', (_, a, b, km) => expect(distanceKm(a, b)).toBeCloseTo(km, 3))

  it('Brisbane to Sydney is about 730 km', () => expect(distanceKm(brisbane, sydney)).toBeCloseTo(732.1, 0))

  it('is 0 for the same point, symmetric, and at most half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, a)).toBe(0)
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6)
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0)
        expect(distanceKm(a, b)).toBeLessThanOrEqual(EARTH_RADIUS_KM * Math.PI + 1e-6)
      }),
    )
  })

  it('obeys the triangle inequality (to 1 m: near antipodes asin loses about 0.2 m to rounding)', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-3)
      }),
    )
  })
})

describe('points and nearest first', () => {
  it.each<[number | null | undefined, number | null | undefined, LatLng | null]>([
    [-27.5, 153, { lat: -27.5, lng: 153 }],
    [90, 180, { lat: 90, lng: 180 }],
    [-90, -180, { lat: -90, lng: -180 }],
    [90.1, 0, null],
    [-90.1, 0, null],
    [0, 180.1, null],
    [0, -180.1, null],
    [null, 153, null],
    [-27.5, undefined, null],
    [Number.NaN, 0, null],
    [0, Number.POSITIVE_INFINITY, null],
  ])('(%j, %j) → %j', (lat, lng, expected) => expect(toLatLng(lat, lng)).toEqual(expected))

  it('sorts nearest first; items without a point keep their order at the end', () => {
    const items = [
      { name: 'none-a', at: null },
      { name: 'sydney', at: sydney },
      { name: 'brisbane', at: brisbane },
      { name: 'none-b', at: null },
      { name: 'brisbane-2', at: brisbane },
    ]
    const sorted = byDistance(items, { lat: -27.47, lng: 153.02 }, (i) => i.at)
    expect(sorted.map((s) => s.item.name)).toEqual(['brisbane', 'brisbane-2', 'sydney', 'none-a', 'none-b'])
    expect(sorted[0]!.km).toBeCloseTo(0.5, 0)
    expect(sorted[3]!.km).toBeNull()
    expect(byDistance([], brisbane, () => brisbane)).toEqual([])
  })
})
