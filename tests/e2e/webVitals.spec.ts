/**
 * Field Core Web Vitals end to end: shoppers' visits to a demo site (the first of the seed's sites,
 * read from scripts/seed/sites.ts, not named here) measure LCP, INP, CLS and TTFB in the browser
 * and send them to POST /api/events as the page is left; the site's editor then sees the admin
 * home's Core Web Vitals table with the home and vehicle page rows, each metric's 75th percentile
 * rated in words. Another site's editor sees none of them. axe finds nothing serious in the panel.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import pg from 'pg'
import { SITES } from '../../scripts/seed/sites'
import { adminLogin } from './adminLogin'
import { adminUrl, expect, pointerOnOpen, siteUrl, test } from './fixtures'

const [SITE, OTHER] = SITES
if (!SITE || !OTHER) throw new Error('the seed has fewer than two demo sites')

/** Shoppers, each in a browser of their own. */
const VISITORS = 2
const PANEL = 'section[aria-labelledby="web-vitals-dashboard"]'
/** A figure and its rating in words: `2,400 ms: Good`, `0.02: Needs improvement`. */
const RATED = /^[\d,.]+( ms)?( or more)?: (Good|Needs improvement|Poor)$/

const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
test.afterAll(() => pool.end())

/** The page loads of a kind the site has counted (one TTFB each). The keepalive post of a page being left is not in Playwright's network events. */
async function loadsCounted(kind: string): Promise<number> {
  const { rows } = await pool.query(
    `select coalesce(sum(c.count), 0)::int as n from web_vital_counts c join sites s on s.id = c.site_id where s.slug = $1 and c.page_kind = $2 and c.metric = 'TTFB'`,
    [SITE!.slug, kind],
  )
  return Number(rows[0]?.n ?? 0)
}

/** A car page of the site, from its search page. */
async function carPath(page: Page): Promise<string> {
  await page.goto(siteUrl(SITE!.slug, '/search/new-used-and-demo-cars'))
  const hrefs = await page.locator('main a[href^="/cars/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const car = hrefs.find((href) => /^\/cars\/[^/?#]+$/.test(href) && href !== '/cars/trade-in')
  if (!car) throw new Error(`no car linked from ${SITE!.slug}'s search page`)
  return car
}

/** Once the page's scripts have hydrated and, at the next idle moment, web-vitals observes the load. */
const measuring = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-web-vitals', 'observing', { timeout: 60_000 })

/**
 * One shopper: the home page, then a car page (leaving home sends its vitals), a tap on the car's
 * heading (an interaction, for INP), then the search page (leaving the car page sends its vitals).
 */
async function visit(browser: Browser, car: string): Promise<void> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })
  await pointerOnOpen(context)
  const page = await context.newPage()
  await page.goto(siteUrl(SITE!.slug, '/'))
  for (const [kind, next] of [['home', car], ['vehicle', '/search/new-used-and-demo-cars']] as const) {
    await measuring(page)
    if (kind === 'vehicle') await page.locator('h1').first().click()
    const before = await loadsCounted(kind)
    await page.goto(siteUrl(SITE!.slug, next))
    // more than before (specs running beside this one may visit the same site's pages)
    await expect.poll(() => loadsCounted(kind), { timeout: 20_000 }).toBeGreaterThan(before)
  }
  await context.close()
}

test('shoppers’ visits show in the dealer’s Core Web Vitals table, per page kind, to the site’s own editor', async ({ page, browser }) => {
  test.setTimeout(300_000)
  const car = await carPath(page)
  for (let i = 0; i < VISITORS; i++) await visit(browser, car)

  await adminLogin(page, `editor@${SITE.slug}.demo.test`)
  const panel = page.locator(PANEL)
  await expect(panel.getByRole('heading', { name: 'Core Web Vitals' })).toBeVisible()
  const table = panel.getByRole('table', { name: /Core Web Vitals at the 75th percentile, last 28 days/ })
  await expect(table).toBeVisible()
  for (const [kind, label] of [['home', 'Home'], ['vehicle', 'Vehicle page']] as const) {
    const row = table.locator(`tr[data-site="${SITE.slug}"][data-page-kind="${kind}"]`)
    await expect(row).toBeVisible()
    await expect(row.getByRole('rowheader')).toHaveText([SITE.name, label])
    // each visitor's load counted (the database may hold other specs' and runs' too)
    expect(Number((await row.locator('td').first().innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(VISITORS)
    for (const metric of ['LCP', 'CLS', 'TTFB']) await expect(row.locator(`td[data-metric="${metric}"]`)).toHaveText(RATED)
    await expect(row.locator('td').last()).toHaveText(/^(Pass|Fail)$/)
  }
  // the tap on the car page's heading is that load's INP
  await expect(table.locator(`tr[data-site="${SITE.slug}"][data-page-kind="vehicle"] td[data-metric="INP"]`)).toHaveText(RATED)
  await expect(table.getByRole('columnheader')).toHaveText(['Site', 'Page kind', 'Page loads', 'LCP', 'INP', 'CLS', 'TTFB', 'Core Web Vitals'])
  const { violations } = await new AxeBuilder({ page }).include(PANEL).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // another site's editor: their own sites only
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await adminLogin(other, `editor@${OTHER.slug}.demo.test`)
  await expect(other.locator(PANEL).getByRole('heading', { name: 'Core Web Vitals' })).toBeVisible()
  await expect(other.locator(`${PANEL} tr[data-site="${SITE.slug}"]`)).toHaveCount(0)
  await otherContext.close()
  await page.goto(adminUrl())
})
