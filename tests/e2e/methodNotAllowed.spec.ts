/**
 * Against the built server: every API route of ours answers a method it does not serve with a 405,
 * a JSON message naming the methods it serves and an `Allow` header (site/http/methodNotAllowed.ts),
 * never Next's empty 405. The routes and their methods are read from app/_api/routes.
 */
import { apiRoutes } from '../unit/http/apiRouteMethods'
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
