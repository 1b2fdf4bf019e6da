/**
 * `npm run bench:first-start` (issue 50, item 6): the README's quick start on a fresh clone, timed.
 * Clones this repository's committed HEAD into a temporary folder, runs `npm install` there, then
 * `npm start` (no DATABASE_URL, no PAYLOAD_SECRET: the embedded database and a new secret, as on a
 * new machine) and asks for the home page every 250 ms until it answers 200. Prints each phase
 * (install; start's migrations, seed, build and server, read from its own `▸` lines; the home
 * page's first 200) and writes reports/bench-first-start.json. The start is then stopped (SIGTERM to
 * its process group, as Ctrl-C) and the clone removed (FIRST_START_KEEP=1 keeps it).
 *
 * FIRST_START_BUSY=1 runs a second `npm install` in a second clone beside the start, the busy
 * machine issue 50 measured on (195 s then). The figures depend on the machine's load: the load
 * average is printed with them.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../lib/db'

const root = process.cwd()
const keep = process.env.FIRST_START_KEEP === '1'
const busy = process.env.FIRST_START_BUSY === '1'
const LIMIT_MS = Number(process.env.FIRST_START_LIMIT_MS ?? 15 * 60_000)
const started = Date.now()
const at = () => Math.round((Date.now() - started) / 100) / 10

/** The environment of a new machine: none of this shell's database, secret or test settings. */
function freshEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), CI: '' }
  for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'DATA_DIR', 'NODE_ENV', 'REDIS_URL']) delete env[name]
  return env
}

function clone(into: string): void {
  const result = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, into], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`git clone failed (exit ${result.status})`)
}

function install(dir: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

function homeStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', timeout: 5000 }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
  })
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'))
// Readable by others, as a clone in a home folder is: run as root, the embedded PostgreSQL runs as the `postgres` user (scripts/lib/db.ts).
fs.chmodSync(tmp, 0o755)
const dir = path.join(tmp, 'clone')
const beside = path.join(tmp, 'beside')
let startChild: ReturnType<typeof spawn> | undefined

async function stop(): Promise<void> {
  if (startChild && startChild.exitCode === null && startChild.pid) {
    // the whole group, as Ctrl-C: npm, the start script, the server and the embedded database
    const exited = new Promise((resolve) => startChild!.once('exit', resolve))
    const group = -startChild.pid
    process.kill(group, 'SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))])
    await new Promise((resolve) => setTimeout(resolve, 3000))
    try {
      process.kill(group, 'SIGKILL')
    } catch {
      // every process of the group has ended
    }
  }
  if (!keep) fs.rmSync(tmp, { recursive: true, force: true })
}

try {
  const port = await freePort()
  const env = freshEnv(port)
  clone(dir)
  const cloned = at()
  console.log(`cloned HEAD in ${cloned} s`)
  if (busy) clone(beside)
  const installStarted = Date.now()
  const installCode = await install(dir, env)
  if (installCode !== 0) throw new Error(`npm install failed (exit ${installCode})`)
  const installSeconds = Math.round((Date.now() - installStarted) / 100) / 10
  console.log(`npm install: ${installSeconds} s`)

  const besideInstall = busy ? install(beside, env) : null
  const startBegan = Date.now()
  const since = () => Math.round((Date.now() - startBegan) / 100) / 10
  const phases: Array<{ line: string; seconds: number }> = []
  startChild = spawn('npm', ['start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let log = ''
  const read = (chunk: Buffer) => {
    const text = chunk.toString()
    log += text
    for (const line of text.split('\n')) if (line.startsWith('▸')) phases.push({ line: line.slice(2).trim().slice(0, 100), seconds: since() })
  }
  startChild.stdout!.on('data', read)
  startChild.stderr!.on('data', read)
  let homeSeconds: number | null = null
  while (Date.now() - startBegan < LIMIT_MS) {
    if (startChild.exitCode !== null) throw new Error(`npm start exited (${startChild.exitCode}) before the home page answered:\n${log.slice(-3000)}`)
    if ((await homeStatus(port)) === 200) {
      homeSeconds = since()
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (homeSeconds === null) throw new Error(`the home page did not answer 200 within ${LIMIT_MS / 1000} s:\n${log.slice(-3000)}`)
  const besideSeconds = besideInstall ? await besideInstall.then(() => since()) : null
  const figures = {
    date: new Date().toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim(),
    cores: os.cpus().length,
    loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
    busy,
    npmInstallSeconds: installSeconds,
    firstStartSeconds: homeSeconds,
    installAndStartSeconds: Math.round((installSeconds + homeSeconds) * 10) / 10,
    startPhases: phases,
    besideInstallEndedAtSeconds: besideSeconds,
  }
  console.log(`\nnpm start: the home page answered 200 after ${homeSeconds} s (npm install ${installSeconds} s before it${busy ? ', another npm install beside the start' : ''})`)
  for (const phase of phases) console.log(`  ${String(phase.seconds).padStart(6)} s  ▸ ${phase.line}`)
  console.log(`load average at the end: ${figures.loadAverageAtEnd.join(', ')} on ${figures.cores} cores`)
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true })
  fs.writeFileSync(path.join(root, 'reports', 'bench-first-start.json'), JSON.stringify(figures, null, 2))
  console.log('written: reports/bench-first-start.json')
  await stop()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stop()
  process.exit(1)
}
