/**
 * `npm run bench:cache`: pages per second through Varnish (deploy/varnish/app.vcl) against the app
 * alone, side by side in one run, on the same built app and freshly seeded database: the cached
 * shopper pages (home, CMS, search, location, blog, vehicle pages) with a browser's Accept and
 * Accept-Encoding, autocannon on loopback, pages warmed first. The app runs as behind Varnish
 * (CACHE_PURGER=varnish, TRUSTED_PROXY_HOPS=1), so both runs serve the same answers; the
 * cache's runs are answered by Varnish. Prints and writes reports/bench-cache.json.
 */
import fs from 'node:fs'
import http from 'node:http'
import autocannon from 'autocannon'
import { SHOWCASE, SHOWCASE_SITE } from '../seed/showcase'
import { freePort, openDatabase } from '../lib/db'
import { withPreparedApp } from '../lib/preparedApp'
import { onShutdown } from '../lib/run'
import { startVarnish } from '../lib/varnish'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd' }
const PAGES = ['/', '/about-us', '/search/new-used-and-demo-cars', '/locations/parramatta-service', '/blog/buying-a-used-car-checklist', ...[SHOWCASE.newCar, SHOWCASE.spinCar, SHOWCASE.threePhotos].map((slug) => `/cars/${slug}`)]

type Figures = { rps: number; p50: number; p99: number; requests: number; non200: number; errors: number }

async function measure(port: number, headers: Record<string, string>): Promise<Figures> {
  // node:http, not fetch: fetch drops a Host header, and Varnish is told the site by the Host.
  for (const path of PAGES)
    for (let n = 0; n < 3; n++) {
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers }, (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          })
          .on('error', reject)
      })
      if (status !== 200) throw new Error(`${path} answered ${status} while warming`)
    }
  let non200 = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION, requests: PAGES.map((path) => ({ method: 'GET' as const, path, headers })) }, (error, finished) => (error ? reject(error) : resolve(finished)))
    instance.on('response', (_client, statusCode) => {
      if (statusCode !== 200) non200++
    })
  })
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, non200, errors: result.errors }
}

const varnishPort = await freePort()
Object.assign(process.env, { CACHE_PURGER: 'varnish', VARNISH_PURGE_URLS: `http://127.0.0.1:${varnishPort}/`, TRUSTED_PROXY_HOPS: '1' })
const db = await openDatabase()
onShutdown(db.stop)
const { app, cache } = await withPreparedApp(db.url, 'benchcache', async (server) => {
  const varnish = await startVarnish(varnishPort, [server.port])
  try {
    // The app alone is told the site by the one proxy it trusts; through Varnish, by the Host.
    const alone = await measure(server.port, { ...BROWSER, 'x-forwarded-host': `${SHOWCASE_SITE}.localhost:${varnishPort}` })
    const through = await measure(varnish.port, { ...BROWSER, host: `${SHOWCASE_SITE}.localhost:${varnishPort}` })
    return { app: alone, cache: through }
  } finally {
    await varnish.stop()
  }
}).finally(() => db.stop())

const line = (name: string, f: Figures) => `${name.padEnd(16)} ${String(f.rps).padStart(7)} pages/s   p50 ${f.p50} ms   p99 ${f.p99} ms   (${f.requests} requests, ${f.non200} not 200, ${f.errors} errors)`
console.log(`${PAGES.length} cached pages, ${CONNECTIONS} connections, ${DURATION} s each:`)
console.log(line('app alone', app))
console.log(line('through Varnish', cache))
console.log(`Varnish serves ${(cache.rps / Math.max(app.rps, 1)).toFixed(1)}× the pages per second`)
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/bench-cache.json', JSON.stringify({ at: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS, site: SHOWCASE_SITE, pages: PAGES, app, cache }, null, 2))
console.log('Wrote reports/bench-cache.json')
process.exit(0)
