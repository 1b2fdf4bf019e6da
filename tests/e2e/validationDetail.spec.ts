/**
 * Issue 16, finding 8, against the built server: REST validation errors keep each field's path and
 * reason (the production build answered only "The following field is invalid: Config"), so the
 * admin's forms and API clients can show which field is wrong and why.
 */
import { apiToken, expect, PORT, staffDocs, test } from './fixtures'

const API = `http://localhost:${PORT}/api`
type Detail = { errors: Array<{ name?: string; message: string; data?: { errors?: Array<{ path: string; message: string }> } }> }

test('a bad site config, page layout and user email each come back with the field and the reason', async ({ request }) => {
  const [site] = await staffDocs<{ id: number }>(request, 'sites?limit=1&depth=0&sort=id')
  const [page] = await staffDocs<{ id: number }>(request, 'pages?limit=1&depth=0&sort=id')
  const [user] = await staffDocs<{ id: number }>(request, 'users?limit=1&depth=0&sort=-id')
  const token = await apiToken(request, 'admin@demo.test')
  const headers = { authorization: `JWT ${token}` }
  const cases: Array<{ path: string; data: unknown; field: string; reason: RegExp }> = [
    { path: `/sites/${site!.id}`, data: { config: { inventory: { minPhotos: -1 } } }, field: 'config', reason: /inventory\.minPhotos/ },
    { path: `/pages/${page!.id}`, data: { layout: { root: { props: {} }, content: [{ type: 'Marquee', props: { id: 'm' } }] } }, field: 'layout', reason: /Marquee/ },
    { path: `/users/${user!.id}`, data: { email: 'not-an-email' }, field: 'email', reason: /.+/ },
  ]
  for (const c of cases) {
    const response = await request.patch(`${API}${c.path}`, { data: c.data, headers })
    expect(response.status(), c.path).toBe(400)
    const body = (await response.json()) as Detail
    const fields = body.errors[0]?.data?.errors ?? []
    expect(fields.map((f) => f.path), JSON.stringify(body)).toContain(c.field)
    expect(fields.find((f) => f.path === c.field)?.message, JSON.stringify(body)).toMatch(c.reason)
  }
})
