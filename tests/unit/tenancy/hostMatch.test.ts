import { describe, expect, it } from 'vitest'
import { hostKey, matchSite, type DirectoryEntry } from '../../../site/tenancy/hostMatch'

const directory: DirectoryEntry[] = [
  { id: 1, slug: 'city-used-cars', domains: ['www.citycars.com.au'], isDefault: false },
  { id: 2, slug: 'southern-cross', domains: ['southerncross.com.au'], isDefault: true },
]

describe('hostKey', () => {
  it.each([
    ['localhost', { kind: 'default' }],
    ['localhost:3000', { kind: 'default' }],
    ['127.0.0.1:3000', { kind: 'default' }],
    ['city-used-cars.localhost:3000', { kind: 'slug', slug: 'city-used-cars' }],
    ['City-Used-Cars.LOCALHOST', { kind: 'slug', slug: 'city-used-cars' }],
    ['www.citycars.com.au', { kind: 'domain', domain: 'citycars.com.au' }],
    ['citycars.com.au.', { kind: 'domain', domain: 'citycars.com.au' }],
  ])('%s', (host, expected) => {
    expect(hostKey(host)).toEqual(expected)
  })
})

describe('matchSite', () => {
  it('plain localhost gets the default site', () => {
    expect(matchSite(directory, 'localhost:3000')?.id).toBe(2)
  })
  it('falls back to the first site when none is marked default', () => {
    expect(matchSite(directory.map((d) => ({ ...d, isDefault: false })), 'localhost')?.id).toBe(1)
  })
  it('{slug}.localhost picks the site by slug', () => {
    expect(matchSite(directory, 'city-used-cars.localhost:3000')?.id).toBe(1)
  })
  it('a domain matches with or without www', () => {
    expect(matchSite(directory, 'citycars.com.au')?.id).toBe(1)
    expect(matchSite(directory, 'www.southerncross.com.au')?.id).toBe(2)
  })
  it('an unknown host or slug matches nothing', () => {
    expect(matchSite(directory, 'nope.localhost')).toBeNull()
    expect(matchSite(directory, 'evil.example.com')).toBeNull()
    expect(matchSite([], 'localhost')).toBeNull()
  })
})
