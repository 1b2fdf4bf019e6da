import { describe, expect, it } from 'vitest'
import { directionsUrl, googleStaticMaps, mapProvider, offlineMaps, templateMaps } from '../../../site/locations/maps'

const target = { name: 'Moorabbin', mapKey: null, mapsQuery: '-37.9345,145.0376' }

describe('mapProvider', () => {
  it('is offline without a key: no image at all', () => {
    expect(mapProvider({}).name).toBe('offline')
    expect(offlineMaps.staticImageUrl(target, { width: 800, height: 400 })).toBeNull()
  })
  it('picks Google Static Maps when GOOGLE_MAPS_API_KEY is set, else a template with MAPS_STATIC_URL and MAPS_KEY', () => {
    expect(mapProvider({ GOOGLE_MAPS_API_KEY: 'k' }).name).toBe('google-static')
    expect(mapProvider({ MAPS_STATIC_URL: 'https://m.test/{key}/{query}', MAPS_KEY: 'k' }).name).toBe('template')
    expect(mapProvider({ MAPS_STATIC_URL: 'https://m.test/{key}/{query}' }).name).toBe('offline')
  })
})

describe('googleStaticMaps', () => {
  it('centres a marker on the address map_key when there is one, sized within 640', () => {
    const url = new URL(googleStaticMaps('secret').staticImageUrl({ ...target, mapKey: 'Southern Cross Toyota Moorabbin' }, { width: 800, height: 400 })!)
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap')
    expect(url.searchParams.get('markers')).toBe('Southern Cross Toyota Moorabbin')
    expect(url.searchParams.get('center')).toBe('Southern Cross Toyota Moorabbin')
    expect(url.searchParams.get('size')).toBe('640x400')
    expect(url.searchParams.get('key')).toBe('secret')
  })
  it('falls back to the coordinates or address', () => {
    const url = new URL(googleStaticMaps('k').staticImageUrl(target, { width: 400, height: 200 })!)
    expect(url.searchParams.get('markers')).toBe('-37.9345,145.0376')
    expect(url.searchParams.get('size')).toBe('400x200')
  })
})

describe('templateMaps and directions', () => {
  it('fills the template', () => {
    expect(templateMaps('https://m.test/{key}?q={query}&s={width}x{height}', 'a b').staticImageUrl(target, { width: 1, height: 2 })).toBe(
      'https://m.test/a%20b?q=-37.9345%2C145.0376&s=1x2',
    )
  })
  it('links directions to the address', () => {
    expect(directionsUrl(target)).toBe('https://www.google.com/maps/dir/?api=1&destination=-37.9345%2C145.0376')
  })
})
