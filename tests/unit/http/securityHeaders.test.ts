import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, secureCookies, securityHeaders } from '../../../site/http/securityHeaders'

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

describe('secureCookies', () => {
  it('marks the session cookie Secure over https only', () => {
    expect(secureCookies('https://admin.platform.example')).toBe(true)
    expect(secureCookies('http://localhost:3000')).toBe(false)
    expect(secureCookies(undefined)).toBe(false)
  })
})
