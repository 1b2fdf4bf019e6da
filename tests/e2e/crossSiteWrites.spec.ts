/**
 * Issue 48, finding 10, against the built server: our own write routes take JSON only (a text,
 * form or typeless body is a 415 naming content-type: site/http/jsonWrite.ts), and a write that
 * carries a session cookie from another website's page is a 403 with a JSON message, whatever the
 * route: REST, GraphQL and ours (server.mjs, site/http/crossSiteWrite.mjs). The same write from the
 * site's own origin goes through.
 */
import { apiRoutes } from '../unit/http/apiRouteMethods'
import { apiToken, expect, PORT, staffDocs, test } from './fixtures'
import { BODY_TYPE_MESSAGE } from '../../site/rest/listParams'
import { CROSS_SITE_MESSAGE } from '../../site/http/crossSiteWrite.mjs'

const ORIGIN = `http://localhost:${PORT}`
/**
 * Routes that take another body on purpose: the SMS gateway's signed form, the inventory feed (CSV/XML, its key), the unsubscribe link's form; the search API reads (algoliasearch posts JSON as text/plain).
 * GraphQL refuses another body too, with a 415 in GraphQL's error shape (site/graphql/gate.ts).
 */
const OTHER_BODIES = /^\/api\/(shoppers\/sms-inbound|inventory\/import|shoppers\/unsubscribe|search\/|graphql$)/

test('every write route of ours refuses text, form and typeless bodies with a 415 naming content-type', async ({ request }) => {
  const routes = apiRoutes().filter((route) => !OTHER_BODIES.test(route.url))
  const writes = routes.flatMap((route) => route.served.filter((m) => m !== 'GET').map((method) => ({ method, url: route.url })))
  expect(writes.map((w) => `${w.method} ${w.url}`)).toEqual(expect.arrayContaining(['POST /api/leads', 'POST /api/reservations', 'POST /api/purchases', 'POST /api/shoppers/code', 'POST /api/shoppers/verify', 'POST /api/shoppers/saved', 'DELETE /api/shoppers/saved', 'POST /api/shoppers/alerts', 'POST /api/events']))
  for (const { method, url } of writes) {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const response = await request.fetch(`${ORIGIN}${url}`, { method, data: '{"firstName":"x"}', headers: { 'content-type': type, 'x-forwarded-host': `city-used-cars.localhost:${PORT}` } })
      expect(response.status(), `${method} ${url} as "${type}"`).toBe(415)
      expect(await response.json()).toEqual({ message: BODY_TYPE_MESSAGE, errors: [{ path: 'content-type', message: BODY_TYPE_MESSAGE }] })
    }
  }
})

test('a signed-in write from another site is a 403 with a JSON message (REST, GraphQL, ours); from the site itself it goes through', async ({ request, playwright }) => {
  const token = await apiToken(request, 'admin@demo.test')
  const [site] = await staffDocs<{ id: number; name: string }>(request, 'sites?depth=0&limit=1&sort=id')
  const cookie = `payload-token=${token}`
  const rename = { name: `${site!.name} (renamed from elsewhere)` }
  const elsewhere: Record<string, string>[] = [{ origin: 'https://dealer-lookalike.example' }, { 'sec-fetch-site': 'cross-site' }, { referer: 'https://dealer-lookalike.example/form' }, { origin: `http://harbourside-mazda.localhost:${PORT}` }]
  for (const headers of elsewhere) {
    const rest = await request.patch(`${ORIGIN}/api/sites/${site!.id}`, { data: rename, headers: { cookie, ...headers } })
    expect(rest.status(), JSON.stringify(headers)).toBe(403)
    expect(await rest.json()).toMatchObject({ message: CROSS_SITE_MESSAGE })
    const graphql = await request.post(`${ORIGIN}/api/graphql`, { data: { query: '{ meUser { user { email } } }' }, headers: { cookie, ...headers } })
    expect(graphql.status(), JSON.stringify(headers)).toBe(403)
    const ours = await request.post(`${ORIGIN}/api/shoppers/saved`, { data: { vehicle: 1 }, headers: { cookie: 'shopper_session=x', ...headers } })
    expect(ours.status(), JSON.stringify(headers)).toBe(403)
    expect(await ours.json()).toMatchObject({ message: CROSS_SITE_MESSAGE, errors: [{ message: CROSS_SITE_MESSAGE }] })
  }
  const [after] = await staffDocs<{ id: number; name: string }>(request, `sites?depth=0&limit=1&where[id][equals]=${site!.id}`)
  expect(after!.name).toBe(site!.name)

  // the same cookie from the site's own origin (the admin's requests)
  const same = { cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin' }
  const me = await request.post(`${ORIGIN}/api/graphql`, { data: { query: '{ meUser { user { email } } }' }, headers: same })
  expect(me.status()).toBe(200)
  expect(await me.json()).toMatchObject({ data: { meUser: { user: { email: 'admin@demo.test' } } } })
  const kept = await request.patch(`${ORIGIN}/api/sites/${site!.id}`, { data: { name: site!.name }, headers: same })
  expect(kept.status()).toBe(200)
  // and without the cookie, a bearer token is not the browser's to send: an API client's write passes
  // (a context of its own: this test's request context keeps the sign-in's payload-token cookie)
  const client = await playwright.request.newContext()
  try {
    expect((await client.post(`${ORIGIN}/api/graphql`, { data: { query: '{ meUser { user { email } } }' }, headers: { authorization: `JWT ${token}`, origin: 'https://dealer-lookalike.example' } })).status()).toBe(200)
  } finally {
    await client.dispose()
  }
})
