import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newNonce, secureCookies, securityHeaders } from '../../../site/http/securityHeaders'

const keys = (serverUrl?: string) => securityHeaders(serverUrl).map((rule) => rule.headers.map((h) => h.key))

describe('securityHeaders', () => {
  it('sends HSTS only when the platform is served over https', () => {
    for (const rule of keys('https://admin.platform.example')) expect(rule).toContain('Strict-Transport-Security')
    for (const url of [undefined, '', 'http://localhost:3000']) for (const rule of keys(url)) expect(rule).not.toContain('Strict-Transport-Security')
  })

  it('covers shopper pages and the admin, each with frame-ancestors and the basic headers', () => {
    const rules = securityHeaders(undefined)
    expect(rules.map((r) => r.source)).toEqual(['/((?!admin).*)', '/admin/:path*', '/admin'])
    for (const rule of keys()) expect(rule).toEqual(expect.arrayContaining(['X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Content-Security-Policy']))
  })

  it('lets no other origin run scripts on shopper pages', () => {
    const site = contentSecurityPolicy('site')
    expect(site).toContain("script-src 'self' 'unsafe-inline';")
    expect(site).not.toContain('unsafe-eval')
    expect(site).toContain("frame-ancestors 'self'")
    expect(site).toContain("object-src 'none'")
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
