/**
 * `npm run stack`: the production topology on this machine (issue 50; README › Deployment).
 * PostgreSQL (DATABASE_URL, or the embedded one as `npm start`), Redis (REDIS_URL, or
 * 127.0.0.1:6379 when it answers, or a `redis-server` started here on a free port), two instances
 * of the built app sharing them, and Varnish in front on STACK_PORT (8080) with the repo's VCL
 * (deploy/varnish/app.vcl). The instances purge Varnish by surrogate key through the jobs outbox
 * (CACHE_PURGER=varnish) and trust the one proxy in front (TRUSTED_PROXY_HOPS=1: its
 * X-Forwarded-For entry and X-Forwarded-Host, nobody else's). Migrates, seeds on the first start and
 * builds when stale, as `npm start`. Ctrl-C stops everything it started.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import pg from 'pg'
import { requireSecret } from '../site/security/secret.mjs'
import { buildWhenStale } from './lib/build'
import { freePort, openDatabase } from './lib/db'
import { runPayloadScript } from './lib/payloadScript'
import { stopChild } from './lib/run'
import { startAppServer, type AppServer } from './lib/server'
import { startVarnish, type VarnishServer } from './lib/varnish'
import { SITES } from './seed/sites'

const PORT = Number(process.env.STACK_PORT ?? 8080)
const INSTANCES = 2
const started = Date.now()
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

const answers = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => (socket.end(), resolve(true)))
    socket.on('error', () => resolve(false))
  })

async function hasData(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from sites')
    return Number(rows[0]?.n) > 0
  } finally {
    await client.end()
  }
}

/** REDIS_URL, else the usual local Redis, else one started here (in memory, no persistence). */
async function openRedis(): Promise<{ url: string; child: ChildProcess | null }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, child: null }
  if (await answers('127.0.0.1', 6379)) return { url: 'redis://127.0.0.1:6379', child: null }
  const port = await freePort()
  const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore', detached: true })
  for (let n = 0; n < 50 && !(await answers('127.0.0.1', port)); n++) await new Promise((resolve) => setTimeout(resolve, 100))
  if (!(await answers('127.0.0.1', port))) throw new Error('redis-server did not start (apt-get install redis-server, or set REDIS_URL)')
  return { url: `redis://127.0.0.1:${port}`, child }
}

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
requireSecret(env)
const db = await openDatabase()
const redis = await openRedis()
const servers: AppServer[] = []
let varnish: VarnishServer | undefined

let stopping = false
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    await varnish?.stop()
    await Promise.all(servers.map((server) => server.stop()))
    if (redis.child) await stopChild(redis.child, 2000)
    await db.stop()
  }
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(130))
process.on('SIGTERM', () => void stopAll(143))

try {
  env.DATABASE_URL = db.url
  console.log(`▸ PostgreSQL: ${db.embedded ? 'embedded' : 'DATABASE_URL'}; Redis: ${redis.url}${redis.child ? ' (started here)' : ''}`)
  console.log('▸ Applying migrations')
  await runPayloadScript('migrate', 'scripts/migrate.ts', [], env)
  if (!(await hasData(db.url))) {
    console.log('▸ Seeding the demo (first start)')
    await runPayloadScript('seed', 'scripts/seed/index.ts', [], env)
  }
  console.log('▸ Building the app when stale')
  await buildWhenStale(env)
  Object.assign(process.env, { PAYLOAD_SECRET: env.PAYLOAD_SECRET, REDIS_URL: redis.url, CACHE_PURGER: 'varnish', VARNISH_PURGE_URLS: `http://127.0.0.1:${PORT}/`, TRUSTED_PROXY_HOPS: '1' })
  for (let n = 0; n < INSTANCES; n++) servers.push(await startAppServer(db.url))
  varnish = await startVarnish(PORT, servers.map((server) => server.port))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stopAll(1)
}

console.log(`▸ Ready after ${seconds()}: Varnish on ${PORT} in front of ${servers.map((server) => server.origin).join(' and ')}`)
console.log(`  Sites: ${SITES.map((site) => `http://${site.slug}.localhost:${PORT}`).join('  ')}`)
console.log(`  Admin: http://localhost:${PORT}/admin  (admin@demo.test / demo1234)`)
console.log('  Ctrl-C stops the stack.')
