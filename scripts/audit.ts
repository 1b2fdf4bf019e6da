/**
 * `npm run audit`: Lighthouse (mobile) and axe over the URLs in audit.config.json against the
 * built app on a fresh seeded database; writes reports/audit.json and fails on a threshold miss.
 */
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser } from '@playwright/test'
import lighthouse from 'lighthouse'
import { freePort, openDatabase } from './lib/db'
import { withPreparedApp } from './lib/preparedApp'
import { onShutdown } from './lib/run'

type Thresholds = { performance?: number; accessibility?: number; 'best-practices'?: number; seo?: number; cls?: number; jsKb?: number }
/** `login` signs in through the admin first; `axeOnly` skips Lighthouse (admin views); a path may hold `{homePageId:slug}`. */
type Target = { name: string; host: string; path: string; thresholds?: Thresholds; login?: string; axeOnly?: boolean }
type AuditConfig = { thresholds: Thresholds; urls: Target[] }
type Result = { name: string; url: string; scores: Record<string, number>; cls: number; jsKb: number; metrics: Record<string, number>; missed: string[]; axe: Array<{ id: string; impact: string | null | undefined; nodes: number; targets: string[] }>; failures: string[] }

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const config = JSON.parse(fs.readFileSync('audit.config.json', 'utf8')) as AuditConfig

async function lighthouseRun(url: string, debugPort: number) {
  const runner = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: [...CATEGORIES] })
  if (!runner?.lhr) throw new Error(`lighthouse gave no result for ${url}`)
  const lhr = runner.lhr
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]))
  const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0)
  const items = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? []
  const jsKb = Math.round(items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024)
  const metrics = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'].map((id) => [id, Math.round(Number(lhr.audits[id]?.numericValue ?? 0))]))
  const missed = Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}:${r.id}`))
  return { scores, cls, jsKb, metrics, missed }
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

async function axeRun(browser: Browser, url: string, login?: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (login) await adminLogin(page, new URL(url).origin, login)
  await page.goto(url)
  if (login) await page.waitForLoadState('networkidle')
  const { violations } = await new AxeBuilder({ page }).analyze()
  await context.close()
  return violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
}

function failuresOf(result: Omit<Result, 'failures'>, thresholds: Thresholds): string[] {
  const failures = Object.keys(result.scores).length === 0 ? [] : CATEGORIES.filter((k) => thresholds[k] !== undefined && (result.scores[k] ?? 0) < (thresholds[k] as number)).map((k) => `${k} ${result.scores[k]} < ${thresholds[k]}`)
  if (thresholds.cls !== undefined && result.cls > thresholds.cls) failures.push(`CLS ${result.cls.toFixed(3)} > ${thresholds.cls}`)
  if (thresholds.jsKb !== undefined && result.jsKb > thresholds.jsKb) failures.push(`JS ${result.jsKb} KB > ${thresholds.jsKb} KB`)
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
      const lh = target.axeOnly ? { scores: {}, cls: 0, jsKb: 0, metrics: {}, missed: [] } : await lighthouseRun(url, debugPort)
      const measured = { name: target.name, url, ...lh, axe: await axeRun(browser, url, target.login) }
      const result = { ...measured, failures: failuresOf(measured, { ...config.thresholds, ...target.thresholds }) }
      results.push(result)
      console.log(`${target.name}: ${JSON.stringify(result.scores)} CLS ${result.cls.toFixed(3)} JS ${result.jsKb} KB ${JSON.stringify(result.metrics)}, axe ${result.axe.length} finding(s) ${result.failures.length ? '— FAIL ' + result.failures.join('; ') : '— ok'}`)
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
fs.writeFileSync('reports/audit.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2))
console.log('Wrote reports/audit.json')
process.exit(results.some((r) => r.failures.length) ? 1 : 0)
