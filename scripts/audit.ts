/**
 * `npm run audit`: Lighthouse (mobile) and axe over the URLs in audit.config.json against the
 * built app on a fresh seeded database; writes reports/audit.json and fails on a threshold miss.
 */
import fs from 'node:fs'
import { chromium } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import lighthouse from 'lighthouse'
import { buildIsCurrent, writeStamp } from './lib/build'
import { createDatabaseIfMissing, dropDatabase, openDatabase, freePort } from './lib/db'
import { onShutdown, run } from './lib/run'
import { startAppServer } from './lib/server'

type Thresholds = { performance?: number; accessibility?: number; 'best-practices'?: number; seo?: number; cls?: number; jsKb?: number }
type AuditConfig = { thresholds: Thresholds; urls: Array<{ name: string; host: string; path: string; thresholds?: Thresholds }> }

const config = JSON.parse(fs.readFileSync('audit.config.json', 'utf8')) as AuditConfig

async function must(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const code = await run(command, args, env).done
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`)
}

type Result = { name: string; url: string; scores: Record<string, number>; cls: number; jsKb: number; axe: Array<{ id: string; impact: string | null | undefined; nodes: number }>; failures: string[] }

async function auditUrl(url: string, name: string, debugPort: number, thresholds: Thresholds): Promise<Result> {
  const runner = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
  const lhr = runner?.lhr
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`)
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]))
  const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0)
  const items = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? []
  const jsKb = Math.round(items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024)
  const failures: string[] = []
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
    const min = thresholds[key]
    if (min !== undefined && (scores[key] ?? 0) < min) failures.push(`${key} ${scores[key]} < ${min}`)
  }
  if (thresholds.cls !== undefined && cls > thresholds.cls) failures.push(`CLS ${cls.toFixed(3)} > ${thresholds.cls}`)
  if (thresholds.jsKb !== undefined && jsKb > thresholds.jsKb) failures.push(`JS ${jsKb} KB > ${thresholds.jsKb} KB`)
  return { name, url, scores, cls, jsKb, axe: [], failures }
}

async function main(): Promise<number> {
  const db = await openDatabase()
  onShutdown(db.stop)
  const url = new URL(db.url)
  url.pathname = `/audit_${Date.now()}`
  const databaseUrl = url.toString()
  await createDatabaseIfMissing(databaseUrl)
  const env = { ...process.env, DATABASE_URL: databaseUrl }
  const results: Result[] = []
  try {
    await must('migrate', 'node_modules/.bin/tsx', ['scripts/migrate.ts'], env)
    await must('seed', 'node_modules/.bin/tsx', ['scripts/seed/index.ts'], env)
    if (!buildIsCurrent()) {
      await must('build', 'node_modules/.bin/next', ['build'], { ...env, NODE_ENV: 'production' })
      writeStamp()
    }
    const server = await startAppServer(databaseUrl)
    const debugPort = await freePort()
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', `--remote-debugging-port=${debugPort}`],
    })
    try {
      for (const target of config.urls) {
        const pageUrl = `http://${target.host}:${server.port}${target.path}`
        const result = await auditUrl(pageUrl, target.name, debugPort, { ...config.thresholds, ...target.thresholds })
        const page = await browser.newPage()
        await page.goto(pageUrl)
        const axe = await new AxeBuilder({ page }).analyze()
        await page.close()
        result.axe = axe.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }))
        const serious = result.axe.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        if (serious.length) result.failures.push(`axe: ${serious.map((v) => `${v.id} (${v.impact})`).join(', ')}`)
        results.push(result)
        console.log(`${target.name}: ${JSON.stringify(result.scores)} CLS ${result.cls.toFixed(3)} JS ${result.jsKb} KB axe ${result.axe.length} ${result.failures.length ? 'FAIL ' + result.failures.join('; ') : 'ok'}`)
      }
    } finally {
      await browser.close()
      await server.stop()
    }
  } finally {
    await dropDatabase(databaseUrl)
    await db.stop()
  }
  fs.mkdirSync('reports', { recursive: true })
  fs.writeFileSync('reports/audit.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2))
  console.log('Wrote reports/audit.json')
  return results.some((r) => r.failures.length) ? 1 : 0
}

process.exit(await main())
