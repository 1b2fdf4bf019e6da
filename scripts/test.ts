/**
 * `npm test`: everything, in order — typecheck, lint, unit, migration drift, integration (fresh
 * database), e2e (fresh database, built app, Debian Chromium; both prepared from the lint step on). Ends with one line
 * `N passed, N failed` summed over all suites, and a non-zero exit on any failure.
 */
import fs from 'node:fs'
import { openDatabase } from './lib/db'
import { preparedDatabaseVariable, prepareApp } from './lib/preparedApp'
import { runPayloadScript } from './lib/payloadScript'
import { onShutdown, run } from './lib/run'
import { runE2e } from './e2e'

type Tally = { name: string; passed: number; failed: number; seconds: number }
const tallies: Tally[] = []
/** When the current step began: each tally carries its step's wall time (CI's budget is 30 minutes). */
let stepStarted = Date.now()
function step(name: string): void {
  console.log(`\n━━ ${name}`)
  stepStarted = Date.now()
}
function tally(name: string, passed: number, failed: number): void {
  tallies.push({ name, passed, failed, seconds: Math.round((Date.now() - stepStarted) / 1000) })
}
/** The failed tests' names, printed again beside the totals: CI keeps only the end of the output. */
const failures: string[] = []

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- vitest and Playwright JSON reports, read defensively
function readJson(file: string): Record<string, any> | null {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null
}

async function check(name: string, command: string, args: string[], env = process.env): Promise<void> {
  step(name)
  const code = await run(command, args, env).done
  tally(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1)
  if (code !== 0) failures.push(name)
}

async function vitest(project: 'unit' | 'int', env = process.env, extraArgs: string[] = []): Promise<void> {
  step(`vitest ${project}`)
  const out = `reports/${project}.json`
  fs.rmSync(out, { force: true })
  // `unit*`, `int*`: the shared-module project and the files that need fresh modules (vitest.config.ts).
  const code = await run('node_modules/.bin/vitest', ['run', '--project', `${project}*`, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extraArgs], env).done
  const report = readJson(out)
  const passed = report?.numPassedTests ?? 0
  const failedSuites = report?.numFailedTestSuites ?? 0
  const failed = (report?.numFailedTests ?? 0) + ((code !== 0 || failedSuites > 0) && !report?.numFailedTests ? Math.max(failedSuites, 1) : 0)
  tally(`vitest ${project}`, passed, failed)
  for (const file of report?.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test: { status: string }) => test.status === 'failed')
    for (const test of failedTests) failures.push(`vitest ${project} › ${file.name} › ${test.fullName}`)
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`vitest ${project} › ${file.name} › ${file.message ?? 'the file failed'}`)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Playwright's JSON report
function playwrightFailures(suite: Record<string, any>, path: string[]): void {
  const here = suite.title ? [...path, suite.title] : path
  for (const spec of suite.specs ?? []) if (!spec.ok) failures.push(`e2e › ${[...here, spec.title].join(' › ')}`)
  for (const child of suite.suites ?? []) playwrightFailures(child, here)
}

function countPlaywright(code: number): void {
  const report = readJson('reports/e2e.json')
  for (const suite of report?.suites ?? []) playwrightFailures(suite, [])
  const stats = report?.stats
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  const failed = (stats?.unexpected ?? 0) + (code !== 0 && !stats?.unexpected ? 1 : 0)
  tally('e2e', passed, failed)
}

fs.mkdirSync('reports', { recursive: true })
const db = await openDatabase()
onShutdown(db.stop)
try {
  // typecheck first: it reads .next/types, which the build below writes
  await check('typecheck', 'node_modules/.bin/tsc', ['--noEmit'])
  // The e2e database (migrated, seeded) and the production build are then made beside the other
  // suites: lint and the integration tests each leave a core mostly idle on the 2-core machine (CI's
  // budget is 30 minutes; started with the integration tests, the e2e step waited ~100 s for the build).
  console.log('\n━━ e2e preparation (seed and build, beside the other suites)')
  const e2eApp = prepareApp(db.url, 'e2e')
  const preparing = Date.now()
  e2eApp.then(() => console.log(`\n━━ e2e preparation ready after ${Math.round((Date.now() - preparing) / 1000)} s`), () => undefined) // a failure is reported where it is awaited, in the e2e step
  // The two-instance check's database (its seed as scripts/instances.ts makes it) is made next, once
  // the build is current, instead of in that step after the e2e tests; a failure here leaves the
  // step to prepare its own.
  const instancesDb = e2eApp.then(() => prepareApp(db.url, 'instances', ['--vehicles', '200'])).then(
    (app) => app.databaseUrl,
    () => null,
  )
  await check('lint', 'node_modules/.bin/eslint', ['.', '--max-warnings=0'])
  // Coverage of site/rules is enforced here (thresholds in vitest.config.ts): below 95 % fails the run.
  await vitest('unit', process.env, ['--coverage'])
  step('migration drift')
  const drift = await runPayloadScript('migration drift', 'scripts/checkMigrations.ts', [], { ...process.env, DATABASE_URL: db.url }).then(() => true, () => false)
  tally('migration drift', drift ? 1 : 0, drift ? 0 : 1)
  if (!drift) failures.push('migration drift')
  await vitest('int', { ...process.env, DATABASE_URL: db.url })
  step('e2e')
  fs.rmSync('reports/e2e.json', { force: true })
  countPlaywright(await runE2e(db.url, [], e2eApp).catch((error: unknown) => (console.error(error), 1)))
  // Two instances on one database and Redis (the built app from the e2e step).
  const instancesUrl = await instancesDb
  await check('two instances', 'node_modules/.bin/tsx', ['scripts/instances.ts'], { ...process.env, DATABASE_URL: db.url, ...(instancesUrl ? { [preparedDatabaseVariable('instances')]: instancesUrl } : {}) })
  // The same two instances behind Varnish, purged by surrogate key through the jobs outbox (issue 50).
  await check('through the cache', 'node_modules/.bin/tsx', ['scripts/cacheFront.ts'], { ...process.env, DATABASE_URL: db.url })
  // Leads survive a PostgreSQL restart and a failing CRM (its own cluster; 1,000 leads with npm run test:durability).
  await check('lead durability', 'node_modules/.bin/tsx', ['scripts/durability.ts'], { ...process.env, DURABILITY_LEADS: process.env.DURABILITY_LEADS ?? '80' })
} finally {
  await db.stop()
}

if (failures.length > 0) console.log('\nFailed:\n' + failures.map((name) => `  ✘ ${name}`).join('\n'))
console.log('\n' + tallies.map((t) => `  ${t.name}: ${t.passed} passed, ${t.failed} failed (${t.seconds} s)`).join('\n'))
const passed = tallies.reduce((n, t) => n + t.passed, 0)
const failed = tallies.reduce((n, t) => n + t.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
