import { expect, test as base, type APIRequestContext, type BrowserContext } from '@playwright/test'

export const PORT = process.env.E2E_PORT ?? '3000'
export const PASSWORD = 'demo1234'

/** A demo site's URL by host, the way shoppers reach it. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${PORT}${path}`
export const adminUrl = (path = '') => `http://localhost:${PORT}/admin${path}`

/** The test runner cannot resolve `{site}.localhost`: the same request to localhost, the site named by its forwarded host. */
export function viaLocalhost(url: string, headers: Record<string, string> = {}): { url: string; headers: Record<string, string> } {
  const parsed = new URL(url)
  return { url: `http://localhost:${parsed.port}${parsed.pathname}${parsed.search}`, headers: { ...headers, 'x-forwarded-host': parsed.host } }
}

/** The status a link of a demo site answers, redirects not followed (a link should lead straight to its page). */
export async function linkStatus(request: APIRequestContext, href: string): Promise<number> {
  const { url, headers } = viaLocalhost(href)
  return (await request.get(url, { headers, failOnStatusCode: false, maxRedirects: 0 })).status()
}

export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`http://localhost:${PORT}/api/users/login`, { data: { email, password: PASSWORD } })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`login failed for ${email}`)
  return body.token
}

/**
 * A REST list read as platform staff, signed in afresh on every call. Two sign-ins of one user at
 * the same moment (the specs run in parallel) can each save the user's session list, and the
 * later save drops the earlier session, so a token fetched once can turn anonymous. Callers retry.
 */
export async function staffDocs<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const token = await apiToken(request, 'admin@demo.test')
  const response = await request.get(`http://localhost:${PORT}/api/${path}`, { headers: { authorization: `JWT ${token}` } })
  const body = (await response.json()) as { docs?: T[] }
  if (!response.ok() || !body.docs) throw new Error(`GET /api/${path}: ${response.status()} ${JSON.stringify(body).slice(0, 200)}`)
  return body.docs
}

/**
 * Every page of `context` is opened by a shopper whose pointer is over it (as Chromium reports the
 * resting mouse to a page that opens under it): a shopper page's scripts, which come at the first
 * interaction (site/http/pageLoader.mjs), start as the document is parsed. The `context` fixture
 * does this unless `test.use({ pointerOnOpen: false })`; a context a test makes itself calls it.
 */
export const pointerOnOpen = (context: BrowserContext) =>
  context.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.dispatchEvent(new Event('pointerover')), { once: true }))

export const test = base.extend<{ pointerOnOpen: boolean }>({
  pointerOnOpen: [true, { option: true }],
  context: async ({ context, pointerOnOpen: on }, provide) => {
    if (on) await pointerOnOpen(context)
    await provide(context)
  },
})
export { expect } from '@playwright/test'

/** The code in the newest dev-inbox (local SMS outbox) message to `phone` (newer than message `after` when given), read as platform staff. */
export async function codeFromInbox(request: APIRequestContext, phone: string, after = 0): Promise<{ code: string; id: number }> {
  let found = { code: '', id: 0 }
  await expect(async () => {
    const docs = await staffDocs<{ id: number; body: string }>(request, `sms-messages?where[to][equals]=${phone}&sort=-createdAt&limit=1`)
    found = { code: /^(\d{6}) /.exec(docs[0]?.body ?? '')?.[1] ?? '', id: docs[0]?.id ?? 0 }
    expect(found.id).toBeGreaterThan(after)
    expect(found.code).toMatch(/^\d{6}$/)
  }).toPass({ timeout: 30_000 })
  return found
}

/**
 * Frees a demo car of any active reservation or order, as its dealer would (a held one released,
 * a pending one cancelled), so a spec that reserves or buys that car can run again (`--repeat-each`
 * in the stress run) instead of finding it Reserved by its own earlier run. Waits until the car's
 * cached page offers `button` again.
 */
export async function freeCar(request: APIRequestContext, editorEmail: string, site: string, slug: string, button: 'reserve' | 'onlinePurchase'): Promise<void> {
  const headers = { authorization: `JWT ${await apiToken(request, editorEmail)}` }
  const cars = (await (await request.get(`http://localhost:${PORT}/api/vehicles?where[slug][equals]=${encodeURIComponent(slug)}&depth=0&limit=1`, { headers })).json()) as { docs: { id: number }[] }
  const carId = cars.docs[0]?.id
  if (carId === undefined) throw new Error(`no car ${slug}`)
  const active = await request.get(`http://localhost:${PORT}/api/reservations?where[vehicle][equals]=${carId}&where[status][in]=pending,held&depth=0&limit=100`, { headers })
  for (const reservation of ((await active.json()) as { docs: { id: number; status: string }[] }).docs) {
    const freed = await request.patch(`http://localhost:${PORT}/api/reservations/${reservation.id}`, { headers, data: { status: reservation.status === 'pending' ? 'cancelled' : 'released' } })
    if (!freed.ok()) throw new Error(`reservation ${reservation.id} not freed: ${freed.status()} ${await freed.text()}`)
  }
  await expect(async () => {
    const page = await request.get(`http://localhost:${PORT}/cars/${encodeURIComponent(slug)}`, { headers: { 'x-forwarded-host': `${site}.localhost:${PORT}` } })
    expect(await page.text()).toContain(`data-button="${button}"`)
  }).toPass({ timeout: 30_000 })
}
