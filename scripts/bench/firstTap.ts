/**
 * `npm run bench:first-tap` (issue 47): how long a shopper's FIRST tap on a page takes to answer on
 * a mid-range phone (a Pixel 7 with the CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down), for
 * each interaction the issue lists: the favourite heart on a search card, the vehicle page's
 * Enquire, Test Drive and Finance buttons, the gallery's next, a filter's open (the search page's
 * Filters), the header menu and a finance calculator input. Beside `bench:tap` (a result's link).
 *
 * Each run is a cold visit (a new browser context): the page is opened, its load event and largest
 * contentful paint waited for, then the shopper reads for FIRST_TAP_READ_MS (1,000), scrolls the
 * control into view if it is below the fold and taps it (a touch, 100 ms down) or, for the
 * calculator input, taps the field and types a digit. The time is the page's own: from the
 * event's timestamp (the finger's lift, or the key) to the animation frame callback that first finds
 * the answer in the page, when that frame's drawing begins (the dialog open, the heart pressed,
 * the next photo, the panel open, the repayment changed).
 *
 * Prints each interaction's runs and median and writes reports/bench-first-tap.json.
 * FIRST_TAP_RUNS (5) per interaction; FIRST_TAP_ONLY=favourite,menu to run some; FIRST_TAP_ORIGIN_PORT
 * to measure an app already running on that port (its `{site}.localhost` hosts) instead of a fresh one.
 */
import fs from 'node:fs'
import { chromium, devices, type Browser } from '@playwright/test'
import { openDatabase } from '../lib/db'
import { withPreparedApp } from '../lib/preparedApp'
import { onShutdown } from '../lib/run'
import { slowPhone } from '../lib/slowPhone'
import { carPath, INTERACTIONS, tapAndTime, TOUCH_MS, type Interaction } from '../lib/firstTap'

const RUNS = Math.max(1, Number(process.env.FIRST_TAP_RUNS ?? 5))
const READ_MS = Math.max(0, Number(process.env.FIRST_TAP_READ_MS ?? 1000))
/** The site the search and vehicle pages are taken from (a used-car dealer: cards, gallery, calculators). */
const SITE = process.env.FIRST_TAP_SITE ?? 'city-used-cars'

/** One cold visit and one first tap; ms from the input's timestamp to the frame that shows the answer. */
async function firstTap(browser: Browser, origin: string, car: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  const page = await context.newPage()
  try {
    const cdp = await slowPhone(page)
    await page.goto(`${origin}${interaction.path(car)}`, { waitUntil: 'load', timeout: 60_000 })
    // the largest contentful paint has happened (the shopper sees the page), then reading time
    await page.evaluate(() => new Promise<void>((resolve) => new PerformanceObserver((list, observer) => {
      if (list.getEntries().length) { observer.disconnect(); resolve() }
    }).observe({ type: 'largest-contentful-paint', buffered: true })))
    await page.waitForTimeout(READ_MS)
    return await tapAndTime(page, cdp, interaction)
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const only = (process.env.FIRST_TAP_ONLY ?? '').split(',').filter(Boolean)
const chosen = INTERACTIONS.filter((i) => !only.length || only.includes(i.name))

async function measure(port: number): Promise<Record<string, number[]>> {
  const origin = `http://${SITE}.localhost:${port}`
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  const runs: Record<string, number[]> = {}
  try {
    const car = await carPath(browser, origin)
    // each page once first, so every run meets the page as a CDN would hold it (cached)
    for (const path of new Set(chosen.map((i) => i.path(car)))) await (await browser.newPage()).goto(`${origin}${path}`)
    for (const interaction of chosen) {
      runs[interaction.name] = []
      for (let i = 0; i < RUNS; i++) {
        const ms = await firstTap(browser, origin, car, interaction)
        runs[interaction.name]!.push(ms)
      }
      console.log(`${interaction.name.padEnd(17)} median ${String(median(runs[interaction.name]!)).padStart(5)} ms  runs ${runs[interaction.name]!.join(', ')}`)
    }
  } finally {
    await browser.close()
  }
  return runs
}

const existing = Number(process.env.FIRST_TAP_ORIGIN_PORT ?? 0)
let runs: Record<string, number[]>
if (existing) runs = await measure(existing)
else {
  const db = await openDatabase()
  onShutdown(db.stop)
  runs = await withPreparedApp(db.url, 'benchfirsttap', (server) => measure(server.port)).finally(() => db.stop())
}
const medians = Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, median(values)]))
const over = Object.entries(medians).filter(([, ms]) => ms > 200).map(([name]) => name)
console.log(over.length ? `over 200 ms at the median: ${over.join(', ')}` : 'every interaction within 200 ms at the median')
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/bench-first-tap.json', JSON.stringify({ at: new Date().toISOString(), profile: { device: 'Pixel 7', cpuSlowdown: 4, latencyMs: 150, downKbps: 1600 }, readMs: READ_MS, touchMs: TOUCH_MS, runs, medians }, null, 2))
console.log('Wrote reports/bench-first-tap.json')
