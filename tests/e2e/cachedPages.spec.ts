/**
 * Issue 18: shopper pages are cached (ISR) and CDN-cacheable: `s-maxage` with
 * `stale-while-revalidate`, never `private`; pages that depend on the request (a search's query
 * string, a page gated behind sign-in, the sign-in page) stay private. A publish and a stock change
 * expire the cached pages by tag, so they show on the site within 5 s.
 */
import type { APIRequestContext } from '@playwright/test'
import { apiToken, expect, PORT, staffDocs, test } from './fixtures'

/** A page as a shopper's CDN would fetch it (Node cannot resolve *.localhost, so set the host). */
const get = (request: APIRequestContext, site: string, path: string) =>
  request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { 'x-forwarded-host': `${site}.localhost:${PORT}` }, maxRedirects: 0 })

const CACHEABLE: Array<[string, string]> = [
  ['city-used-cars', '/'],
  ['city-used-cars', '/search/used-cars'],
  ['harbourside-mazda', '/cars/showcase-new-mazda-cx-5-akera'],
  ['harbourside-mazda', '/locations/parramatta-service'],
  ['harbourside-mazda', '/blog/buying-a-used-car-checklist'],
  ['harbourside-mazda', '/blog'],
  ['harbourside-mazda', '/about-us'],
  ['harbourside-mazda', '/models/cx-5'],
  ['harbourside-mazda', '/cx-5/accessories'],
  ['southern-cross', '/kia/overview'],
]

test('home, search, vehicle, location, blog, CMS, model, accessories and brand pages are sent with s-maxage and a short stale-while-revalidate, no surrogate keys', async ({ request }) => {
  for (const [site, path] of CACHEABLE) {
    const response = await get(request, site, path)
    expect(response.status(), `${site} ${path}`).toBe(200)
    const cacheControl = response.headers()['cache-control'] ?? ''
    expect(cacheControl, `${site} ${path}`).toMatch(/s-maxage=\d+/)
    // Bounded staleness with no purger configured (issue 50): 5 minutes, not Next's year; a day while the app fails.
    expect(cacheControl, `${site} ${path}`).toMatch(/stale-while-revalidate=300(,|$)/)
    expect(cacheControl, `${site} ${path}`).toMatch(/stale-if-error=86400/)
    expect(cacheControl, `${site} ${path}`).not.toContain('private')
    // No cache in front to strip them: no surrogate keys reach the browser.
    expect(response.headers()['surrogate-key'], `${site} ${path}`).toBeUndefined()
    expect(response.headers()['cache-tag'], `${site} ${path}`).toBeUndefined()
  }
})

test('a search with a query string, the sign-in page and a gated page stay private', async ({ request }) => {
  const search = await get(request, 'city-used-cars', '/search/used-cars?sortBy=vehicles_price_asc')
  expect(search.status()).toBe(200)
  expect(search.headers()['cache-control']).toContain('private')
  expect(await search.text()).toContain('data-testid')
  const signIn = await get(request, 'city-used-cars', '/sign-in?type=my-garage&redirect=%2Fmy-garage')
  expect(signIn.headers()['cache-control']).toContain('private')
  // /online-payment is always gated (FIN §2.2): a signed-out visitor goes to sign-in, uncached.
  const gated = await get(request, 'city-used-cars', '/online-payment')
  expect(gated.headers()['cache-control'] ?? '').not.toMatch(/s-maxage/)
  if (gated.status() !== 404) expect(gated.headers()['location'] ?? '').toContain('/sign-in?type=online-payment')
})

test('a 404 of a known site and of an unknown host keep their messages under the cached routes', async ({ request }) => {
  const missing = await get(request, 'city-used-cars', `/no-such-page-${Date.now()}`)
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Page not found')
  const unknown = await get(request, `no-such-dealer-${Date.now()}`, '/')
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('Site not found')
})

test('unknown hosts share one uncached 404: no cache entry per made-up host or path (issue 48, finding 15)', async ({ request }) => {
  for (const [host, path] of [[`made-up-${Date.now()}`, '/'], [`other-${Date.now()}`, '/about-us?x=1'], [`third-${Date.now()}`, '/cars/anything']]) {
    const answer = await get(request, host!, path!)
    expect(answer.status(), `${host} ${path}`).toBe(404)
    expect(answer.headers()['cache-control'] ?? '', `${host} ${path}`).not.toMatch(/s-maxage|public/)
    expect(await answer.text()).toContain('Site not found')
  }
})

type PageDoc = { id: number; layout: unknown; site: number | { id: number } }

test('publishing a page shows on the cached page within 5 s', async ({ request }) => {
  const SITE = 'harbourside-mazda'
  const about = (await staffDocs<PageDoc>(request, `pages?depth=0&limit=1&where[path][equals]=/about-us&where[site.slug][equals]=${SITE}`))[0]
  expect(about, 'the demo About page').toBeDefined()
  const token = await apiToken(request, `editor@${SITE}.demo.test`)
  const headers = { authorization: `JWT ${token}` }
  const unique = `cache-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const created = await request.post(`http://localhost:${PORT}/api/pages`, {
    headers,
    data: { title: `Cached ${unique}`, path: `/${unique}`, site: typeof about!.site === 'object' ? about!.site.id : about!.site, layout: about!.layout, meta: { title: `First ${unique}` }, _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    const first = await get(request, SITE, `/${unique}`)
    expect(await first.text()).toContain(`First ${unique}`)
    expect((await get(request, SITE, `/${unique}`)).headers()['cache-control']).toMatch(/s-maxage/)
    const patched = await request.patch(`http://localhost:${PORT}/api/pages/${id}`, { headers, data: { meta: { title: `Second ${unique}` }, _status: 'published' } })
    expect(patched.status(), await patched.text()).toBe(200)
    await expect(async () => expect(await (await get(request, SITE, `/${unique}`)).text()).toContain(`Second ${unique}`)).toPass({ timeout: 5_000 })
  } finally {
    await request.delete(`http://localhost:${PORT}/api/pages/${id}`, { headers })
  }
})

type VehicleDoc = { id: number; price: number | null }

test('a price change shows on the cached vehicle page and search page within 5 s', async ({ request }) => {
  const SITE = 'city-used-cars'
  const SEARCH = '/search/used-cars'
  // The first car of the cached search page.
  const slug = /href="\/cars\/([^"/?]+)"/.exec(await (await get(request, SITE, SEARCH)).text())?.[1]
  expect(slug, 'a car on the search page').toBeTruthy()
  const car = (await staffDocs<VehicleDoc>(request, `vehicles?depth=0&limit=1&where[slug][equals]=${slug}`))[0]
  expect(car?.price).toBeGreaterThan(0)
  const vehiclePath = `/cars/${slug}`
  for (const path of [vehiclePath, SEARCH]) {
    await get(request, SITE, path)
    expect((await get(request, SITE, path)).headers()['cache-control']).toMatch(/s-maxage/)
  }
  const token = await apiToken(request, 'admin@demo.test')
  const setPrice = async (price: number) => {
    const response = await request.patch(`http://localhost:${PORT}/api/vehicles/${car!.id}`, { headers: { authorization: `JWT ${token}` }, data: { price } })
    expect(response.status(), await response.text()).toBe(200)
  }
  const newPrice = (car!.price as number) + 7
  const shown = `$${newPrice.toLocaleString('en-AU')}`
  const page = async (path: string) => (await get(request, SITE, path)).text()
  try {
    await setPrice(newPrice)
    await expect(async () => {
      expect(await page(vehiclePath)).toContain(shown)
      expect(await page(SEARCH)).toContain(shown)
    }).toPass({ timeout: 5_000 })
  } finally {
    await setPrice(car!.price as number)
  }
  await expect(async () => expect(await page(vehiclePath)).not.toContain(shown)).toPass({ timeout: 5_000 })
})
