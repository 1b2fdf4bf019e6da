/**
 * `npm run test:e2e:stress`: the whole e2e suite several times over (default 5, `--repeat-each=N`
 * to change) while busy loops keep the CPU loaded (default 2, `STRESS_LOOPS=N`), the way a shared CI
 * machine is. A flake here is a bug to fix at its root, never a retry. Prints the figures and writes
 * them to reports/e2e-stress.json; exits non-zero on any failure. Extra arguments go to Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { openDatabase } from './lib/db'
import { onShutdown } from './lib/run'
import { runE2e } from './e2e'

const args = process.argv.slice(2)
const repeat = Number(args.find((a) => a.startsWith('--repeat-each='))?.split('=')[1] ?? 5)
const loops = Number(process.env.STRESS_LOOPS ?? 2)
const playwrightArgs = [`--repeat-each=${repeat}`, ...args.filter((a) => !a.startsWith('--repeat-each='))]

/** A process that only burns CPU until it is killed. */
const busyLoop = (): ChildProcess => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })

const busy: ChildProcess[] = []
const stopBusy = () => busy.splice(0).forEach((child) => child.kill('SIGKILL'))
const db = await openDatabase()
onShutdown(async () => (stopBusy(), db.stop()))

const started = Date.now()
const load = { before: os.loadavg()[0] ?? 0, peak: 0 }
for (let i = 0; i < loops; i++) busy.push(busyLoop())
const sampler = setInterval(() => (load.peak = Math.max(load.peak, os.loadavg()[0] ?? 0)), 5_000)
const code = await runE2e(db.url, playwrightArgs).catch((error: unknown) => (console.error(error), 1))
clearInterval(sampler)
stopBusy()
await db.stop()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Playwright's JSON report, read defensively
const stats = (fs.existsSync('reports/e2e.json') ? JSON.parse(fs.readFileSync('reports/e2e.json', 'utf8')) : {}).stats as Record<string, any> | undefined
const figures = {
  repeatEach: repeat,
  busyLoops: loops,
  cores: os.cpus().length,
  passed: stats?.expected ?? 0,
  failed: stats?.unexpected ?? (code === 0 ? 0 : 1),
  flaky: stats?.flaky ?? 0,
  skipped: stats?.skipped ?? 0,
  minutes: Math.round((Date.now() - started) / 600) / 100,
  loadAverage1m: { before: load.before, peak: load.peak },
  exitCode: code,
}
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/e2e-stress.json', JSON.stringify(figures, null, 2))
console.log(`\ne2e stress: ${figures.passed} passed, ${figures.failed} failed, ${figures.flaky} flaky in ${figures.minutes} min (repeat ${repeat}, ${loops} busy loops on ${figures.cores} cores, load peak ${load.peak.toFixed(1)})`)
process.exit(code === 0 && figures.failed === 0 ? 0 : 1)
