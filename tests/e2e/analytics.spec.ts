/**
 * Issue 15: a car's view is counted once per browser per day through the beacon; the dealer
 * dashboard shows the most viewed cars with views → leads, to the site's own editor only; the
 * locations page sorts by distance from a postcode and picks a location; the location carousel
 * works with the keyboard. axe finds no serious or critical violation on these pages.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import pg from 'pg'
import { enquiryBody } from '../../scripts/lib/leadClient'
import { adminLogin } from './adminLogin'
import { adminUrl, expect, pointerOnOpen, PORT, siteUrl, staffDocs, test } from './fixtures'

const GROUP = 'southern-cross'
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
test.afterAll(() => pool.end())

async function expectNoSeriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const viewsOf = async (carId: number) => Number((await pool.query('select views from vehicle_views where vehicle_id = $1', [carId])).rows[0]?.views ?? 0)
const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

/** A random listed car of the site (random, so parallel tests and earlier runs rarely share it). */
async function someCar(page: Page, staff: APIRequestContext, site: string): Promise<{ slug: string; id: number }> {
  await page.goto(siteUrl(site, '/search/new-used-and-demo-cars'))
  await expect(page.locator('main a[href^="/cars/"]').first()).toBeVisible()
  const hrefs = await page.locator('main a[href^="/cars/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') as string))])
  const cars = hrefs.filter((href) => /^\/cars\/[^/?#]+$/.test(href) && href !== '/cars/trade-in')
  const slug = decodeURIComponent((cars[Math.floor(Math.random() * cars.length)] as string).replace('/cars/', ''))
  // Through its own request context: page.request shares the page's cookies, and a staff sign-in
  // there would leave the page signed in to the admin as platform staff.
  const [doc] = await staffDocs<{ id: number }>(staff, `vehicles?where[slug][equals]=${encodeURIComponent(slug)}&depth=0&limit=1`)
  if (!doc) throw new Error(`no vehicle ${slug} (of ${cars.length} car links)`)
  return { slug, id: doc.id }
}

test('a car’s view counts once per browser per day, and the dataLayer sees every view', async ({ browser, page, request }) => {
  const car = await someCar(page, request, GROUP)
  const before = await viewsOf(car.id)
  const first = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })
  await pointerOnOpen(first)
  const shopper = await first.newPage()
  await shopper.goto(siteUrl(GROUP, `/cars/${car.slug}`))
  await expect(shopper.locator('h1')).toBeVisible()
  await expect.poll(() => shopper.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []))).toContain(`{"event":"vehicle-view","carId":${car.id}}`)
  await shopper.goto(siteUrl(GROUP, '/')) // leaving the page sends the beacon
  await expect.poll(() => viewsOf(car.id), { timeout: 15_000 }).toBe(before + 1)
  // The same browser again the same day: the dataLayer sees the view, the count does not move.
  await shopper.goto(siteUrl(GROUP, `/cars/${car.slug}`))
  await expect.poll(() => shopper.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []))).toContain('vehicle-view')
  await shopper.goto(siteUrl(GROUP, '/about-us'))
  await expect(shopper.locator('h1, h2').first()).toBeVisible()
  // Another browser counts.
  const second = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })
  await pointerOnOpen(second)
  const other = await second.newPage()
  await other.goto(siteUrl(GROUP, `/cars/${car.slug}`))
  await expect(other.locator('h1')).toBeVisible()
  // the heading is server HTML: the view exists once the page's script has recorded it (a busy
  // machine closed the page before that, and no view was sent)
  await expect.poll(() => other.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []))).toContain(`{"event":"vehicle-view","carId":${car.id}}`)
  await other.close({ runBeforeUnload: true })
  await expect.poll(() => viewsOf(car.id), { timeout: 15_000 }).toBe(before + 2)
  // The first browser's second visit was not counted after all that time either.
  expect(await viewsOf(car.id)).toBe(before + 2)
  await first.close()
  await second.close()
})

/** More distinct visitors than any other car of the site gets from the rest of the suite. */
const VISITORS = 60

test('the dealer dashboard shows the most viewed cars with views → leads, to the site’s own editor only', async ({ page, browser, request }) => {
  const car = await someCar(page, request, GROUP)
  // Enough views to lead the last 30 days, posted as the tracker does, each from its own visitor's
  // address (a visitor's view counts once a day, however many events a batch repeats).
  const batch = JSON.stringify({ events: Array.from({ length: 3 }, () => ({ event: 'vehicle-view', path: `/cars/${car.slug}`, carId: car.id })) })
  for (let i = 0; i < VISITORS; i++) {
    const response = await page.request.post(`http://localhost:${PORT}/api/events`, { headers: { 'x-forwarded-host': `${GROUP}.localhost:${PORT}`, 'x-forwarded-for': uniqueIp(), 'content-type': 'application/json' }, data: batch })
    expect(response.status()).toBe(202)
  }
  const lead = await page.request.post(`http://localhost:${PORT}/api/leads`, { headers: { 'x-forwarded-host': `${GROUP}.localhost:${PORT}`, 'x-forwarded-for': uniqueIp() }, data: enquiryBody(car.slug, Math.floor(Math.random() * 1e6)) })
  expect(lead.status()).toBe(201)
  const views = await viewsOf(car.id)

  await adminLogin(page, `editor@${GROUP}.demo.test`)
  const panel = page.getByRole('region', { name: 'Views and leads' }).or(page.locator('section[aria-labelledby="views-dashboard"]'))
  const row = panel.locator(`tr[data-car="${car.slug}"]`)
  await expect(row).toBeVisible()
  const cells = row.locator('td')
  const shownViews = Number((await cells.nth(0).innerText()).replace(/\D/g, ''))
  expect(shownViews).toBeGreaterThanOrEqual(VISITORS)
  expect(shownViews).toBeLessThanOrEqual(views)
  expect(Number(await cells.nth(1).innerText())).toBeGreaterThanOrEqual(1)
  await expect(cells.nth(2)).toHaveText(/%$/)
  await expect(panel.getByRole('heading', { name: 'Southern Cross' })).toBeVisible()
  // The panel only: Payload's own tenant selector has findings of its own.
  await expectNoSeriousViolations(page, 'section[aria-labelledby="views-dashboard"]')

  // Another site's editor sees their own site and not this car.
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await adminLogin(other, 'editor@city-used-cars.demo.test')
  await expect(other.locator('section[aria-labelledby="views-dashboard"]')).toBeVisible()
  await expect(other.locator(`tr[data-car="${car.slug}"]`)).toHaveCount(0)
  await expect(other.locator('section[aria-labelledby="views-dashboard"] h3')).toHaveText(['City Used Cars'])
  await otherContext.close()
  await page.goto(adminUrl())
})

test('the locations page sorts by distance from a postcode and picks a location', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
  await page.goto(siteUrl(GROUP, '/locations'))
  const postcode = page.getByLabel('Your postcode')
  const cards = page.locator('main li[data-location-id]')
  await expect(cards.first()).toBeVisible()
  const all = await cards.count()
  expect(all).toBeGreaterThan(3)
  // The finder answers once its island is live (before that, Enter is the browser's own form submit).
  await expect(page.getByRole('form', { name: 'Sort by distance' })).toHaveAttribute('data-hydrated', 'true')

  await postcode.fill('5000')
  await postcode.press('Enter')
  await expect(page.getByText('Nearest to 5000 first.')).toBeVisible()
  await expect(cards.first()).toContainText('Southern Cross Adelaide')
  await expect(cards.first()).toContainText('km away')

  await postcode.fill('4810')
  await page.getByRole('button', { name: 'Sort by distance' }).click()
  await expect(page.getByText('Nearest to 4810 first.')).toBeVisible()
  await expect(cards.first()).toContainText('Southern Cross Used Cars Townsville')
  const kms = await page.locator('main li[data-location-id] > p').evaluateAll((ps) => ps.map((p) => Number((p.textContent ?? '').replace(/[^\d.]/g, ''))))
  expect(kms).toEqual([...kms].sort((a, b) => a - b))

  // A postcode the geocoder does not know, and one that is not 4 digits.
  await postcode.fill('0001')
  await postcode.press('Enter')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid postcode')
  await expect(postcode).toHaveAttribute('aria-invalid', 'true')
  await postcode.fill('12')
  await postcode.press('Enter')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.')
  await expectNoSeriousViolations(page)

  // The picker: one location, then all again.
  const picker = page.getByLabel('Location', { exact: true })
  await picker.selectOption({ label: 'Southern Cross Adelaide' })
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Southern Cross Adelaide')
  await picker.selectOption({ label: 'All locations' })
  await expect(cards).toHaveCount(all)
})

test('the location carousel’s previous and next work with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await page.goto(siteUrl(GROUP, '/'))
  const carousel = page.getByRole('region', { name: /^Locations carousel/ })
  const previous = carousel.getByRole('button', { name: /^Previous/ })
  const next = carousel.getByRole('button', { name: /^Next/ })
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(previous).toBeEnabled()
  // Next to the end: it is disabled there and the focus moves to Previous.
  await expect(async () => {
    if (await next.isEnabled()) await page.keyboard.press('Enter')
    await expect(next).toBeDisabled({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(previous).toBeFocused()
  // The arrow keys inside the carousel move it back.
  await expect(async () => {
    await page.keyboard.press('ArrowLeft')
    await expect(previous).toBeDisabled({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(next).toBeFocused()
  await expectNoSeriousViolations(page)
})

test('on a desktop the location carousel’s Next is disabled once the last card is in view (FIN §2.8)', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 })
  await page.goto(siteUrl(GROUP, '/'))
  const carousel = page.getByRole('region', { name: /^Locations carousel/ })
  const next = carousel.getByRole('button', { name: /^Next/ })
  await expect(next).toBeEnabled()
  await expect(async () => {
    if (await next.isEnabled()) await next.click()
    await expect(next).toBeDisabled({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  const list = carousel.locator('ul').first()
  await expect(async () => expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth - el.scrollLeft)).toBeLessThanOrEqual(2)).toPass({ timeout: 5000 })
})
