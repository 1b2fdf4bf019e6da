/**
 * The first tap answers on a phone (issue 47), guarded at a loose 500 ms so CI stays steady on a
 * loaded machine (`npm run bench:first-tap` measures the 200 ms goal): on the phone profile of the
 * benchmark (a Pixel 7, CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s), a page opened and not yet
 * touched (its scripts come at the first interaction) answers the first tap on the favourite heart,
 * Enquire, Test Drive, the gallery's Next, the search page's Filters, the header menu and a finance
 * calculator input within 500 ms of the finger's lift (or the typed digit), timed by the page itself
 * to the start of the frame that shows the answer (scripts/lib/firstTap.ts, `frame`), the fastest
 * of three cold visits each.
 */
import { devices } from '@playwright/test'
import { carPath, INTERACTIONS, tapAndTime } from '../../scripts/lib/firstTap'
import { slowPhone } from '../../scripts/lib/slowPhone'
import { expect, siteUrl, test } from './fixtures'
import { SITES } from '../../scripts/seed/sites'

const BOUND_MS = 500
/** Cold visits per interaction; the fastest is guarded. */
const RUNS = 3
const GUARDED = ['favourite', 'enquire', 'test-drive', 'gallery-next', 'filter-open', 'menu', 'calculator-input']
// the first site of the seed with used cars for sale (cards with a heart, vehicle pages with Enquire)
const SITE = SITES[0]!.slug

// a page nobody has touched yet: its scripts wait for the first interaction, which is the tap
// (the phone's viewport, touch and user agent; the browser stays the config's Chromium)
const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7']!
test.use({ pointerOnOpen: false, ...PHONE })

test(`the first tap answers within ${BOUND_MS} ms on the phone profile: ${GUARDED.join(', ')}`, async ({ page, browser }) => {
  test.setTimeout(480_000)
  const car = await carPath(browser, siteUrl(SITE, '').replace(/\/$/, ''))
  const times: Record<string, number[]> = {}
  for (const interaction of INTERACTIONS.filter((i) => GUARDED.includes(i.name))) {
    await test.step(interaction.name, async () => {
      // the page as a CDN holds it (built once), then opened on the slow phone, RUNS times
      await page.goto(siteUrl(SITE, interaction.path(car)))
      times[interaction.name] = []
      for (let run = 0; run < RUNS; run++) {
        const fresh = await page.context().newPage()
        try {
          const cdp = await slowPhone(fresh)
          await fresh.goto(siteUrl(SITE, interaction.path(car)))
          times[interaction.name]!.push(await tapAndTime(fresh, cdp, interaction, 'frame'))
        } finally {
          await fresh.close()
        }
      }
    })
  }
  expect(Object.keys(times).sort()).toEqual([...GUARDED].sort())
  // the fastest of the runs: an answer that waits for the page's scripts (what this guards against)
  // takes a second or more in every cold visit, while one visit can meet the other e2e worker's
  // busiest moment (beside vehicle specs, a heart read 64, 1,978 and 869 ms; a native Filters
  // panel 787 ms)
  for (const [name, runs] of Object.entries(times)) expect(Math.min(...runs), `${name}: ms from the tap to its answer, the fastest of ${runs.join(', ')}`).toBeLessThanOrEqual(BOUND_MS)
})
