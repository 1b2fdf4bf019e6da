/**
 * Issue 16, finding 7, against the built server: shopper pages (cached ones included), the API and
 * the admin send a CSP with frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy and
 * Permissions-Policy; the admin cannot be framed by another site.
 */
import { expect, PORT, test } from './fixtures'

const ORIGIN = `http://localhost:${PORT}`

for (const path of ['/', '/search/new-used-and-demo-cars', '/sitemap.xml', '/api/vehicles?limit=1', '/admin/login', '/demo-images/suv-f8fafc-side.webp']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(`${ORIGIN}${path}`, { maxRedirects: 0 })
    expect(response.status()).toBeLessThan(500)
    const headers = response.headers()
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toMatch(/script-src 'self'/)
    // Served over http here: no HSTS (it is sent when SERVER_URL is https).
    expect(headers['strict-transport-security']).toBeUndefined()
  })
}

test('a cached shopper page keeps its headers on a repeat request', async ({ request }) => {
  await request.get(`${ORIGIN}/`)
  const again = await request.get(`${ORIGIN}/`)
  expect(again.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(again.headers()['x-frame-options']).toBe('SAMEORIGIN')
})
