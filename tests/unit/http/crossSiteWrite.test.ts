import { describe, expect, it } from 'vitest'
import { CROSS_SITE_MESSAGE, crossSiteWriteProblem, hasSessionCookie } from '../../../site/http/crossSiteWrite.mjs'

const host = 'city-used-cars.localhost:3000'
const staff = { host, cookie: 'theme=dark; payload-token=abc' }
const shopper = { host, cookie: 'shopper_session=xyz' }

describe('crossSiteWriteProblem', () => {
  it('refuses a write with a session cookie from another site: Origin, Referer or Sec-Fetch-Site', () => {
    for (const [headers, path] of [
      [{ ...staff, origin: 'https://evil.example' }, 'origin'],
      [{ ...shopper, origin: 'http://harbourside-mazda.localhost:3000' }, 'origin'],
      [{ ...shopper, origin: 'null' }, 'origin'],
      [{ ...shopper, origin: 'http://city-used-cars.localhost:3001' }, 'origin'],
      [{ ...staff, referer: 'https://evil.example/page' }, 'referer'],
      [{ ...staff, referer: 'not a url' }, 'referer'],
      [{ ...staff, 'sec-fetch-site': 'cross-site', origin: `http://${host}` }, 'sec-fetch-site'],
      [{ ...shopper, 'sec-fetch-site': 'same-site' }, 'sec-fetch-site'],
    ] as const) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(crossSiteWriteProblem(method, headers), JSON.stringify(headers)).toEqual({ message: CROSS_SITE_MESSAGE, errors: [{ path, message: CROSS_SITE_MESSAGE }] })
    }
  })
  it('lets the site’s own pages, clients without browser headers, reads and cookie-less writes through', () => {
    expect(crossSiteWriteProblem('POST', { ...staff, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' })).toBeNull()
    expect(crossSiteWriteProblem('POST', { ...shopper, referer: `http://${host}/cars/x/checkout` })).toBeNull()
    expect(crossSiteWriteProblem('POST', { ...staff })).toBeNull()
    expect(crossSiteWriteProblem('GET', { ...staff, origin: 'https://evil.example' })).toBeNull()
    expect(crossSiteWriteProblem('POST', { host, origin: 'https://evil.example' })).toBeNull()
    expect(crossSiteWriteProblem('POST', { host, cookie: 'payload-token-other=1; theme=x', origin: 'https://evil.example' })).toBeNull()
  })
  it('compares with the trusted forwarded host, ignoring case and default ports', () => {
    expect(crossSiteWriteProblem('POST', { ...staff, host: 'internal:3000', 'x-forwarded-host': 'www.dealer.com.au', origin: 'https://WWW.dealer.com.au' })).toBeNull()
    expect(crossSiteWriteProblem('POST', { ...staff, host: 'www.dealer.com.au:443', origin: 'https://www.dealer.com.au' })).toBeNull()
    expect(crossSiteWriteProblem('POST', { ...staff, host: 'internal:3000', 'x-forwarded-host': 'www.dealer.com.au', origin: 'http://internal:3000' })).not.toBeNull()
  })
})

describe('hasSessionCookie', () => {
  it('finds the staff and shopper cookies by name only', () => {
    expect(hasSessionCookie('payload-token=1')).toBe(true)
    expect(hasSessionCookie('a=1;  shopper_session=2')).toBe(true)
    expect(hasSessionCookie('a=payload-token; xpayload-token=1')).toBe(false)
    expect(hasSessionCookie(undefined)).toBe(false)
  })
})
