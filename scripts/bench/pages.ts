/**
 * `npm run bench:pages`: requests per second and latency of cached shopper pages on loopback with
 * autocannon, against the built app on its own freshly seeded database: the vehicle pages, then
 * the other cached pages (home, a CMS page, search, location, blog). Pages are warmed first, so
 * the runs measure cached pages; each page's Cache-Control is recorded (a CDN in front would
 * serve them itself for `s-maxage`). Prints and writes reports/bench-pages.json.
 * BENCH_BROWSER=1 sends a browser's Accept and Accept-Encoding: the pages are then rewritten and
 * compressed as a browser gets them (server.mjs: scripts after paint, brotli), which costs CPU.
 */
import fs from 'node:fs'
import autocannon from 'autocannon'
import { SHOWCASE, SHOWCASE_SITE } from '../seed/showcase'
import { openDatabase } from '../lib/db'
import { withPreparedApp } from '../lib/preparedApp'
import { onShutdown } from '../lib/run'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const AS_BROWSER = process.env.BENCH_BROWSER === '1'
const BROWSER: Record<string, string> = AS_BROWSER ? { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd' } : {}
const PAGES = [SHOWCASE.newCar, SHOWCASE.spinCar, SHOWCASE.sold, SHOWCASE.threePhotos].map((slug) => `/cars/${slug}`)
const OTHER_PAGES = ['/', '/about-us', '/search/new-used-and-demo-cars', '/locations/parramatta-service', '/blog/buying-a-used-car-checklist']

type Figures = { rps: number; p50: number; p95: number; p99: number; requests: number; non200: number; errors: number; kbPerPage: number; cacheControl: Record<string, string> }

const percentile = (sorted: number[], p: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0)

async function warm(port: number, headers: Record<string, string>, pages: string[]): Promise<Record<string, string>> {
  const cacheControl: Record<string, string> = {}
  for (const path of pages) {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers })
      if (response.status !== 200) throw new Error(`${path} answered ${response.status} while warming`)
      cacheControl[path] = response.headers.get('cache-control') ?? ''
      await response.arrayBuffer()
    }
  }
  return cacheControl
}

async function measure(port: number, pages: string[]): Promise<Figures> {
  const headers = { 'x-forwarded-host': `${SHOWCASE_SITE}.localhost:${port}`, ...BROWSER }
  const cacheControl = await warm(port, headers, pages)
  const latencies: number[] = []
  let non200 = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION, requests: pages.map((path) => ({ method: 'GET' as const, path, headers })) },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) non200++
      latencies.push(responseTime)
    })
  })
  latencies.sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 100) / 100
  return {
    rps: round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requests: latencies.length,
    non200,
    errors: result.errors,
    kbPerPage: round(result.throughput.total / Math.max(latencies.length, 1) / 1024),
    cacheControl,
  }
}

const db = await openDatabase()
onShutdown(db.stop)
const [figures, other] = await withPreparedApp(db.url, 'benchpages', async (server) => [await measure(server.port, PAGES), await measure(server.port, OTHER_PAGES)] as const).finally(() => db.stop())
const report = { at: new Date().toISOString(), asBrowser: AS_BROWSER, durationSeconds: DURATION, connections: CONNECTIONS, site: SHOWCASE_SITE, pages: PAGES, ...figures, otherPages: { pages: OTHER_PAGES, ...other } }
const line = (name: string, f: Figures) => `${name}: ${f.rps} req/s, p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms (${f.requests} requests, ${f.non200} not 200, ${f.errors} errors)`
console.log(line('cached vehicle pages', figures))
console.log(line('cached home, CMS, search, location and blog pages', other))
for (const [path, value] of Object.entries({ ...figures.cacheControl, ...other.cacheControl })) console.log(`  ${path}: Cache-Control ${value}`)
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/bench-pages.json', JSON.stringify(report, null, 2))
console.log('Wrote reports/bench-pages.json')
process.exit(0)
