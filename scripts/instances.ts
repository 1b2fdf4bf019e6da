/**
 * `npm run test:instances`: two instances of the built app on one PostgreSQL and one Redis, the way
 * a deployment runs behind a load balancer. Checks, against the built servers:
 * - a page published through instance A is served by instance B within 5 s (shared data cache and
 *   tag expiry through Redis: cache-handler.mjs);
 * - a price changed through A is in B's search within 2 s;
 * - lead delivery jobs queued while both instances run their job runners run once: 10 leads posted
 *   to A and B in turn reach a local CRM webhook exactly once each;
 * - SIGTERM to B while it serves 16 concurrent clients ends every process of it within 10 s
 *   (issue 16, finding 11: the server's own shutdown, no SIGKILL).
 * Prints the figures, writes reports/instances.json and exits non-zero when a check fails.
 * REDIS_URL defaults to redis://127.0.0.1:6379.
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { freePort, openDatabase } from './lib/db'
import { enquiryBody, submitWithRetry } from './lib/leadClient'
import { api, timeUntil } from './lib/appApi'
import { withPreparedApp } from './lib/preparedApp'
import { onShutdown } from './lib/run'
import { startAppServer, type AppServer } from './lib/server'

const SITE = 'city-used-cars'
const STAFF = { email: 'admin@demo.test', password: 'demo1234' }
const PUBLISH_WITHIN_MS = 5000
const PRICE_WITHIN_MS = 2000

process.env.REDIS_URL ??= 'redis://127.0.0.1:6379'
// One run's cache entries never meet another's, even on a shared Redis.
process.env.REDIS_CACHE_PREFIX = `dealer-sites-test:${crypto.randomUUID()}:`

type Check = { name: string; ok: boolean; ms: number | null; limitMs: number; detail: string }

const siteHeaders = (server: AppServer) => ({ 'x-forwarded-host': `${SITE}.localhost:${server.port}` })

const pageHtml = (server: AppServer, path: string) => fetch(`${server.origin}${path}`, { headers: siteHeaders(server) }).then((r) => r.text())

async function publishCheck(a: AppServer, b: AppServer, token: string): Promise<Check> {
  const { docs } = await api<{ docs: Array<{ id: number; title: string; path: string; site: { slug: string } }> }>(a, 'GET', `pages?depth=1&limit=100&where[site.slug][equals]=${SITE}&where[_status][equals]=published`, token)
  const page = docs.find((p) => p.path && p.path !== '/' && p.title)
  if (!page) throw new Error(`no published page with a path on ${SITE}`)
  // B has the page in its cache before the change.
  const before = await pageHtml(b, page.path)
  if (!before.includes(page.title)) throw new Error(`B's ${page.path} does not show its title "${page.title}"`)
  const title = `${page.title} ${crypto.randomUUID().slice(0, 8)}`
  await api(a, 'PATCH', `pages/${page.id}?draft=false`, token, { title, _status: 'published' })
  const ms = await timeUntil(async () => (await pageHtml(b, page.path)).includes(title), PUBLISH_WITHIN_MS)
  return { name: 'publish through A is served by B', ok: ms !== null && ms <= PUBLISH_WITHIN_MS, ms, limitMs: PUBLISH_WITHIN_MS, detail: `${page.path}: title "${title}"` }
}

async function searchPrice(server: AppServer, stockNumber: string): Promise<number | undefined> {
  const response = await fetch(`${server.origin}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...siteHeaders(server) },
    body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { query: stockNumber, hitsPerPage: 5 } }] }),
  })
  const body = (await response.json()) as { results: Array<{ hits: Array<{ stocknum?: string; price?: number }> }> }
  return body.results[0]?.hits.find((h) => h.stocknum === stockNumber)?.price
}

async function priceCheck(a: AppServer, b: AppServer, token: string): Promise<Check> {
  const { docs } = await api<{ docs: Array<{ id: number; stockNumber: string; price: number }> }>(a, 'GET', `vehicles?depth=0&limit=1&where[status][equals]=in_stock&where[price][greater_than]=1000&sort=id`, token)
  const car = docs[0]
  if (!car) throw new Error('no car in stock')
  // B has the car's site indexed before the change.
  if ((await searchPrice(b, car.stockNumber)) === undefined) throw new Error(`B's search does not find ${car.stockNumber}`)
  const price = car.price + 1234
  await api(a, 'PATCH', `vehicles/${car.id}`, token, { price })
  const ms = await timeUntil(async () => (await searchPrice(b, car.stockNumber)) === price, PRICE_WITHIN_MS)
  return { name: 'price changed through A is in B\'s search', ok: ms !== null && ms <= PRICE_WITHIN_MS, ms, limitMs: PRICE_WITHIN_MS, detail: `${car.stockNumber}: ${car.price} → ${price}` }
}

/** A CRM webhook receiver counting deliveries by Idempotency-Key (the lead id). */
async function startReceiver(port: number) {
  const received = new Map<string, number>()
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'])
      received.set(key, (received.get(key) ?? 0) + 1)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}/crm`, received, close: () => new Promise((resolve) => server.close(resolve)) }
}

const JOB_LEADS = 10
const JOBS_WITHIN_MS = 20_000

async function jobsOnceCheck(a: AppServer, b: AppServer, token: string): Promise<Check> {
  const receiver = await startReceiver(RECEIVER_PORT)
  try {
    const { docs: sites } = await api<{ docs: Array<{ dealerships: Array<{ id: number }> }> }>(a, 'GET', `sites?depth=1&where[slug][equals]=${SITE}`, token)
    for (const dealership of sites[0]?.dealerships ?? []) await api(a, 'PATCH', `dealerships/${dealership.id}`, token, { leadDelivery: { webhookUrl: receiver.url, webhookSecret: 'instances', format: 'json' } })
    const search = await fetch(`${a.origin}/api/search/1/indexes/*/queries`, { method: 'POST', headers: { 'content-type': 'application/json', ...siteHeaders(a) }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: 1 } }] }) })
    const car = ((await search.json()) as { results: Array<{ hits: Array<{ slug: string }> }> }).results[0]?.hits[0]?.slug
    if (!car) throw new Error(`no car on ${SITE}`)
    const ids: string[] = []
    for (let n = 0; n < JOB_LEADS; n++) {
      const server = n % 2 ? b : a
      const answer = await submitWithRetry(server.origin, `${SITE}.localhost:${server.port}`, enquiryBody(car, 900 + n))
      if (answer.status !== 201 || answer.leadId === null) throw new Error(`lead ${n} answered ${answer.status}`)
      ids.push(String(answer.leadId))
    }
    const ms = await timeUntil(async () => ids.every((id) => receiver.received.has(id)), JOBS_WITHIN_MS)
    // both runners keep polling a little longer: a second run would show up now
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const twice = ids.filter((id) => (receiver.received.get(id) ?? 0) > 1).length
    const missing = ids.filter((id) => !receiver.received.has(id)).length
    return { name: 'lead jobs queued with both instances running run once', ok: ms !== null && twice === 0 && missing === 0, ms, limitMs: JOBS_WITHIN_MS, detail: `${JOB_LEADS} leads: ${missing} missing, ${twice} delivered more than once` }
  } finally {
    await receiver.close()
  }
}

const SHUTDOWN_WITHIN_MS = 10_000

/** The processes of a process group (the server and everything it started). */
function groupMembers(pgid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,pgid=']).toString().trim().split('\n')
  return rows.map((row) => row.trim().split(/\s+/).map(Number)).filter(([, group]) => group === pgid).map(([pid]) => pid as number)
}

async function shutdownCheck(server: AppServer): Promise<Check> {
  let loading = true
  let served = 0
  const client = async () => {
    for (let n = 0; loading; n++) {
      const path = n % 2 ? '/search/used-cars' : '/'
      // a response cut off by the stopping server is expected here
      await fetch(`${server.origin}${path}`, { headers: siteHeaders(server), signal: AbortSignal.timeout(15_000) })
        .then(async (r) => {
          await r.arrayBuffer()
          served++
        })
        .catch(() => undefined)
    }
  }
  const clients = Array.from({ length: 16 }, client)
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const before = groupMembers(server.pid).length
  process.kill(-server.pid, 'SIGTERM')
  const ms = await timeUntil(async () => groupMembers(server.pid).length === 0, SHUTDOWN_WITHIN_MS)
  loading = false
  await Promise.all(clients)
  const left = groupMembers(server.pid)
  return { name: 'SIGTERM under load ends every process of the server', ok: ms !== null && ms <= SHUTDOWN_WITHIN_MS && left.length === 0, ms, limitMs: SHUTDOWN_WITHIN_MS, detail: `${before} process(es), ${served} responses served under load, ${left.length} left` }
}

// The receiver listens on loopback, which the servers' outbound guard refuses unless allowed by
// host and port: its port is chosen before they start.
const RECEIVER_PORT = await freePort()
process.env.OUTBOUND_ALLOW_HOSTS = [process.env.OUTBOUND_ALLOW_HOSTS, `127.0.0.1:${RECEIVER_PORT}`].filter(Boolean).join(',')
const db = await openDatabase()
onShutdown(db.stop)
let checks: Check[] = []
try {
  checks = await withPreparedApp(db.url, 'instances', async (a, env) => {
    const b = await startAppServer(env.DATABASE_URL as string)
    try {
      const { token } = await api<{ token: string }>(a, 'POST', 'users/login', null, STAFF)
      return [await publishCheck(a, b, token), await priceCheck(a, b, token), await jobsOnceCheck(a, b, token), await shutdownCheck(b)]
    } finally {
      await b.stop()
    }
  }, ['--vehicles', '200'])
} catch (error) {
  console.error(error)
  checks.push({ name: 'run', ok: false, ms: null, limitMs: 0, detail: String(error) })
}
await db.stop()

fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/instances.json', JSON.stringify({ redis: process.env.REDIS_URL, checks }, null, 2))
for (const c of checks) console.log(`${c.ok ? '✓' : '✘'} ${c.name}: ${c.ms === null ? 'not within the limit' : `${c.ms} ms`} (limit ${c.limitMs} ms) — ${c.detail}`)
const failed = checks.filter((c) => !c.ok).length
console.log(`instances: ${checks.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
