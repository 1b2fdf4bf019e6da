/**
 * Issue 16, finding 7, against the built server: shopper pages (cached ones included), the API and
 * the admin send a CSP with frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy and
 * Permissions-Policy; the admin cannot be framed by another site. Pages rendered per request (the
 * admin, a search with filters) carry a fresh nonce on every script and run nothing else.
 */
import type { Page } from '@playwright/test'
import { adminLogin } from './adminLogin'
import { adminUrl, expect, PORT, siteUrl, test, viaLocalhost } from './fixtures'

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
    expect(csp).toMatch(/script-src ('self' 'unsafe-inline'|'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic')/)
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

/**
 * Loads `url` with an inline `<script>` without a nonce added to its HTML, the way injected markup
 * would arrive (the response's own headers kept), and reports whether that script ran.
 */
async function injectedScriptRuns(page: Page, url: string): Promise<boolean> {
  await page.route(url, async (route) => {
    const response = await route.fetch(viaLocalhost(url, route.request().headers()))
    const body = (await response.text()).replace(/<body([^>]*)>/, '<body$1><script>window.__injected = true</script>')
    await route.fulfill({ response, body })
  })
  await page.goto(url)
  await page.unroute(url)
  return page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true)
}

/** The browser's reports of what the page's policy blocked, as they come. */
function cspViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

const nonceOf = (policy: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy ?? '')?.[1]

for (const [name, url] of [
  ['a search with filters', siteUrl('city-used-cars', '/search/used-cars?make=Mazda')],
  ['the admin sign-in', adminUrl('/login')],
] as const) {
  test(`${name} runs its own scripts under a fresh nonce and no injected one`, async ({ page, request }) => {
    const violations = cspViolations(page)
    const response = await page.goto(url)
    const nonce = nonceOf(response?.headers()['content-security-policy'])
    expect(nonce, 'a nonce policy').toBeTruthy()
    // every script in the HTML carries this response's nonce, and the next response has another
    const html = await response?.text()
    const scripts = html?.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(3)
    for (const tag of scripts.filter((tag) => !tag.includes('application/ld+json'))) expect(tag).toContain(`nonce="${nonce}"`)
    const again = viaLocalhost(url)
    expect(nonceOf((await request.get(again.url, { headers: again.headers })).headers()['content-security-policy'])).not.toBe(nonce)
    // Next's own scripts ran (the app hydrated, its chunks loaded) and the browser blocked nothing of ours
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version))
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
    expect(await injectedScriptRuns(page, url)).toBe(false)
    expect(violations.join('\n')).toContain('Content Security Policy')
  })
}

test('a cached page, which cannot carry a nonce, keeps the origin-and-inline policy', async ({ page }) => {
  const url = siteUrl('city-used-cars', '/search/used-cars')
  const response = await page.goto(url)
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline';")
  expect(await injectedScriptRuns(page, url)).toBe(true)
})

test('the admin works under its nonce policy: sign-in and the dashboard', async ({ page }) => {
  const violations = cspViolations(page)
  await adminLogin(page, 'editor@city-used-cars.demo.test')
  await expect(page.getByRole('navigation').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('a page with a lead form raises no Content-Security-Policy issue (zod probes no eval in the browser)', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page)
  const issues: string[] = []
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails))
  })
  await cdp.send('Audits.enable')
  await page.goto(siteUrl('harbourside-mazda', '/locations/parramatta-service'))
  await expect(page.locator('form').filter({ has: page.getByRole('button', { name: /send|submit|enquire/i }) }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // the form's island is loaded and its schemas built
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/_next/static/chunks/')))
  expect(issues).toEqual([])
})

test("a first visit to a shopper page is one request: the admin's colour-scheme hint stays in the admin", async ({ browser }) => {
  // A new context is a first visit: no client hint remembered for the origin.
  const context = await browser.newContext()
  const page = await context.newPage()
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const url = siteUrl('city-used-cars', '/')
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  const headers = response?.headers() ?? {}
  expect(headers['critical-ch']).toBeUndefined()
  expect(headers['accept-ch']).toBeUndefined()
  expect(headers.vary ?? '').not.toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  // Critical-CH on a shopper page made Chromium send the same navigation twice
  expect(documents).toEqual([url])
  await context.close()

  const admin = await (await fetch(`${ORIGIN}/admin/login`)).headers
  expect(admin.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  expect(admin.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
})
