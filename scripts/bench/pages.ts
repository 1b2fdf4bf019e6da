/**
 * `npm run bench:pages`: requests per second and latency of vehicle detail pages on loopback with
 * autocannon, against the built app on its own freshly seeded database. Pages are warmed first
 * (one request each), so the run measures cached vehicle pages. Prints and writes
 * reports/bench-pages.json.
 */
import fs from 'node:fs'
import autocannon from 'autocannon'
import { SHOWCASE, SHOWCASE_SITE } from '../seed/showcase'
import { openDatabase } from '../lib/db'
import { withPreparedApp } from '../lib/preparedApp'
import { onShutdown } from '../lib/run'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const PAGES = [SHOWCASE.newCar, SHOWCASE.spinCar, SHOWCASE.sold, SHOWCASE.threePhotos].map((slug) => `/cars/${slug}`)

type Figures = { rps: number; p50: number; p95: number; p99: number; requests: number; non200: number; errors: number; kbPerPage: number }

const percentile = (sorted: number[], p: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0)

async function warm(port: number, headers: Record<string, string>): Promise<void> {
  for (const path of PAGES) {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers })
      if (response.status !== 200) throw new Error(`${path} answered ${response.status} while warming`)
      await response.arrayBuffer()
    }
  }
}

async function measure(port: number): Promise<Figures> {
  const headers = { 'x-forwarded-host': `${SHOWCASE_SITE}.localhost:${port}` }
  await warm(port, headers)
  const latencies: number[] = []
  let non200 = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION, requests: PAGES.map((path) => ({ method: 'GET' as const, path, headers })) },
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
  }
}

const db = await openDatabase()
onShutdown(db.stop)
const figures = await withPreparedApp(db.url, 'benchpages', (server) => measure(server.port)).finally(() => db.stop())
const report = { at: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS, site: SHOWCASE_SITE, pages: PAGES, ...figures }
console.log(`vehicle pages: ${figures.rps} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms (${figures.requests} requests, ${figures.non200} not 200, ${figures.errors} errors)`)
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/bench-pages.json', JSON.stringify(report, null, 2))
console.log('Wrote reports/bench-pages.json')
process.exit(0)
