/**
 * `npm run test:cache`: the production topology through a real cache (issue 50). Two instances of
 * the built app on one PostgreSQL and one Redis, Varnish in front (deploy/varnish/app.vcl, vmod
 * xkey), the app purging it through its jobs outbox (CACHE_PURGER=varnish). Checks through Varnish:
 * - a page published through instance A shows within 5 s;
 * - a price changed through A shows on the car's page and on a search page listing it within 5 s;
 * - a car sold (outside the sold window) answers 410 within 5 s;
 * - a replayed browse of 500 page views is served above 90 % from the cache;
 * - no Surrogate-Key, Cache-Tag or xkey header reaches the client, on any answer of the run;
 * - with both instances stopped, pages marked stale (xkey soft purge) are still served (stale-if-error).
 * Prints the figures, writes reports/cache-front.json and exits non-zero when a check fails.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { formatCurrency } from '../site/rules/pricing'
import { freePort, openDatabase } from './lib/db'
import { api, timeUntil } from './lib/appApi'
import { withPreparedApp } from './lib/preparedApp'
import { onShutdown } from './lib/run'
import { startAppServer, type AppServer } from './lib/server'
import { startVarnish, type VarnishServer } from './lib/varnish'

const SITE = 'city-used-cars'
const STAFF = { email: 'admin@demo.test', password: 'demo1234' }
const WITHIN_MS = 5000
const BROWSE_VIEWS = 500
const HIT_RATIO = 0.9
const KEY_HEADERS = ['surrogate-key', 'cache-tag', 'xkey']

type Check = { name: string; ok: boolean; ms: number | null; limitMs: number | null; detail: string }
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

const VARNISH_PORT = await freePort()
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379'
process.env.REDIS_CACHE_PREFIX = `dealer-sites-cache-test:${crypto.randomUUID()}:`
process.env.CACHE_PURGER = 'varnish'
process.env.VARNISH_PURGE_URLS = `http://127.0.0.1:${VARNISH_PORT}/`
// Varnish is the one proxy in front: it appends the client to X-Forwarded-For and sets X-Forwarded-Host.
process.env.TRUSTED_PROXY_HOPS = '1'

/** Every answer's headers that reached the client, checked for surrogate keys at the end. */
const leaked: string[] = []
let answers = 0

/** A browser's navigation through Varnish to the site's host. */
function get(varnish: VarnishServer, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: varnish.port, path, headers: { host: `${SITE}.localhost:${varnish.port}`, accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'identity', ...headers } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => {
        answers++
        for (const name of KEY_HEADERS) if (res.headers[name] !== undefined) leaked.push(`${path}: ${name}: ${String(res.headers[name])}`)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body })
      })
    })
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error(`${path} took over 30 s`)))
    req.end()
  })
}

/** Fetched twice: the second answer is the cache's (a HIT), so a change must be purged to show. */
async function cached(varnish: VarnishServer, path: string): Promise<Answer> {
  await get(varnish, path)
  const second = await get(varnish, path)
  if (second.status !== 200 || second.headers['x-cache'] !== 'HIT') throw new Error(`${path} through Varnish: ${second.status} ${String(second.headers['x-cache'])}, not a cached 200`)
  return second
}

const limited = (name: string, ms: number | null, detail: string): Check => ({ name, ok: ms !== null && ms <= WITHIN_MS, ms, limitMs: WITHIN_MS, detail })

async function publishCheck(varnish: VarnishServer, a: AppServer, token: string): Promise<Check> {
  const { docs } = await api<{ docs: Array<{ id: number; title: string; path: string }> }>(a, 'GET', `pages?depth=0&limit=100&where[site.slug][equals]=${SITE}&where[_status][equals]=published`, token)
  const page = docs.find((p) => p.path && p.path !== '/' && p.title)
  if (!page) throw new Error(`no published page with a path on ${SITE}`)
  if (!(await cached(varnish, page.path)).body.includes(page.title)) throw new Error(`${page.path} does not show "${page.title}"`)
  const title = `${page.title} ${crypto.randomUUID().slice(0, 8)}`
  await api(a, 'PATCH', `pages/${page.id}?draft=false`, token, { title, _status: 'published' })
  const ms = await timeUntil(async () => (await get(varnish, page.path)).body.includes(title), WITHIN_MS)
  return limited('publish through A shows through the cache', ms, `${page.path}: "${title}"`)
}

const carLinks = (html: string): string[] => [...new Set([...html.matchAll(/href="(\/cars\/[a-z0-9-]+)"/g)].map((m) => m[1] as string))]

async function priceCheck(varnish: VarnishServer, a: AppServer, token: string, searchPath: string): Promise<Check> {
  const search = await cached(varnish, searchPath)
  const path = carLinks(search.body)[0]
  if (!path) throw new Error(`${searchPath} lists no car`)
  const { docs } = await api<{ docs: Array<{ id: number; price: number }> }>(a, 'GET', `vehicles?depth=0&limit=1&where[slug][equals]=${path.slice('/cars/'.length)}`, token)
  const car = docs[0]
  if (!car) throw new Error(`no car ${path}`)
  await cached(varnish, path)
  const price = car.price + 1234
  const shown = formatCurrency(price)
  await api(a, 'PATCH', `vehicles/${car.id}`, token, { price })
  let pageMs: number | null = null
  const started = Date.now()
  const ms = await timeUntil(async () => {
    if (pageMs === null && (await get(varnish, path)).body.includes(shown)) pageMs = Date.now() - started
    return pageMs !== null && (await get(varnish, searchPath)).body.includes(shown)
  }, WITHIN_MS)
  return limited('price changed through A shows on the car page and a search page through the cache', ms, `${path} ${formatCurrency(car.price)} → ${shown}: car page after ${pageMs ?? '—'} ms, ${searchPath} after ${ms ?? '—'} ms`)
}

async function soldCheck(varnish: VarnishServer, a: AppServer, token: string, searchPath: string): Promise<Check> {
  const path = carLinks((await get(varnish, searchPath)).body)[1]
  if (!path) throw new Error(`${searchPath} lists no second car`)
  const { docs } = await api<{ docs: Array<{ id: number }> }>(a, 'GET', `vehicles?depth=0&limit=1&where[slug][equals]=${path.slice('/cars/'.length)}`, token)
  await cached(varnish, path)
  // Sold a month ago: outside every site's sold window, so the page is gone.
  await api(a, 'PATCH', `vehicles/${docs[0]?.id}`, token, { status: 'sold', soldAt: new Date(Date.now() - 30 * 86_400_000).toISOString() })
  const ms = await timeUntil(async () => (await get(varnish, path)).status === 410, WITHIN_MS)
  return limited('a car sold through A answers 410 through the cache', ms, path)
}

/** A deterministic pseudo-random source (mulberry32), so every run replays the same browse. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Shoppers' visits: each lands on the home page or the search page, looks at a few cars of the
 * first page of results (the first ones more often) and sometimes a page of the menu. 500 views.
 */
async function browseCheck(varnish: VarnishServer, searchPath: string): Promise<Check> {
  const home = await get(varnish, '/')
  const cars = carLinks((await get(varnish, searchPath)).body)
  const menu = [...new Set([...home.body.matchAll(/href="(\/[a-z0-9-]+(?:\/[a-z0-9-]+)?)"/g)].map((m) => m[1] as string))].filter((p) => !/^\/(cars|search|admin|api|sign-in|my-garage)(\/|$)/.test(p)).slice(0, 8)
  const random = seeded(50)
  const views: string[] = []
  while (views.length < BROWSE_VIEWS) {
    views.push(random() < 0.6 ? '/' : searchPath)
    const looks = 1 + Math.floor(random() * 4)
    for (let n = 0; n < looks; n++) views.push(cars[Math.floor(cars.length * random() ** 2)] ?? '/')
    if (menu.length && random() < 0.4) views.push(menu[Math.floor(random() * menu.length)] as string)
  }
  views.length = BROWSE_VIEWS
  let hits = 0
  const statuses = new Map<number, number>()
  const started = Date.now()
  for (const path of views) {
    const answer = await get(varnish, path)
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    if (answer.headers['x-cache'] === 'HIT') hits++
  }
  const ratio = hits / BROWSE_VIEWS
  const seconds = (Date.now() - started) / 1000
  return { name: `a replayed browse of ${BROWSE_VIEWS} page views is served from the cache above ${HIT_RATIO * 100} %`, ok: ratio > HIT_RATIO, ms: null, limitMs: null, detail: `hit ratio ${(ratio * 100).toFixed(1)} % (${hits} hits, ${new Set(views).size} distinct pages, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${Math.round(BROWSE_VIEWS / seconds)} views/s)` }
}

/** The app stopped: pages whose copies are stale (soft-purged) are still served from grace. */
async function staleIfErrorCheck(varnish: VarnishServer, servers: AppServer[], searchPath: string): Promise<Check> {
  const paths = ['/', searchPath]
  for (const path of paths) await cached(varnish, path)
  const soft = await fetch(varnish.purgeUrl, { method: 'PURGE', headers: { 'xkey-softpurge': 'sites' } })
  if (!soft.ok) throw new Error(`soft purge: ${soft.status}`)
  for (const server of servers) await server.stop()
  const served = []
  for (const path of paths) served.push(await get(varnish, path))
  const ok = served.every((answer) => answer.status === 200 && answer.body.includes('</html>'))
  return { name: 'the app stopped, the cache keeps serving (stale-if-error)', ok, ms: null, limitMs: null, detail: served.map((answer, n) => `${paths[n]}: ${answer.status} ${String(answer.headers['x-cache'])} age ${String(answer.headers.age)}`).join('; ') }
}

const db = await openDatabase()
onShutdown(db.stop)
let checks: Check[] = []
const started = Date.now()
try {
  checks = await withPreparedApp(db.url, 'cachefront', async (a, env) => {
    const b = await startAppServer(env.DATABASE_URL as string)
    const varnish = await startVarnish(VARNISH_PORT, [a.port, b.port])
    try {
      const { token } = await api<{ token: string }>(a, 'POST', 'users/login', null, STAFF)
      const searchPath = '/search/used-cars'
      const list: Check[] = [await publishCheck(varnish, a, token), await priceCheck(varnish, a, token, searchPath), await soldCheck(varnish, a, token, searchPath), await browseCheck(varnish, searchPath)]
      list.push({ name: 'no Surrogate-Key, Cache-Tag or xkey header reaches the client', ok: leaked.length === 0, ms: null, limitMs: null, detail: `${answers} answers through the cache; ${leaked.slice(0, 3).join('; ') || 'none carried one'}` })
      list.push(await staleIfErrorCheck(varnish, [a, b], searchPath))
      return list
    } finally {
      await varnish.stop()
      await b.stop()
    }
  }, ['--vehicles', '200'])
} catch (error) {
  console.error(error)
  checks.push({ name: 'run', ok: false, ms: null, limitMs: null, detail: String(error) })
}
await db.stop()

const seconds = Math.round((Date.now() - started) / 1000)
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/cache-front.json', JSON.stringify({ seconds, checks }, null, 2))
for (const c of checks) console.log(`${c.ok ? '✓' : '✘'} ${c.name}${c.ms === null ? '' : `: ${c.ms} ms`}${c.limitMs === null ? '' : ` (limit ${c.limitMs} ms)`} — ${c.detail}`)
const failed = checks.filter((c) => !c.ok).length
console.log(`cache front: ${checks.length - failed} passed, ${failed} failed (${seconds} s)`)
process.exit(failed ? 1 : 0)
