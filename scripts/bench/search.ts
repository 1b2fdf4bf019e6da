/**
 * `npm run bench:search`: search latency on loopback with autocannon, against the built app on
 * its own database, at 1,000 and 100,000 cars (20% on the measured site: 200 and 20,000), with a
 * realistic InstantSearch mix (main query with all facets plus disjunctive facet queries), and the
 * same filters through Payload REST `find` as the baseline in the same run. Prints and writes
 * reports/bench-search.json.
 */
import fs from 'node:fs'
import autocannon from 'autocannon'
import { openDatabase } from '../lib/db'
import { withPreparedApp } from '../lib/preparedApp'
import { onShutdown } from '../lib/run'

const SITE = 'city-used-cars'
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 8
const FILTERS = [
  { make: 'Toyota', body: 'SUV', max: 60000 },
  { make: 'Ford', body: 'Ute', max: 90000 },
  { make: 'Mazda', body: 'Hatchback', max: 40000 },
  { make: 'Hyundai', body: 'SUV', max: 50000 },
]

/** What InstantSearch sends for one refinement state: the main query and one per disjunctive facet. */
function instantSearchBody(f: (typeof FILTERS)[number]): string {
  const facetFilters = [[`make:${f.make}`], [`body:${f.body}`], ['car_type:used']]
  const numericFilters = [`price<=${f.max}`]
  return JSON.stringify({
    requests: [
      { indexName: 'vehicles', query: '', hitsPerPage: 21, page: 0, facets: ['*'], facetFilters, numericFilters },
      { indexName: 'vehicles', query: '', hitsPerPage: 0, page: 0, facets: 'make', facetFilters: facetFilters.slice(1), numericFilters },
      { indexName: 'vehicles', query: '', hitsPerPage: 0, page: 0, facets: 'body', facetFilters: [facetFilters[0], facetFilters[2]], numericFilters },
    ],
  })
}

const restPath = (f: (typeof FILTERS)[number]) =>
  `/api/vehicles?depth=0&limit=21&where[make][equals]=${encodeURIComponent(f.make)}&where[body][equals]=${encodeURIComponent(f.body)}&where[carType][equals]=used&where[price][less_than_equal]=${f.max}&where[showOnDealerWebsite][equals]=true`

type Figures = { p50: number; p95: number; p99: number; rps: number; requests: number; errors: number }

function percentile(sorted: number[], p: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0
}

async function load(port: number, requests: autocannon.Request[]): Promise<Figures> {
  const latencies: number[] = []
  let errors = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION, requests }, (error, finished) => (error ? reject(error) : resolve(finished)))
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) errors++
      latencies.push(responseTime)
    })
  })
  latencies.sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 100) / 100
  return { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)), rps: round(result.requests.average), requests: latencies.length, errors: errors + result.errors }
}

async function measure(port: number) {
  const host = { 'x-forwarded-host': `${SITE}.localhost:${port}`, 'content-type': 'text/plain' }
  const search = await load(port, FILTERS.map((f) => ({ method: 'POST' as const, path: '/api/search/1/indexes/*/queries', headers: host, body: instantSearchBody(f) })))
  const rest = await load(port, FILTERS.map((f) => ({ method: 'GET' as const, path: restPath(f) })))
  return { search, rest }
}


const db = await openDatabase()
onShutdown(db.stop)
const report: Record<string, unknown> = { at: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS }
try {
  for (const total of [1000, 100000]) {
    report[`cars_${total}`] = await withPreparedApp(db.url, `bench${total}`, (server) => measure(server.port), ['--vehicles', String(total), '--shares', '0.2,0.4,0.4'])
    console.log(`${total.toLocaleString('en-AU')} cars (${(total * 0.2).toLocaleString('en-AU')} on ${SITE}):`, JSON.stringify(report[`cars_${total}`]))
  }
} finally {
  await db.stop()
}
const small = (report.cars_1000 as { search: Figures }).search
const large = report.cars_100000 as { search: Figures; rest: Figures }
report.summary = {
  p50At20k: large.search.p50,
  p95At20k: large.search.p95,
  speedupVsRestP50: Math.round((large.rest.p50 / Math.max(large.search.p50, 0.01)) * 10) / 10,
  p50Growth1kTo100k: Math.round((large.search.p50 / Math.max(small.p50, 0.01)) * 100) / 100,
}
console.log('summary:', JSON.stringify(report.summary))
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/bench-search.json', JSON.stringify(report, null, 2))
console.log('Wrote reports/bench-search.json')
process.exit(0)
