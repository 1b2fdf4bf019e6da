/**
 * Issue 16, finding 2, against the built server: a 200-alias GraphQL query (which took 33 s and
 * held a concurrent home page for 30 s) is refused at once, signed in or not, and a home page
 * requested at the same moment answers about as fast as it does on its own.
 */
import { request as requests } from '@playwright/test'
import { apiToken, expect, PASSWORD, PORT, test } from './fixtures'

const GRAPHQL = `http://localhost:${PORT}/api/graphql`
const bigQuery = `{ ${Array.from({ length: 200 }, (_, i) => `v${i}: Vehicles(limit: 100) { docs { id name } }`).join(' ')} }`

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

test('a 200-alias GraphQL query is refused fast while a concurrent home page stays fast', async ({ request }) => {
  // Plain localhost serves the default site (Node cannot resolve {slug}.localhost as Chromium does).
  const home = `http://localhost:${PORT}/`
  await expect(async () => expect((await request.get(home)).status()).toBe(200)).toPass({ timeout: 30_000 }) // warm the page
  const alone = await timed(() => request.get(home))
  const token = await apiToken(request, 'editor@city-used-cars.demo.test')

  // Signing in left the session cookie in `request`: anonymous calls get a context of their own.
  const anonymousContext = await requests.newContext()
  const ask = (context: typeof request, headers: Record<string, string>) => timed(() => context.post(GRAPHQL, { data: { query: bigQuery }, headers }))
  const [anonymous, signedIn, page] = await Promise.all([
    Promise.all(Array.from({ length: 5 }, () => ask(anonymousContext, {}))),
    Promise.all(Array.from({ length: 5 }, () => ask(request, { authorization: `JWT ${token}` }))),
    timed(() => request.get(home)),
  ])

  for (const { result, ms } of anonymous) {
    expect(result.status()).toBe(401)
    expect(((await result.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/sign in/i)
    expect(ms).toBeLessThan(2_000)
  }
  for (const { result, ms } of signedIn) {
    expect(result.status()).toBe(400)
    expect(((await result.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/top-level fields/)
    expect(ms).toBeLessThan(2_000)
  }
  expect(page.result.status()).toBe(200)
  // Relative to the same page on its own (the probe saw 30 s against a fraction of a second).
  expect(page.ms).toBeLessThan(Math.max(5 * alone.ms, 2_000))
  await anonymousContext.dispose()
})

test('an anonymous caller can still sign in through GraphQL', async ({ request }) => {
  const response = await request.post(GRAPHQL, { data: { query: `mutation { loginUser(email: "editor@city-used-cars.demo.test", password: "${PASSWORD}") { token } }` } })
  expect(response.status()).toBe(200)
  expect(((await response.json()) as { data: { loginUser: { token: string } } }).data.loginUser.token).toBeTruthy()
})
