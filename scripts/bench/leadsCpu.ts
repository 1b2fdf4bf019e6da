/**
 * `npm run bench:leads:cpu`: CPU time per lead of `POST /api/leads` in one process, which on the
 * shared, noisy machine is steadier than latency. Boots Payload in-process on DATABASE_URL (a
 * migrated, seeded database: `npm run seed`), submits BENCH_LEADS enquiries (default 300) through
 * the route's handler one after another with the jobs runner paused, then works the lead queue to
 * the end. Prints CPU ms and SQL statements per lead for the submission and for the delivery, the top self-time
 * functions of each phase (node:inspector profile), and writes reports/bench-leads-cpu.json.
 *
 * Outside Next the site loaders run uncached (site/cache/cached.ts); the app resolves the site
 * from Next's data cache, so this run resolves it once and hands the view in (`resolve`).
 */
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { runLeadJobs } from '../../site/leads/delivery'
import { submitLead, type SubmitOptions } from '../../site/leads/submitLead'
import { getPayloadClient } from '../../site/payload'
import { resolveSite } from '../../site/tenancy/resolveSite'
import { enquiryBody } from '../lib/leadClient'
import { SHOWCASE, SHOWCASE_SITE } from '../seed/showcase'

const LEADS = Number(process.env.BENCH_LEADS ?? 300)
const TOP = Number(process.env.BENCH_TOP ?? 25)
const OPEN = { ip: { limit: 1e9, windowSeconds: 60 }, contact: { limit: 1e9, windowSeconds: 60 }, reveal: { limit: 1e9, windowSeconds: 60 } }

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }
type Profile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[]; startTime: number; endTime: number }

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** Self time by function (name, file, line), as a share of the profile's samples. */
function topSelf(profile: Profile, top: number) {
  const self = new Map<string, number>()
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const deltas = profile.timeDeltas ?? []
  ;(profile.samples ?? []).forEach((id, i) => {
    const node = byId.get(id)
    if (!node) return
    const { functionName, url, lineNumber } = node.callFrame
    const file = url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '')
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000)
  })
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, ms]) => ({ fn, ms: Math.round(ms), share: Math.round((ms / total) * 1000) / 10 }))
}

/** Self time grouped by package (node_modules/<pkg>) or project folder. */
function byPackage(profile: Profile) {
  const groups = new Map<string, number>()
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const deltas = profile.timeDeltas ?? []
  ;(profile.samples ?? []).forEach((id, i) => {
    const url = byId.get(id)?.callFrame.url ?? ''
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
    const group = m ? m[1]! : url.startsWith('node:') ? 'node:' : url ? path.relative(process.cwd(), url.replace(/^file:\/\//, '')).split('/').slice(0, 2).join('/') : '(native/gc/idle)'
    groups.set(group, (groups.get(group) ?? 0) + (deltas[i] ?? 0) / 1000)
  })
  return [...groups.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([group, ms]) => ({ group, ms: Math.round(ms) }))
}

/** Counts the statements sent to PostgreSQL (the adapter's own copy of pg), per phase. */
const queries = { count: 0 }
{
  const adapterRequire = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-postgres'))
  const { Client } = adapterRequire('pg') as { Client: { prototype: { query: (...args: unknown[]) => unknown } } }
  const query = Client.prototype.query
  Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    queries.count++
    return query.apply(this, args)
  }
}

async function submitOne(host: string, n: number, resolve: SubmitOptions['resolve']): Promise<number> {
  const request = new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host, 'x-forwarded-for': `10.9.${n % 250}.${Math.floor(n / 250) % 250}` },
    body: JSON.stringify(enquiryBody(SHOWCASE.newCar, n)),
  })
  const response = await submitLead(request, { limits: OPEN, resolve })
  await response.arrayBuffer()
  return response.status
}

async function phase<T>(session: Session, run: () => Promise<T>): Promise<{ cpu: number; wall: number; statements: number; profile: Profile; result: T }> {
  await session.post('Profiler.start')
  const wallStart = performance.now()
  const start = process.cpuUsage()
  const queriesBefore = queries.count
  const result = await run()
  const cpu = cpuMs(start)
  const wall = performance.now() - wallStart
  const statements = queries.count - queriesBefore
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile }
  return { cpu, wall, statements, profile, result }
}

const payload: Payload = await getPayloadClient()
_internal_jobSystemGlobals.shouldAutoRun = false
const host = `${SHOWCASE_SITE}.localhost`
const site = await resolveSite(host)
if (!site) throw new Error(`No site answers to ${host}: seed the database first (npm run seed)`)
const resolve = async () => site
const seq = Date.now() % 1_000_000

// Warm-up: compiled code paths, pool connections, the delivery path.
for (let i = 0; i < 30; i++) await submitOne(host, seq + i, resolve)
await runLeadJobs(payload)

const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.setSamplingInterval', { interval: 500 })

const submit = await phase(session, async () => {
  const statuses: number[] = []
  for (let i = 0; i < LEADS; i++) statuses.push(await submitOne(host, seq + 1000 + i, resolve))
  return statuses
})
const bad = submit.result.filter((s) => s !== 201).length
const deliver = await phase(session, () => runLeadJobs(payload))
session.disconnect()

const round = (n: number) => Math.round(n * 10) / 10
const figures = {
  at: new Date().toISOString(),
  leads: LEADS,
  loadAverage: (await import('node:os')).loadavg().map(round),
  submitCpuMsPerLead: round(submit.cpu / LEADS),
  deliverCpuMsPerLead: round(deliver.cpu / LEADS),
  totalCpuMsPerLead: round((submit.cpu + deliver.cpu) / LEADS),
  submitWallMsPerLead: round(submit.wall / LEADS),
  deliverWallMsPerLead: round(deliver.wall / LEADS),
  submitStatementsPerLead: round(submit.statements / LEADS),
  deliverStatementsPerLead: round(deliver.statements / LEADS),
  non201: bad,
  submitTop: topSelf(submit.profile, TOP),
  submitByPackage: byPackage(submit.profile),
  deliverTop: topSelf(deliver.profile, TOP),
  deliverByPackage: byPackage(deliver.profile),
}
const show = (title: string, rows: { fn?: string; group?: string; ms: number; share?: number }[]) => {
  console.log(`\n${title}`)
  for (const r of rows) console.log(`  ${String(r.ms).padStart(6)} ms ${r.share === undefined ? '' : `${String(r.share).padStart(5)}% `} ${r.fn ?? r.group}`)
}
show('Submission: self time by package', figures.submitByPackage)
show('Submission: top self time', figures.submitTop)
show('Delivery: self time by package', figures.deliverByPackage)
show('Delivery: top self time', figures.deliverTop)
console.log(`\nLoad average ${figures.loadAverage.join(' ')}; ${LEADS} leads (${bad} not 201)`)
console.log(`CPU per lead: submission ${figures.submitCpuMsPerLead} ms, delivery ${figures.deliverCpuMsPerLead} ms, total ${figures.totalCpuMsPerLead} ms`)
console.log(`Statements per lead: submission ${figures.submitStatementsPerLead}, delivery ${figures.deliverStatementsPerLead}`)
console.log(`Wall per lead: submission ${figures.submitWallMsPerLead} ms, delivery ${figures.deliverWallMsPerLead} ms`)
fs.mkdirSync('reports', { recursive: true })
// BENCH_PROFILES=1 keeps both profiles, to open in Chrome DevTools or speedscope.
if (process.env.BENCH_PROFILES) {
  fs.writeFileSync('reports/bench-leads-submit.cpuprofile', JSON.stringify(submit.profile))
  fs.writeFileSync('reports/bench-leads-deliver.cpuprofile', JSON.stringify(deliver.profile))
}
fs.writeFileSync('reports/bench-leads-cpu.json', JSON.stringify(figures, null, 2))
console.log('Wrote reports/bench-leads-cpu.json')
await payload.destroy()
process.exit(bad === 0 ? 0 : 1)
