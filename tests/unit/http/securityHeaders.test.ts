import { describe, expect, it } from 'vitest'
import { buildCustomRoute } from 'next/dist/lib/build-custom-route'
import { adminOnlyClientHints, contentSecurityPolicy, type HeaderRule, newNonce, secureCookies, securityHeaders } from '../../../site/http/securityHeaders'

const keys = (serverUrl?: string) => securityHeaders(serverUrl).map((rule) => rule.headers.map((h) => h.key))

describe('securityHeaders', () => {
  it('sends HSTS only when the platform is served over https', () => {
    for (const rule of keys('https://admin.platform.example')) expect(rule).toContain('Strict-Transport-Security')
    for (const url of [undefined, '', 'http://localhost:3000']) for (const rule of keys(url)) expect(rule).not.toContain('Strict-Transport-Security')
  })

  it('covers shopper pages and the admin, each with frame-ancestors and the basic headers', () => {
    const documents = securityHeaders(undefined).filter((rule) => rule.headers.length > 1)
    expect(documents).toHaveLength(3)
    for (const rule of documents) expect(rule.headers.map((h) => h.key)).toEqual(expect.arrayContaining(['X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Content-Security-Policy']))
  })

  /** The header keys Next sends on `path`, its rules compiled as Next compiles them (a later rule wins). */
  const headersOn = (rules: HeaderRule[], path: string): Record<string, string> =>
    Object.fromEntries(rules.filter((rule) => new RegExp(buildCustomRoute('header', rule).regex, 'i').test(path)).flatMap((rule) => rule.headers.map((h) => [h.key, h.value])))

  it('sends the document headers on every page and file, the admin policy under /admin', () => {
    const rules = securityHeaders(undefined)
    for (const path of ['/', '/search/used-cars', '/cars/a-car.js', '/api/vehicles', '/sitemap.xml', '/demo-images/suv.webp', '/_next/image', '/_next/static/media/logo.png', '/_next/static/chunks/a.js/more', '/administrator', '/admin-offers', '/admin', '/admin/login']) {
      const headers = headersOn(rules, path)
      expect(Object.keys(headers), path).toEqual(expect.arrayContaining(['X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Content-Security-Policy']))
      expect(headers['Content-Security-Policy'], path).toBe(contentSecurityPolicy(/^\/admin(\/|$)/.test(path) ? 'admin' : 'site'))
    }
  })

  it("sends only nosniff on the build's scripts and stylesheets, which are never documents", () => {
    for (const path of ['/_next/static/chunks/0gugq4v9zew3j.js', '/_next/static/chunks/turbopack-077hmtqrhcoji.js', '/_next/static/chunks/1ab.css', '/_next/static/CHUNKS/A.JS']) {
      expect(headersOn(securityHeaders(undefined), path), path).toEqual({ 'X-Content-Type-Options': 'nosniff' })
      expect(Object.keys(headersOn(securityHeaders('https://admin.platform.example'), path)), path).toEqual(['X-Content-Type-Options', 'Strict-Transport-Security'])
    }
  })

  it('lets no other origin run scripts on shopper pages', () => {
    const site = contentSecurityPolicy('site')
    expect(site).toContain("script-src 'self' 'unsafe-inline';")
    expect(site).not.toContain('unsafe-eval')
    expect(site).toContain("frame-ancestors 'self'")
    expect(site).toContain("object-src 'none'")
  })
})

describe('adminOnlyClientHints', () => {
  const payloadRule = { source: '/:path*', headers: [{ key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' }, { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' }, { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' }] }

  it("narrows Payload's colour-scheme client hints to the admin and keeps every other rule as it was", () => {
    const ours = securityHeaders(undefined)
    const rules = adminOnlyClientHints([...ours, payloadRule])
    expect(rules.slice(0, ours.length)).toEqual(ours)
    expect(rules.slice(ours.length)).toEqual([{ ...payloadRule, source: '/admin' }, { ...payloadRule, source: '/admin/:path*' }])
  })

  it('sends them on the admin only: no second request for a shopper page, no cache split by colour scheme', () => {
    const rules = adminOnlyClientHints([{ source: '/:path*', headers: [{ key: 'critical-ch', value: 'Sec-CH-Prefers-Color-Scheme' }] }])
    const on = (path: string) => rules.some((rule) => new RegExp(buildCustomRoute('header', rule).regex, 'i').test(path))
    expect([on('/admin'), on('/admin/login'), on('/admin/collections/vehicles/1')]).toEqual([true, true, true])
    expect([on('/'), on('/search/used-cars'), on('/_next/static/chunks/a.js'), on('/api/vehicles'), on('/administrator')]).toEqual([false, false, false, false, false])
  })

  it('keeps a rule without client hints, whatever its source', () => {
    const rule = { source: '/:path*', headers: [{ key: 'Vary', value: 'Accept-Encoding' }] }
    expect(adminOnlyClientHints([rule])).toEqual([rule])
  })
})

describe('contentSecurityPolicy with a nonce (pages rendered per request)', () => {
  it('lets only scripts carrying the nonce, and what they load, run', () => {
    for (const area of ['site', 'admin'] as const) {
      const policy = contentSecurityPolicy(area, 'abc123')
      const scripts = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? ''
      expect(scripts).toContain("'nonce-abc123' 'strict-dynamic'")
      expect(scripts).not.toContain('unsafe-inline')
      expect(scripts).not.toContain("'self'")
      expect(policy).toContain("frame-ancestors 'self'")
      expect(policy).toContain("object-src 'none'")
      expect(policy).toContain("base-uri 'self'")
    }
    expect(contentSecurityPolicy('site', 'abc123')).not.toContain('unsafe-eval')
  })

  it('makes a different, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => newNonce()))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})

describe('secureCookies', () => {
  it('marks the session cookie Secure over https only', () => {
    expect(secureCookies('https://admin.platform.example')).toBe(true)
    expect(secureCookies('http://localhost:3000')).toBe(false)
    expect(secureCookies(undefined)).toBe(false)
  })
})
