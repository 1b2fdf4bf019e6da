/**
 * Issue 12 acceptance (shopper side): every lead form is filled with the keyboard only on a demo
 * site, shows the spec's messages for bad input, lands on /success with the category, and the lead
 * is in that site's editor's list but not another site's. axe finds no serious or critical
 * violation on any form page or dialog.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { SHOWCASE, SHOWCASE_SITE } from '../../scripts/seed/showcase'
import { adminLogin } from './adminLogin'
import { adminUrl, expect, siteUrl, test } from './fixtures'
import { completeForm, leadsVisibleTo, tabTo, uniqueEmail, uniqueIp } from './leadFill'

const SITE = SHOWCASE_SITE

// Each test is its own shopper: the endpoint limits leads per client address and per phone or email.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
})
const EDITOR = `editor@${SITE}.demo.test`
const OTHER_EDITOR = 'editor@city-used-cars.demo.test'

async function expectNoSeriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function expectLeadStored(request: Parameters<typeof leadsVisibleTo>[0], email: string, type: string) {
  await expect(async () => {
    const docs = await leadsVisibleTo(request, EDITOR, email)
    expect(docs.map((d) => d.type)).toEqual([type])
  }).toPass({ timeout: 30_000 })
}

/** The site editor's admin session, signed in once per worker: the sign-in is most of an admin check's time. */
let editorSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined

/** A new browser context on the editor's admin dashboard. */
async function editorOnDashboard(browser: Browser): Promise<{ staff: BrowserContext; admin: Page }> {
  const staff = await browser.newContext(editorSession ? { storageState: editorSession } : {})
  const admin = await staff.newPage()
  if (editorSession) await admin.goto(adminUrl())
  // no session yet, or it has ended (the dashboard sent the editor to sign in)
  if (!/\/admin\/?$/.test(new URL(admin.url()).pathname)) {
    await adminLogin(admin, EDITOR)
    editorSession = await staff.storageState()
  }
  return { staff, admin }
}

/**
 * The site's editor sees the shopper's lead in the admin: the home dashboard counts a lead of its
 * type today, and the leads list filtered by the shopper's email has exactly its row, of its type.
 */
async function expectInEditorsAdmin(browser: Browser, email: string, type: string) {
  const { staff, admin } = await editorOnDashboard(browser)
  try {
    const row = admin.getByRole('region', { name: 'Leads' }).getByRole('row', { name: new RegExp(`^${type} `) })
    await expect(row).toBeVisible()
    expect(Number(await row.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(1)
    await admin.goto(adminUrl(`/collections/leads?where[email][equals]=${encodeURIComponent(email)}`))
    const rows = admin.locator('table tbody tr')
    await expect(rows).toHaveCount(1)
    // the list shows the type's label: 'test-drive' → 'Test drive'
    const label = type.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())
    await expect(rows.first().locator('td').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1)
  } finally {
    await staff.close()
  }
}

const PAGE_FORMS = [
  { type: 'test-drive', path: '/book-test-drive/', category: 'Test Drive' },
  { type: 'service', path: '/service', category: 'Service Booking' },
  { type: 'valuation', path: '/trade-in', category: 'Valuation' },
  { type: 'parts', path: '/vehicle-parts-and-accessories', category: 'Parts Enquiry' },
  { type: 'sell-my-car', path: '/sell-my-car', category: 'Sell My Car' },
  { type: 'career', path: '/careers', category: 'General Enquiry' },
  { type: 'contact', path: '/contact', category: 'General Enquiry' },
  { type: 'finance', path: '/finance', category: 'Finance Enquiry' },
  { type: 'trade-in', path: `/cars/trade-in?car_id=${SHOWCASE.newCar}`, category: 'Trade-In' },
] as const

test.describe('lead form pages', () => {
  for (const form of PAGE_FORMS) {
    test(`${form.type} on ${form.path}: keyboard only, spec messages, /success or the valuation, in the site's editor's admin`, async ({ page, request, browser }) => {
      const email = uniqueEmail(form.type)
      await page.goto(siteUrl(SITE, form.path))
      const element = page.getByTestId(`lead-form-${form.type}`)
      // a form hydrates as it nears the viewport (the finance page's is under the steps): scrolled to, as a shopper does
      await element.scrollIntoViewIfNeeded()
      await expect(element).toHaveAttribute('data-hydrated', 'true')
      await expectNoSeriousViolations(page)
      await element.locator('input, select').first().focus()
      const continued = await completeForm(page, element, email)
      // the trade-in forms continue to the online valuation (issue 51), the others end on /success with the category
      expect(continued).toBe(form.type === 'valuation' || form.type === 'sell-my-car' || form.type === 'trade-in')
      if (!continued) await expect(page.getByTestId('lead-category')).toHaveText(form.category)
      // the lead's analytics event is pushed once, on /success or on the valuation page
      await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((e) => e.event === 'lead').length)).toBe(1)
      await expectLeadStored(request, email, form.type)
      await expectInEditorsAdmin(browser, email, form.type)
    })
  }

  test('the finance page shows the STOP consent notice and the three steps', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/finance'))
    await expect(page.getByTestId('consent-notice')).toContainText('replying STOP')
    await expect(page.getByTestId('finance-panel').getByRole('listitem')).toHaveText(['1Apply online in minutes', '2Get pre-approved with a personalised rate', '3Purchase the car'])
  })

  test('a finance link naming a car shows that car in the panel (a stray part after a question mark is dropped)', async ({ page }) => {
    await page.goto(siteUrl(SITE, `/finance?car_id=${SHOWCASE.newCar}?utm_source=x`))
    const panel = page.getByTestId('finance-panel')
    await expect(panel.getByTestId('finance-car').getByRole('link')).toHaveAttribute('href', `/cars/${SHOWCASE.newCar}`)
    await expect(panel.getByRole('listitem')).toHaveCount(0)
    await page.goto(siteUrl(SITE, '/finance?car_id=no-such-car'))
    await page.getByTestId('lead-form-finance').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('lead-form-finance')).toHaveAttribute('data-hydrated', 'true')
    await expect(panel.getByRole('listitem')).toHaveCount(3)
    await expect(panel.getByTestId('finance-car')).toHaveCount(0)
  })

  test('a finance link’s car price starts the finance page’s calculator (FIN §2.1 vehiclePriceBudget)', async ({ page }) => {
    const amount = (p: typeof page) => p.locator('#finance-calculator').getByLabel(/^(Purchase price|Loan amount)$/)
    await page.goto(siteUrl(SITE, `/finance?preferredDealership=x&vehiclePriceBudget=41990&car_id=${SHOWCASE.newCar}#finance-form`))
    // the server's HTML starts at the block's own $30,000; the browser then reads the link's price
    await expect(amount(page)).toHaveValue('41990')
    await expect(page.locator('html')).toHaveAttribute('data-hydration', 'client')
    // without one, the block's own start, after hydration too
    await page.goto(siteUrl(SITE, '/finance?vehiclePriceBudget=abc'))
    await expect(page.locator('html')).toHaveAttribute('data-hydration', 'client')
    await expect(amount(page)).toHaveValue('30000')
  })

  test('a form far down its page is fetched as it nears the viewport, not with the page: the location page on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(request.url())
    })
    await page.goto(siteUrl(SITE, '/locations/parramatta-service'), { waitUntil: 'load' })
    await expect(page.locator('html')).toHaveAttribute('data-hydration', 'client')
    // the page has hydrated and the browser has been idle: the form is still its server HTML
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))))
    const form = page.getByTestId('lead-form-contact')
    await expect(form).toBeAttached()
    await expect(form).toHaveAttribute('data-hydrated', 'false')
    const atLoad = fetched.length
    await form.scrollIntoViewIfNeeded()
    await expect(form).toHaveAttribute('data-hydrated', 'true')
    // its chunks (react-hook-form, zod) came only then
    expect(fetched.length).toBeGreaterThan(atLoad)
  })

  test('the trade-in form has the money and kilometre fields with quick picks, and the FAQ', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/trade-in'))
    const form = page.getByTestId('lead-form-valuation')
    await expect(form).toHaveAttribute('data-hydrated', 'true')
    await form.getByRole('group', { name: 'Kilometres quick picks' }).getByRole('button', { name: '50,000 kms', exact: true }).press('Enter')
    await expect(form.locator('input[name="tradeIn.km"]')).toHaveValue('50,000 kms')
    await form.getByRole('group', { name: 'Price you are hoping for quick picks' }).getByRole('button', { name: '$70,000', exact: true }).press('Enter')
    await expect(form.locator('input[name="tradeIn.price"]')).toHaveValue('$70,000')
    await form.locator('input[name="tradeIn.km"]').fill('123456')
    await expect(form.locator('input[name="tradeIn.km"]')).toHaveValue('123,456 kms')
    await expect(page.getByRole('region', { name: 'Trade-in questions' }).locator('summary')).toHaveCount(3)
  })

  test('the trade-in FAQ accordions open and close over 300 ms (FIN §2.7, §9)', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/trade-in'))
    await expect(page.getByRole('region', { name: 'Trade-in questions' }).locator('summary')).toHaveCount(3)
    /** Toggles the first question and samples its height every frame for 600 ms: [ms since the click, px]. */
    const toggle = () =>
      page.evaluate(async () => {
        const details = document.querySelector('details.faq') as HTMLDetailsElement
        const before = details.getBoundingClientRect().height
        const samples: Array<[number, number]> = []
        const start = performance.now()
        details.querySelector('summary')!.click()
        await new Promise<void>((resolve) => {
          const tick = () => {
            samples.push([performance.now() - start, details.getBoundingClientRect().height])
            if (performance.now() - start < 600) requestAnimationFrame(tick)
            else resolve()
          }
          requestAnimationFrame(tick)
        })
        return { before, samples }
      })
    for (const step of ['open', 'close'] as const) {
      const { before, samples } = await toggle()
      const after = samples.at(-1)![1]
      expect(step === 'open' ? after > before : after < before, `${step}: ${before} → ${after}`).toBe(true)
      const between = samples.filter(([, h]) => Math.min(before, after) + 1 < h && h < Math.max(before, after) - 1)
      expect(between.length, `${step}: heights in between ${JSON.stringify(samples)}`).toBeGreaterThan(0)
      const settled = samples.find(([, h]) => Math.abs(h - after) < 1)![0]
      expect(settled, `${step}: settled after ${settled} ms`).toBeGreaterThanOrEqual(200)
    }
  })
})

test.describe('vehicle page dialogs', () => {
  const car = (slug: string, rest = '') => siteUrl(SITE, `/cars/${slug}${rest}`)

  for (const dialog of [
    { opener: '[data-button="enquire"]', type: 'enquiry', category: 'Vehicle Enquiry' },
    { opener: '[data-testid="request-photos"]', type: 'request-photos', category: 'Vehicle Enquiry' },
    { opener: '[data-button="testDrive"]', type: 'test-drive', category: 'Test Drive' },
  ] as const) {
    test(`${dialog.type}: opens from the sidebar, traps focus, Escape restores it; then sent with the keyboard`, async ({ page, request, browser }) => {
      const email = uniqueEmail(dialog.type)
      await page.goto(car(SHOWCASE.newCar))
      const opener = page.getByTestId('sidebar-buttons').locator(dialog.opener)
      await opener.focus()
      await page.keyboard.press('Enter')
      const modal = page.getByRole('dialog')
      await expect(modal).toBeVisible()
      await expect(modal.getByTestId(`lead-form-${dialog.type}`)).toHaveAttribute('data-hydrated', 'true')
      await expect(modal.locator(':focus')).toHaveCount(1)
      for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab')
      await expect(modal.locator(':focus')).toHaveCount(1) // focus stays inside
      await page.keyboard.press('Escape')
      await expect(modal).toHaveCount(0)
      await expect(opener).toBeFocused()

      await page.keyboard.press('Enter')
      await expect(modal).toBeVisible()
      await expectNoSeriousViolations(page, '[role="dialog"]')
      const form = modal.getByTestId(`lead-form-${dialog.type}`)
      await expect(form).toHaveAttribute('data-hydrated', 'true')
      await completeForm(page, form, email)
      await expect(page.getByTestId('lead-category')).toHaveText(dialog.category)
      await expectLeadStored(request, email, dialog.type)
      await expectInEditorsAdmin(browser, email, dialog.type)
    })
  }

  test('find-similar: a car not in stock gets the prefilled message and subcategory', async ({ page, request, browser }) => {
    const email = uniqueEmail('find-similar')
    await page.goto(car(SHOWCASE.sold))
    const link = page.getByTestId('sold-message').getByRole('link', { name: 'Find Me Something Similar' })
    await link.focus()
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog').getByTestId('lead-form-find-similar')
    await expect(form).toHaveAttribute('data-hydrated', 'true')
    await expect(form.getByLabel('Comments')).toHaveValue('Can you please find me something similar?')
    await expectNoSeriousViolations(page, '[role="dialog"]')
    await tabTo(page, form.getByLabel('First name'))
    await completeForm(page, form, email)
    await expectLeadStored(request, email, 'find-similar')
    await expectInEditorsAdmin(browser, email, 'find-similar')
  })

  test("a card's enquire button opens the Enquire Now dialog on the car's page", async ({ page }) => {
    await page.goto(siteUrl(SITE, '/search/new-used-and-demo-cars'))
    const enquire = page.locator('[data-button="enquire"]').first()
    await enquire.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/cars\/[^/]+#enquire$/)
    await expect(page.getByRole('dialog').getByTestId('lead-form-enquiry')).toHaveAttribute('data-hydrated', 'true')
  })

  test('the mobile bar opens the same dialog', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 })
    await page.goto(car(SHOWCASE.newCar))
    await page.mouse.wheel(0, 2000)
    const bar = page.getByTestId('mobile-bar')
    await expect(bar).toBeVisible()
    await bar.getByRole('link', { name: 'Enquire Now' }).press('Enter')
    await expect(page.getByRole('dialog').getByTestId('lead-form-enquiry')).toBeVisible()
  })
})

test("the lead is in the site's editor's admin list, dashboard and Retry now; another site's editor cannot see it", async ({ page, browser, request }) => {
  const email = uniqueEmail('isolation')
  await page.goto(siteUrl(SITE, '/contact'))
  const form = page.getByTestId('lead-form-contact')
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  await form.locator('input').first().focus()
  await completeForm(page, form, email, { checkMessages: false })
  await expectLeadStored(request, email, 'contact')
  await expect(async () => expect(await leadsVisibleTo(request, OTHER_EDITOR, email)).toEqual([])).toPass({ timeout: 30_000 })

  const listOf = (address: string) => adminUrl(`/collections/leads?where[email][equals]=${encodeURIComponent(address)}`)
  const { staff, admin } = await editorOnDashboard(browser)
  try {
    const dashboard = admin.getByRole('region', { name: 'Leads' })
    await expect(dashboard.getByRole('row', { name: /^contact/ })).toBeVisible()
    await admin.goto(listOf(email))
    // the list filtered by the shopper's email: one row, whose first cell links to the lead. The
    // link is followed by its address: a click while the admin list hydrates was swallowed once
    // (React held it for replay and no navigation followed: CI, 2026-11-26).
    const rows = admin.locator('table tbody tr')
    await expect(rows).toHaveCount(1)
    const href = await rows.first().getByRole('link').first().getAttribute('href')
    expect(href).toMatch(/^\/admin\/collections\/leads\/\d+$/)
    await admin.goto(adminUrl(href!.replace(/^\/admin/, '')))
    await expect(admin.getByRole('button', { name: 'Retry now' })).toBeVisible()
    await admin.getByRole('button', { name: 'Retry now' }).click()
    await expect(admin.getByRole('status').filter({ hasText: 'queued again' })).toHaveText('0 delivery(ies) queued again')
  } finally {
    await staff.close()
  }
  const other = await browser.newContext()
  try {
    const admin = await other.newPage()
    await adminLogin(admin, OTHER_EDITOR)
    await admin.goto(listOf(email))
    await expect(admin.getByText('No Results.')).toBeVisible()
    await expect(admin.getByText(email)).toHaveCount(0)
  } finally {
    await other.close()
  }
})
