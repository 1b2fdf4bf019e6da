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
type Target = { name: string; host: string; path: string; thresholds?: Thresholds }
type AuditConfig = { thresholds: Thresholds; urls: Target[] }
type Result = { name: string; url: string; scores: Record<string, number>; cls: number; jsKb: number; missed: string[]; axe: Array<{ id: string; impact: string | null | undefined; nodes: number }>; failures: string[] }

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
  const missed = Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}:${r.id}`))
  return { scores, cls, jsKb, missed }
}

async function axeRun(browser: Browser, url: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url)
  const { violations } = await new AxeBuilder({ page }).analyze()
  await context.close()
  return violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }))
}

function failuresOf(result: Omit<Result, 'failures'>, thresholds: Thresholds): string[] {
  const failures = CATEGORIES.filter((k) => thresholds[k] !== undefined && (result.scores[k] ?? 0) < (thresholds[k] as number)).map((k) => `${k} ${result.scores[k]} < ${thresholds[k]}`)
  if (thresholds.cls !== undefined && result.cls > thresholds.cls) failures.push(`CLS ${result.cls.toFixed(3)} > ${thresholds.cls}`)
  if (thresholds.jsKb !== undefined && result.jsKb > thresholds.jsKb) failures.push(`JS ${result.jsKb} KB > ${thresholds.jsKb} KB`)
  const serious = result.axe.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  if (serious.length) failures.push(`axe: ${serious.map((v) => `${v.id} (${v.impact})`).join(', ')}`)
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
    for (const target of config.urls) {
      const url = `http://${target.host}:${port}${target.path}`
      const measured = { name: target.name, url, ...(await lighthouseRun(url, debugPort)), axe: await axeRun(browser, url) }
      const result = { ...measured, failures: failuresOf(measured, { ...config.thresholds, ...target.thresholds }) }
      results.push(result)
      console.log(`${target.name}: ${JSON.stringify(result.scores)} CLS ${result.cls.toFixed(3)} JS ${result.jsKb} KB, axe ${result.axe.length} finding(s) ${result.failures.length ? '— FAIL ' + result.failures.join('; ') : '— ok'}`)
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
