/**
 * `npm start` (production) and `npm run dev`: the signing secret (PAYLOAD_SECRET, or the data
 * folder's, made on the first start), database (embedded unless DATABASE_URL is set), migrations,
 * first-run seed, a build only when `.next` is missing or stale, then the server.
 * Ctrl-C / SIGTERM stop the server (killed after 8 s if it has not finished) and the embedded
 * PostgreSQL; nothing is left running.
 */
import pg from 'pg'
import { buildIsCurrent, sourceStamp, writeStamp } from './lib/build'
import { precompressStatic } from './lib/precompress'
import { openDatabase } from './lib/db'
import { runPayloadScript } from './lib/payloadScript'
import { clearDataCache, KEEP_ALIVE_ARGS } from './lib/server'
import { onShutdown, run } from './lib/run'
import { requireSecret } from '../site/security/secret.mjs'
import { SITES } from './seed/sites'

const dev = process.argv.includes('--dev')
/** The niceness of the migrations and the seed while a build runs beside them. */
const BESIDE_THE_BUILD = 10
const port = process.env.PORT ?? '3000'
const started = Date.now()
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

/** What the database holds: nothing yet (a new data folder), tables without the demo, or data. */
async function databaseState(url: string): Promise<'new' | 'empty' | 'data'> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ sites: string | null }>(`select to_regclass('public.sites')::text as sites`)
    if (!tables[0]?.sites) return 'new'
    const { rows } = await client.query<{ n: string }>('select count(*) as n from sites')
    return Number(rows[0]?.n) > 0 ? 'data' : 'empty'
  } finally {
    await client.end()
  }
}

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  console.log(`▸ ${name}`)
  const job = run(command, args, env)
  current = job.child
  const code = await job.done
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`)
}

let current: ReturnType<typeof run>['child'] | undefined
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: dev ? 'development' : 'production', NEXT_TELEMETRY_DISABLED: '1' }
// First, before the database and the build: in production a published default or short
// PAYLOAD_SECRET stops here; unset, the data folder's secret (made on the first start) goes to
// every step and to the server.
requireSecret(env)
const db = await openDatabase()
onShutdown(db.stop, () => current)
env.DATABASE_URL = db.url
console.log(`▸ PostgreSQL: ${db.embedded ? `embedded (${db.url.replace(/:[^:@]*@/, ':***@')})` : 'DATABASE_URL'}`)

/** The production build, when `.next` is missing or stale; its stamp is taken before it starts. */
async function build(): Promise<void> {
  const stamp = sourceStamp()
  await step('Building the app (beside the migrations and the seed)', 'node_modules/.bin/next', ['build'], env)
  writeStamp(stamp)
  console.log(`▸ Built after ${seconds()}`)
  // Beside the migrations or the seed when they take longer than the build.
  await precompressStatic()
}

// The build reads no database (every page renders on request; `next build` passes with none
// reachable), so it runs beside the migrations and the first start's seed instead of after them.
// The build is the longest step: while it runs, the migrations and the seed run at a lower CPU
// priority, so it gets the cores it can use and they take what it leaves (issue 50: the first start
// on a 2-core machine 131 s with both at the same priority; the build alone takes about 80 s).
const rebuild = !dev && !buildIsCurrent()
const building = rebuild ? build() : Promise.resolve()
building.catch(() => undefined) // its failure is reported where it is awaited, below
const beside = rebuild ? { niceness: BESIDE_THE_BUILD } : {}
try {
  const state = await databaseState(db.url)
  if (state === 'new') {
    // The seed applies the migrations first: one start of Payload instead of two (a new data folder).
    console.log('▸ Applying migrations and seeding the demo (first start)')
    await runPayloadScript('seed', 'scripts/seed/index.ts', [], env, beside)
  } else {
    console.log('▸ Applying migrations')
    await runPayloadScript('migrate', 'scripts/migrate.ts', [], env, beside)
    if (state === 'empty') {
      console.log('▸ Seeding the demo (first start)')
      await runPayloadScript('seed', 'scripts/seed/index.ts', [], env, beside)
    }
  }
  console.log(`▸ Database ready after ${seconds()}`)
  await building
  if (!dev) await precompressStatic()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  if (current && current.exitCode === null) current.kill('SIGTERM')
  await db.stop()
  process.exit(1)
}

console.log(`▸ Starting ${dev ? 'next dev' : 'the server (server.mjs)'} after ${seconds()}`)
console.log(`  Sites: http://localhost:${port}  ${SITES.map((site) => `http://${site.slug}.localhost:${port}`).join('  ')}`)
console.log(`  Admin: http://localhost:${port}/admin  (admin@demo.test / demo1234)`)
clearDataCache()
const server = dev ? run('node_modules/.bin/next', ['dev', '-p', port], env, { group: true }) : run(process.execPath, ['server.mjs', '-p', port, ...KEEP_ALIVE_ARGS], env, { group: true })
current = server.child
const code = await server.done
await db.stop()
process.exit(code)
