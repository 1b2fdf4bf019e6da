/**
 * `npm run bench:tap`: how long a phone's tap on a search result takes to show the car's page, with
 * the link prefetched on intent (the touch, about 100 ms before the click; site/components/
 * intentPrefetch.ts) and with no prefetch at all (the marker removed first), alternately on one
 * page load each, against the built app on its own freshly seeded database. A Pixel 7 at 4× slowed
 * CPU on a slow network (150 ms latency, 1.6 Mbit/s). Time from the finger's lift to the gallery.
 * Prints the runs and their medians and writes reports/bench-tap.json. BENCH_TAP_RUNS (8) a side.
 */
import fs from 'node:fs'
import { chromium, devices, type Page } from '@playwright/test'
import { openDatabase } from '../lib/db'
import { withPreparedApp } from '../lib/preparedApp'
import { onShutdown } from '../lib/run'
import { slowPhone } from '../lib/slowPhone'

const RUNS = Math.max(1, Number(process.env.BENCH_TAP_RUNS ?? 8))
const TOUCH_MS = 100
const MODES = ['intent', 'none'] as const
type Mode = (typeof MODES)[number]

/** One tap on the first result's title, after the page has hydrated and settled; ms from lift to the car's gallery. */
async function tapOnce(page: Page, origin: string, mode: Mode): Promise<number> {
  const cdp = await slowPhone(page)
  await page.goto(`${origin}/search/used-cars`)
  await page.locator('html[data-hydration="client"]').waitFor({ state: 'attached', timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  if (mode === 'none') await page.evaluate(() => document.querySelectorAll('a[data-prefetch]').forEach((a) => a.removeAttribute('data-prefetch')))
  const link = page.locator('main article h2 a, main article h3 a').first()
  await link.scrollIntoViewIfNeeded()
  const href = (await link.getAttribute('href')) ?? ''
  const box = await link.boundingBox()
  if (!box) throw new Error('the first result has no title link on screen')
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await page.waitForTimeout(TOUCH_MS)
  const lifted = Date.now()
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await page.waitForURL((url) => url.pathname === href, { timeout: 30_000 })
  await page.getByTestId('gallery').waitFor({ timeout: 30_000 })
  return Date.now() - lifted
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const db = await openDatabase()
onShutdown(db.stop)
const runs = await withPreparedApp(db.url, 'benchtap', async (server) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  const result: Record<Mode, number[]> = { intent: [], none: [] }
  try {
    for (let i = 0; i < RUNS * 2; i++) {
      const mode = MODES[i % 2] as Mode
      const page = await context.newPage()
      result[mode].push(await tapOnce(page, `http://city-used-cars.localhost:${server.port}`, mode))
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return result
}).finally(() => db.stop())

for (const mode of MODES) console.log(`${mode.padEnd(7)} median ${median(runs[mode])} ms  runs ${runs[mode].join(', ')}`)
console.log(`ratio intent/none ${(median(runs.intent) / median(runs.none)).toFixed(2)}`)
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/bench-tap.json', JSON.stringify({ at: new Date().toISOString(), touchMs: TOUCH_MS, runs, medians: { intent: median(runs.intent), none: median(runs.none) } }, null, 2))
console.log('Wrote reports/bench-tap.json')
