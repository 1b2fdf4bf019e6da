import { describe, expect, it } from 'vitest'
import { localHostsServed, siteOrigin } from '../../../site/tenancy/siteOrigin'

// Issue 16, finding 12: canonical URLs and sitemaps came from the Host header (`https://[::1]/…`).
const harbourside = { slug: 'harbourside-mazda', domains: ['www.harbourside-mazda.example.com.au', 'harbourside.example'] }

describe('siteOrigin', () => {
  it.each(['www.harbourside-mazda.example.com.au', 'harbourside.example', 'HARBOURSIDE.EXAMPLE:443', 'harbourside-mazda.example.com.au'])('is the first domain for %s', (host) => {
    expect(siteOrigin(harbourside, host)).toBe('https://www.harbourside-mazda.example.com.au')
  })

  it('is the local address of the site on a developer machine, never the raw Host', () => {
    expect(siteOrigin(harbourside, 'harbourside-mazda.localhost:3000')).toBe('http://harbourside-mazda.localhost:3000')
    expect(siteOrigin(harbourside, 'evil.harbourside-mazda.localhost:3000')).toBe('http://harbourside-mazda.localhost:3000')
    expect(siteOrigin(harbourside, 'localhost:3000')).toBe('http://localhost:3000')
    expect(siteOrigin(harbourside, '[::1]')).toBe('http://localhost')
    expect(siteOrigin(harbourside, '[::1]:3000')).toBe('http://localhost:3000')
    // a port no URL can hold is left out (new URL() of it would throw)
    expect(siteOrigin(harbourside, 'localhost:99999')).toBe('http://localhost')
    expect(siteOrigin(harbourside, 'harbourside-mazda.localhost:0')).toBe('http://harbourside-mazda.localhost')
    expect(siteOrigin(harbourside, '127.0.0.1:3001')).toBe('http://localhost:3001')
  })

  it('never echoes characters of the Host header it did not match', () => {
    expect(siteOrigin(harbourside, 'localhost:3000/<script>')).not.toContain('<')
    expect(siteOrigin({ slug: 'x', domains: [] }, 'x.localhost:99999999')).toBe('http://x.localhost')
  })
})

describe('localHostsServed', () => {
  it('serves loopback names only when the platform runs on a local address', () => {
    expect(localHostsServed(undefined)).toBe(true)
    expect(localHostsServed('')).toBe(true)
    expect(localHostsServed('http://localhost:3000')).toBe(true)
    expect(localHostsServed('http://127.0.0.1:3000')).toBe(true)
    expect(localHostsServed('https://admin.dealer-platform.example')).toBe(false)
  })
})
