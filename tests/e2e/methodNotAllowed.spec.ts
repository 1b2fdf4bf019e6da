/**
 * Against the built server: every API route of ours answers a method it does not serve with a 405,
 * a JSON message naming the methods it serves and an `Allow` header (site/http/methodNotAllowed.ts),
 * never Next's empty 405. The routes and their methods are read from app/_api/routes.
 */
import { apiRoutes } from '../unit/http/apiRouteMethods'
import { allowHeader } from '../../site/http/methodNotAllowed'
import { expect, test } from './fixtures'

for (const route of apiRoutes()) {
  test(`${route.url} refuses ${route.refused.join(', ')} with a JSON 405 and Allow: ${route.served.join(', ')}`, async ({ request }) => {
    for (const method of route.refused) {
      const response = await request.fetch(route.url, { method, data: method === 'GET' ? undefined : '{}', headers: { 'content-type': 'application/json' } })
      expect(response.status(), `${method} ${route.url}`).toBe(405)
      const allow = (response.headers()['allow'] ?? '').split(', ')
      expect(allow, `${method} ${route.url}`).toEqual(expect.arrayContaining([...route.served, 'OPTIONS']))
      expect(allow).not.toContain(method)
      expect(await response.json()).toMatchObject({ message: `${method} is not allowed here; use ${route.served.join(' or ')}.`, errors: [{ path: 'method' }] })
    }
  })
}

test('OPTIONS on a route of ours names the methods it serves (HEAD beside GET), and a HEAD is answered as its GET', async ({ request }) => {
  const routes = apiRoutes().filter((route) => !route.ownOptions)
  expect(routes.length).toBeGreaterThan(20)
  for (const route of routes) {
    const response = await request.fetch(route.url, { method: 'OPTIONS' })
    expect(response.status(), route.url).toBe(204)
    expect(response.headers()['allow'], route.url).toBe(allowHeader(route.served))
  }
  // the routes with an OPTIONS of their own (Payload's CORS answer, given the route's address)
  for (const route of apiRoutes().filter((r) => r.ownOptions)) {
    expect((await request.fetch(route.url, { method: 'OPTIONS' })).status(), route.url).toBeLessThan(300)
  }
  // a slug-less vehicle-state read is a 400 naming the slug, by HEAD as by GET (no body)
  const head = await request.fetch('/api/vehicle-state', { method: 'HEAD', headers: { 'x-forwarded-host': 'city-used-cars.localhost' } })
  expect(head.status()).toBe(400)
  // an address under a route of ours that is not one is Payload's REST: a document of the collection
  expect((await request.get('/api/leads/999999')).status()).toBe(403)
})
