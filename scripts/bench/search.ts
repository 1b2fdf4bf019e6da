/**
 * `npm run bench:search`: search latency on loopback with autocannon against the built app
 * (`next start`) on its own database, at 1,000 and 100,000 cars (20% on the measured site: 200
 * and 20,000). Scenarios per size, each at 1 connection (per-request latency, nothing queued) and
 * 8 connections (throughput; on a 2-core machine latency there is mostly queueing):
 *   - `search`: a realistic replay (searchMix.ts) of InstantSearch multi-queries, one stream of
 *     states continued across runs (popular states repeat, as in real traffic, so memoised
 *     selections answer some of them);
 *   - `searchCold`: the same mix with a never-seen price bound in every request, so no memoised
 *     selection or facet count can answer it (the engine's worst case);
 *   - `rest`: the same filters, page and sort through Payload REST `find` (the baseline; it
 *     returns the page only, no facet counts).
 * The first replay is repeated at the end; the spread between the two is the run's noise.
 * Prints and writes reports/bench-search.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import autocannon from 'autocannon'
import pg from 'pg'
import { openDatabase, runStatement } from '../lib/db'
import { withPreparedApp } from '../lib/preparedApp'
import { onShutdown } from '../lib/run'
import { drawStates, instantSearchBody, restPath, type State } from './searchMix'

const SITE = 'city-used-cars'
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = [1, 8]
const SIZES = [1000, 100000]
const STATES = drawStates(50_000)

type Figures = { connections: number; p50: number; p95: number; p99: number; rps: number; requests: number; errors: number; bytesPerResponse: number }
type Next = () => { method: 'GET' | 'POST'; path: string; body?: string }

const round = (n: number) => Math.round(n * 100) / 100
const percentile = (sorted: number[], p: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0)

async function load(port: number, connections: number, next: Next, seconds = DURATION): Promise<Figures> {
  const headers = { 'x-forwarded-host': `${SITE}.localhost:${port}`, 'content-type': 'text/plain' }
  const latencies: number[] = []
  let errors = 0
  const requests = [{ setupRequest: (request: autocannon.Request) => ({ ...request, ...next(), headers }) }]
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests }, (error, finished) => (error ? reject(error) : resolve(finished)))
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) errors++
      latencies.push(responseTime)
    })
  })
  latencies.sort((a, b) => a - b)
  const count = latencies.length
  return { connections, p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)), rps: round(count / seconds), requests: count, errors: errors + result.errors, bytesPerResponse: Math.round(result.throughput.total / Math.max(count, 1)) }
}

/** One cursor over the replay shared by the connections (and by the runs it is passed to), so they never walk the same states in step. */
function cursor<T>(items: T[], map: (item: T, k: number) => ReturnType<Next>): Next {
  let k = 0
  return () => map(items[k % items.length] as T, k++)
}

const searchOf = (s: State) => ({ method: 'POST' as const, path: '/api/search/1/indexes/*/queries', body: instantSearchBody(s) })
/** A price bound no earlier request used: every query misses the memo. */
const coldOf = (s: State, k: number) => searchOf({ ...s, price: { ...s.price, max: 150_000 + k } })

/** A freshly seeded table is analysed and vacuumed as autovacuum would soon do, so neither side measures a cold planner. */
const vacuum = (databaseUrl: string): Promise<void> => runStatement(databaseUrl, 'vacuum analyze vehicles')

async function dealershipId(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { rows } = await client.query('select id from dealerships where slug = $1', [SITE])
  await client.end()
  return Number(rows[0]?.id)
}

async function measure(port: number, databaseUrl: string) {
  const dealership = await dealershipId(databaseUrl)
  await vacuum(databaseUrl)
  const search = cursor(STATES, searchOf)
  const rest = cursor(STATES, (s) => ({ method: 'GET', path: restPath(s, dealership) }))
  await load(port, 1, search, 10) // warm-up: index load, JIT, the popular states
  await load(port, 1, rest, 2)
  const figures = { search: [] as Figures[], searchCold: [] as Figures[], rest: [] as Figures[] }
  for (const connections of CONNECTIONS) {
    figures.search.push(await load(port, connections, search))
    figures.searchCold.push(await load(port, connections, cursor(STATES, coldOf)))
    figures.rest.push(await load(port, connections, rest))
  }
  const repeat = await load(port, 1, search)
  const first = figures.search[0] as Figures
  return { ...figures, noise: { repeatOfSearchAt1: repeat, p50Spread: round(Math.abs(repeat.p50 - first.p50) / Math.max(first.p50, 0.01)) } }
}

type Measured = Awaited<ReturnType<typeof measure>>
const at = (list: Figures[], connections: number) => list.find((f) => f.connections === connections) as Figures

function summary(small: Measured, large: Measured) {
  return Object.fromEntries(
    CONNECTIONS.map((c) => [
      `connections_${c}`,
      {
        p50At20k: at(large.search, c).p50,
        p95At20k: at(large.search, c).p95,
        coldP50At20k: at(large.searchCold, c).p50,
        coldP95At20k: at(large.searchCold, c).p95,
        speedupVsRestP50: round(at(large.rest, c).p50 / Math.max(at(large.search, c).p50, 0.01)),
        coldSpeedupVsRestP50: round(at(large.rest, c).p50 / Math.max(at(large.searchCold, c).p50, 0.01)),
        p50Growth1kTo100k: round(at(large.search, c).p50 / Math.max(at(small.search, c).p50, 0.01)),
        coldP50Growth1kTo100k: round(at(large.searchCold, c).p50 / Math.max(at(small.searchCold, c).p50, 0.01)),
      },
    ]),
  )
}

const db = await openDatabase()
onShutdown(db.stop)
const report: Record<string, unknown> = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart: os.loadavg().map(round) },
  durationSeconds: DURATION,
  states: { drawn: STATES.length, distinct: new Set(STATES.map((s) => JSON.stringify(s))).size },
}
try {
  for (const total of SIZES) {
    report[`cars_${total}`] = await withPreparedApp(db.url, `bench${total}`, (server, env) => measure(server.port, env.DATABASE_URL as string), ['--vehicles', String(total), '--shares', '0.2,0.375,0.375,0.05'])
    console.log(`${total.toLocaleString('en-AU')} cars (${(total * 0.2).toLocaleString('en-AU')} on ${SITE}):`, JSON.stringify(report[`cars_${total}`], null, 1))
  }
} finally {
  await db.stop()
}
report.machine = { ...(report.machine as object), loadAverageAtEnd: os.loadavg().map(round) }
report.summary = summary(report.cars_1000 as Measured, report.cars_100000 as Measured)
console.log('summary:', JSON.stringify(report.summary, null, 1))
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/bench-search.json', JSON.stringify(report, null, 2))
console.log('Wrote reports/bench-search.json')
process.exit(0)
