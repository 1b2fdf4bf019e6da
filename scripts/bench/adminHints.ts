/**
 * `npm run bench:admin-hints`: what V8's compile hint (`//# allFunctionsCalledOnLoad`, put first in
 * every script of the build by scripts/lib/precompress.ts) does to the admin, whose scripts are far
 * larger than a shopper page's. Each load is a fresh browser context (no code cache) signed in as
 * platform staff, opening an admin page; every script of the build is fetched through the test
 * runner for both sides alike, served as built (`hints`) or with the hint's line taken off (`none`),
 * alternately. Figures per load, from the page's own clock and Chromium's metrics:
 * - `readyMs`: navigation start to the page's content on screen (its heading or the editor's canvas);
 * - `scriptMs`: the main thread's script time (compiling included) until then and the network quiet;
 * - `blockingMs`: long tasks' time over 50 ms each, from navigation to the network quiet.
 * Prints each page's medians a side with the ratio, and writes reports/bench-admin-hints.json.
 * BENCH_ADMIN_RUNS (6) a side; BENCH_ADMIN_CPU (1) slows the CPU that many times.
 */
import fs from 'node:fs'
import { chromium, type Browser, type Page } from '@playwright/test'
import { openDatabase } from '../lib/db'
import { COMPILE_HINT } from '../lib/precompress'
import { withPreparedApp } from '../lib/preparedApp'
import { onShutdown } from '../lib/run'

const RUNS = Math.max(1, Number(process.env.BENCH_ADMIN_RUNS ?? 6))
const CPU = Math.max(1, Number(process.env.BENCH_ADMIN_CPU ?? 1))
const MODES = ['hints', 'none'] as const
type Mode = (typeof MODES)[number]
type Load = { readyMs: number; scriptMs: number; blockingMs: number }

/** Admin pages, each with what shows it is on screen. */
const PAGES: Array<{ name: string; path: string; ready: (page: Page) => Promise<unknown> }> = [
  { name: 'dashboard', path: '/admin', ready: (page) => page.locator('.dashboard').first().waitFor({ timeout: 60_000 }) },
  { name: 'vehicles list', path: '/admin/collections/vehicles', ready: (page) => page.locator('table').first().waitFor({ timeout: 60_000 }) },
]

/** Sums each long task's time over 50 ms, from the start of the document. */
const LONG_TASKS = `window.__blocking = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__blocking += Math.max(0, e.duration - 50) }).observe({ type: 'longtask', buffered: true })`

async function loadOnce(browser: Browser, origin: string, token: string, path: string, ready: (page: Page) => Promise<unknown>, mode: Mode): Promise<Load> {
  const context = await browser.newContext()
  try {
    await context.addCookies([{ name: 'payload-token', value: token, url: origin }])
    await context.addInitScript(LONG_TASKS)
    // both sides go through the runner, so the only difference is the hint's line
    await context.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
      const response = await route.fetch()
      let body = await response.text()
      if (mode === 'none' && body.startsWith(COMPILE_HINT)) body = body.slice(COMPILE_HINT.length)
      await route.fulfill({ status: response.status(), contentType: 'application/javascript; charset=utf-8', body })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' })
    await ready(page)
    const readyMs = await page.evaluate(() => performance.now())
    await page.waitForLoadState('networkidle')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const scriptMs = Math.round((metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000)
    const blockingMs = Math.round(await page.evaluate(() => (window as unknown as { __blocking: number }).__blocking))
    return { readyMs: Math.round(readyMs), scriptMs, blockingMs }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const db = await openDatabase()
onShutdown(db.stop)
const results = await withPreparedApp(db.url, 'benchadmin', async (server) => {
  const origin = `http://localhost:${server.port}`
  const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }) })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`sign-in failed (${login.status})`)
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  const out: Record<string, Record<Mode, Load[]>> = {}
  try {
    for (const { name, path, ready } of PAGES) {
      // one load first, not counted: the server renders and caches what it can
      await loadOnce(browser, origin, token, path, ready, 'hints')
      const runs: Record<Mode, Load[]> = { hints: [], none: [] }
      for (let i = 0; i < RUNS * 2; i++) {
        const mode = MODES[i % 2] as Mode
        runs[mode].push(await loadOnce(browser, origin, token, path, ready, mode))
      }
      out[name] = runs
    }
  } finally {
    await browser.close()
  }
  return out
}).finally(() => db.stop())

const summary: Record<string, Record<Mode, Load>> = {}
console.log(`admin loads, ${RUNS} a side, CPU ${CPU}×: medians (hints → none, ratio hints/none)`)
for (const [name, runs] of Object.entries(results)) {
  const med = (mode: Mode): Load => ({ readyMs: median(runs[mode].map((r) => r.readyMs)), scriptMs: median(runs[mode].map((r) => r.scriptMs)), blockingMs: median(runs[mode].map((r) => r.blockingMs)) })
  summary[name] = { hints: med('hints'), none: med('none') }
  const { hints, none } = summary[name]
  const cell = (key: keyof Load) => `${key} ${hints[key]} → ${none[key]} ms (${none[key] ? (hints[key] / none[key]).toFixed(2) : '-'})`
  console.log(`${name.padEnd(14)} ${cell('readyMs')}  ${cell('scriptMs')}  ${cell('blockingMs')}`)
  for (const mode of MODES) console.log(`  ${mode.padEnd(5)} ready ${runs[mode].map((r) => r.readyMs).join(', ')}; blocking ${runs[mode].map((r) => r.blockingMs).join(', ')}`)
}
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/bench-admin-hints.json', JSON.stringify({ at: new Date().toISOString(), cpu: CPU, runs: results, medians: summary }, null, 2))
console.log('Wrote reports/bench-admin-hints.json')
