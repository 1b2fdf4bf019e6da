/**
 * The caller's address as the built server (server.mjs) trusts it (site/http/clientAddress.mjs).
 * Reached directly (TRUSTED_PROXY_HOPS unset, as `npm start` runs), a client that writes its own
 * x-forwarded-for, a new address each request, is still one caller to the rate limits: a second
 * server on the e2e database, started that way. The suite's own server has the test runner as the
 * one proxy in front (scripts/lib/server.ts), where the entry it appends is the caller.
 */
import http from 'node:http'
import { startAppServer, type AppServer } from '../../scripts/lib/server'
import { expect, PORT, test } from './fixtures'
import { uniqueIp } from './leadFill'

/** The nearest-locations look-up: 60 per address per 10 minutes and site (site/locations/nearestLocations.ts). */
const LIMIT = 60
/** Through the suite's server, the test runner is the trusted proxy that names the site in x-forwarded-host; reached directly, the Host names it. */
const lookUp = (request: import('@playwright/test').APIRequestContext, port: number | string, forwardedFor: string) =>
  request.get(`http://127.0.0.1:${port}/api/nearest-locations?postcode=2000`, {
    headers: port === PORT ? { 'x-forwarded-host': `harbourside-mazda.localhost:${port}`, 'x-forwarded-for': forwardedFor } : { host: `harbourside-mazda.localhost:${port}`, 'x-forwarded-for': forwardedFor },
  })

/** A GET with exactly these headers (Host included), through Node's own client. */
function rawGet(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
  })
}

test.describe('reached directly', () => {
  let direct: AppServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    direct = await startAppServer(process.env.DATABASE_URL as string, { TRUSTED_PROXY_HOPS: '' })
  })
  test.afterAll(async () => direct?.stop())

  test('a new x-forwarded-for on every request does not make a new caller: the look-up limit counts the socket', async ({ request }) => {
    // The socket is this machine's for every run of the test (a repeat or a retry finds its count
    // already started): the limit must refuse within LIMIT + 1 look-ups whatever the count was.
    let refused: Awaited<ReturnType<typeof lookUp>> | null = null
    for (let i = 0; i <= LIMIT && !refused; i++) {
      const answer = await lookUp(request, direct!.port, uniqueIp())
      if (answer.status() === 429) refused = answer
      else expect(answer.status(), `look-up ${i + 1}`).toBe(200)
    }
    expect(refused, `a 429 within ${LIMIT + 1} look-ups`).not.toBeNull()
    expect(await refused!.json()).toMatchObject({ message: 'Too many look-ups. Please try again later.' })
  })

  test('a client’s own x-forwarded-host does not choose the site: the Host does (issue 48, finding 5)', async () => {
    const port = direct!.port
    const own = await rawGet(port, '/', { host: `city-used-cars.localhost:${port}` })
    const claimed = await rawGet(port, '/', { host: `city-used-cars.localhost:${port}`, 'x-forwarded-host': `harbourside-mazda.localhost:${port}` })
    expect(own.status).toBe(200)
    expect(claimed.status).toBe(200)
    const siteName = (body: string) => /data-testid="site-name"[^>]*>([^<]*)</.exec(body)?.[1]
    expect(siteName(own.body)).toBe('City Used Cars')
    expect(siteName(claimed.body)).toBe('City Used Cars')
  })
})

test('behind the one trusted proxy, the entry it appended is the caller, not the client’s claims to its left', async ({ request }) => {
  const caller = uniqueIp()
  for (let i = 0; i < LIMIT; i++) expect((await lookUp(request, PORT, `${uniqueIp()}, ${caller}`)).status(), `look-up ${i + 1}`).toBe(200)
  expect((await lookUp(request, PORT, `${uniqueIp()}, ${caller}`)).status()).toBe(429)
  expect((await lookUp(request, PORT, `${caller}, ${uniqueIp()}`)).status()).toBe(200)
})
