/**
 * `npm run audit`: Lighthouse (mobile) and axe over the URLs in audit.config.json against the
 * built app on a fresh seeded database; writes reports/audit.json and fails on a threshold miss.
 * Each URL is fetched once (the cached page is built, as a CDN would hold it), then measured
 * AUDIT_RUNS times (3): the median of every figure is compared with the thresholds, and every
 * figure is printed with Lighthouse's benchmark index of its run (the machine's speed at that
 * moment: figures from a busy machine are not comparable with a quiet one's).
 */
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser } from '@playwright/test'
import lighthouse from 'lighthouse'
import { freePort, openDatabase } from './lib/db'
import { withPreparedApp } from './lib/preparedApp'
import { onShutdown } from './lib/run'

type Thresholds = { performance?: number; accessibility?: number; 'best-practices'?: number; seo?: number; cls?: number; jsKb?: number; tbtMs?: number; lcpMs?: number }
/**
 * `login` signs in through the admin first; `axeOnly` skips Lighthouse (admin views); `readyWhen`, a
 * selector axe waits for (a view that is usable only once its scripts have run: the page builder);
 * a path may hold `{homePageId:slug}`.
 */
type Target = { name: string; host: string; path: string; thresholds?: Thresholds; login?: string; axeOnly?: boolean; readyWhen?: string }
type AuditConfig = { thresholds: Thresholds; urls: Target[] }
type Run = { scores: Record<string, number>; cls: number; jsKb: number; metrics: Record<string, number>; missed: string[]; benchmarkIndex: number }
type Result = Run & { name: string; url: string; runs: Run[]; axe: Array<{ id: string; impact: string | null | undefined; nodes: number; targets: string[] }>; failures: string[] }

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const config = JSON.parse(fs.readFileSync('audit.config.json', 'utf8')) as AuditConfig

const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3))

async function lighthouseRun(url: string, debugPort: number): Promise<Run> {
  const runner = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: [...CATEGORIES] })
  if (!runner?.lhr) throw new Error(`lighthouse gave no result for ${url}`)
  const lhr = runner.lhr
  // AUDIT_KEEP_REPORTS=1 keeps every run's full Lighthouse report (LCP element, main-thread breakdown, trace figures).
  if (process.env.AUDIT_KEEP_REPORTS) {
    fs.mkdirSync('reports/lighthouse', { recursive: true })
    fs.writeFileSync(`reports/lighthouse/${new URL(url).host.split('.')[0]}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`, JSON.stringify(lhr))
  }
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]))
  const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0)
  const items = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? []
  const jsKb = Math.round(items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024)
  const metrics = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'].map((id) => [id, Math.round(Number(lhr.audits[id]?.numericValue ?? 0))]))
  // The main thread's work in the observed (unthrottled) trace: all of it, and the scripts' part
  // (evaluation, parsing and compiling).
  // Steadier than TBT between runs, and an A/B of two builds compares it (README › Performance).
  const work = (lhr.audits['mainthread-work-breakdown']?.details as { items?: Array<{ group?: string; duration?: number }> } | undefined)?.items ?? []
  const totalMs = (items: typeof work) => Math.round(items.reduce((n, i) => n + (i.duration ?? 0), 0))
  metrics['main-thread'] = totalMs(work)
  metrics['script'] = totalMs(work.filter((i) => i.group?.startsWith('script')))
  const missed = Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}:${r.id}`))
  return { scores, cls, jsKb, metrics, missed, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

const medianOf = (runs: Run[], pick: (run: Run) => Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.keys(pick(runs[0] as Run)).map((key) => [key, median(runs.map((run) => pick(run)[key] ?? 0))]))

/** The median of each figure over the runs (each figure on its own: the runs' medians may come from different runs). */
function medianRun(runs: Run[]): Run {
  return {
    scores: medianOf(runs, (r) => r.scores),
    metrics: medianOf(runs, (r) => r.metrics),
    cls: median(runs.map((r) => r.cls)),
    jsKb: median(runs.map((r) => r.jsKb)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    missed: [...new Set(runs.flatMap((r) => r.missed))],
  }
}

const NO_RUN: Run = { scores: {}, cls: 0, jsKb: 0, metrics: {}, missed: [], benchmarkIndex: 0 }

/** One line of figures, each beside the benchmark index of the run (or the runs' median) it comes from. */
function figures(run: Run): string {
  const bi = `BI ${run.benchmarkIndex}`
  const m = run.metrics
  return [
    `perf ${run.scores.performance}`,
    `a11y ${run.scores.accessibility}`,
    `bp ${run.scores['best-practices']}`,
    `seo ${run.scores.seo}`,
    `TBT ${m['total-blocking-time']} ms`,
    `LCP ${m['largest-contentful-paint']} ms`,
    `FCP ${m['first-contentful-paint']} ms`,
    `SI ${m['speed-index']} ms`,
    `CLS ${run.cls.toFixed(3)}`,
    `JS ${run.jsKb} KB`,
    `main thread ${m['main-thread']} ms (script ${m['script']})`,
  ]
    .map((figure) => `${figure} [${bi}]`)
    .join(', ')
}

/** Builds the cached page before measuring (the first visit renders it, as a CDN's first fetch would). */
async function warm(url: string): Promise<void> {
  const target = new URL(url)
  const response = await fetch(`http://127.0.0.1:${target.port}${target.pathname}${target.search}`, { headers: { 'x-forwarded-host': target.host } })
  await response.arrayBuffer()
}

const DEMO_PASSWORD = 'demo1234'

async function adminLogin(page: import('@playwright/test').Page, origin: string, email: string) {
  await page.goto(`${origin}/admin/login`)
  await page.waitForLoadState('networkidle')
  for (let attempt = 0; attempt < 10 && !/\/admin\/?$/.test(page.url()); attempt++) {
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/admin\/?$/, { timeout: 10_000 }).catch(() => undefined)
  }
}

/** `{homePageId:slug}` → the id of that site's home page, read through REST as the target's user. */
async function resolvePath(target: Target, port: number): Promise<string> {
  const match = /\{homePageId:([a-z0-9-]+)\}/.exec(target.path)
  if (!match) return target.path
  const api = `http://127.0.0.1:${port}/api`
  const login = await fetch(`${api}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: target.login ?? 'admin@demo.test', password: DEMO_PASSWORD }) })
  const { token } = (await login.json()) as { token: string }
  const pages = await fetch(`${api}/pages?depth=0&limit=1&where[site.slug][equals]=${match[1]}&where[path][equals]=/`, { headers: { authorization: `JWT ${token}` } })
  const id = ((await pages.json()) as { docs: Array<{ id: number }> }).docs[0]?.id
  return target.path.replace(match[0], String(id))
}

async function axeRun(browser: Browser, url: string, login?: string, readyWhen?: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (login) await adminLogin(page, new URL(url).origin, login)
  await page.goto(url)
  if (login) await page.waitForLoadState('networkidle')
  if (readyWhen) await page.locator(readyWhen).first().waitFor({ state: 'attached', timeout: 30_000 })
  const { violations } = await new AxeBuilder({ page }).analyze()
  await context.close()
  return violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
}

function failuresOf(result: Omit<Result, 'failures'>, thresholds: Thresholds): string[] {
  const failures = Object.keys(result.scores).length === 0 ? [] : CATEGORIES.filter((k) => thresholds[k] !== undefined && (result.scores[k] ?? 0) < (thresholds[k] as number)).map((k) => `${k} ${result.scores[k]} < ${thresholds[k]}`)
  if (thresholds.cls !== undefined && result.cls > thresholds.cls) failures.push(`CLS ${result.cls.toFixed(3)} > ${thresholds.cls}`)
  if (thresholds.jsKb !== undefined && result.jsKb > thresholds.jsKb) failures.push(`JS ${result.jsKb} KB > ${thresholds.jsKb} KB`)
  const tbt = result.metrics['total-blocking-time']
  if (thresholds.tbtMs !== undefined && tbt !== undefined && tbt > thresholds.tbtMs) failures.push(`TBT ${tbt} ms > ${thresholds.tbtMs} ms`)
  const lcp = result.metrics['largest-contentful-paint']
  if (thresholds.lcpMs !== undefined && lcp !== undefined && lcp > thresholds.lcpMs) failures.push(`LCP ${lcp} ms > ${thresholds.lcpMs} ms`)
  const serious = result.axe.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  if (serious.length) failures.push(`axe: ${serious.map((v) => `${v.id} (${v.impact}) at ${v.targets.join(', ')}`).join('; ')}`)
  return failures
}

async function auditAll(port: number): Promise<Result[]> {
  const debugPort = await freePort()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', `--remote-debugging-port=${debugPort}`],
  })
  const results: Result[] = []
  try {
    // AUDIT_ONLY='vehicle|spin' audits only the targets whose name matches that pattern.
    const only = process.env.AUDIT_ONLY ? new RegExp(process.env.AUDIT_ONLY, 'i') : null
    for (const target of config.urls.filter((t) => !only || only.test(t.name))) {
      const url = `http://${target.host}:${port}${await resolvePath(target, port)}`
      const runs: Run[] = []
      if (!target.axeOnly) {
        await warm(url)
        for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(url, debugPort))
      }
      const lh = runs.length ? medianRun(runs) : NO_RUN
      const measured = { name: target.name, url, ...lh, runs, axe: await axeRun(browser, url, target.login, target.readyWhen) }
      const result = { ...measured, failures: failuresOf(measured, { ...config.thresholds, ...target.thresholds }) }
      results.push(result)
      const verdict = `axe ${result.axe.length} finding(s) ${result.failures.length ? '— FAIL ' + result.failures.join('; ') : '— ok'}`
      if (!runs.length) console.log(`${target.name}: ${verdict}`)
      else console.log(`${target.name}\n  median of ${runs.length}: ${figures(lh)}\n${runs.map((run, i) => `  run ${i + 1}: ${figures(run)}`).join('\n')}\n  ${verdict}`)
    }
  } finally {
    await browser.close()
  }
  return results
}

const db = await openDatabase()
onShutdown(db.stop)
const results = await withPreparedApp(db.url, 'audit', (server) => auditAll(server.port)).finally(() => db.stop())
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/audit.json', JSON.stringify({ at: new Date().toISOString(), runsPerUrl: RUNS, results }, null, 2))
console.log('Wrote reports/audit.json')
process.exit(results.some((r) => r.failures.length) ? 1 : 0)
