/**
 * Issue 13 acceptance (shopper accounts) on the City Used Cars demo (garage on): a signed-out save
 * stays in the browser; /my-garage sends the shopper to sign-in and back; the code is read from the
 * dev SMS inbox through the REST API as platform staff (no bypass in the app); the browser's save is
 * merged into the account; saves persist into a second browser context of the same shopper; 3 cars
 * compared. Keyboard only; axe finds no serious or critical violation on the new pages.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, siteUrl, staffDocs, test } from './fixtures'
import { tabTo, uniqueIp } from './leadFill'

const SITE = 'city-used-cars'

/** A mobile number of this test's own. */
const uniquePhone = () => `04${String(Date.now() % 100_000_000).padStart(8, '0')}`.slice(0, 10)

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The code in the newest dev-inbox message to `phone`, read as platform staff. */
async function codeFromInbox(request: APIRequestContext, phone: string): Promise<string> {
  let code = ''
  await expect(async () => {
    const docs = await staffDocs<{ body: string }>(request, `sms-messages?where[to][equals]=${phone}&sort=-createdAt&limit=1`)
    code = /^(\d{6}) /.exec(docs[0]?.body ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
  }).toPass({ timeout: 30_000 })
  return code
}

/** Presses Enter on a control reached with Tab. */
async function press(page: Page, target: ReturnType<Page['locator']>, key = 'Enter', max = 200) {
  await tabTo(page, target, max)
  await page.keyboard.press(key)
}

test('sign in by SMS code, gated garage returns, saves merge and persist, compare 3 cars (keyboard only)', async ({ page, browser, request }) => {
  test.setTimeout(180_000)
  const phone = uniquePhone()
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })

  // Signed out: the first car is saved in the browser.
  await page.goto(siteUrl(SITE, '/search/used-cars'))
  const saveButtons = page.getByRole('button', { name: /^Save to favourites: / })
  await expect(saveButtons.first()).toBeVisible()
  // Three cars whose names appear once on the page, so each is found by its name alone.
  const names = await saveButtons.evaluateAll((els) => {
    const all = els.map((el) => (el.getAttribute('aria-label') ?? '').replace(/^Save to favourites: /, ''))
    return all.filter((name) => all.indexOf(name) === all.lastIndexOf(name)).slice(0, 3)
  })
  expect(names).toHaveLength(3)
  await press(page, page.getByRole('button', { name: `Save to favourites: ${names[0]}` }))
  await expect(page.getByRole('button', { name: `Remove from favourites: ${names[0]}` })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('toast')).toContainText('Car Saved In Favourites')
  await expect(page.getByTestId('toast')).toContainText(`${names[0]} is now available in your favourites.`)

  // The garage is gated: sign-in with the garage as redirect.
  await page.goto(siteUrl(SITE, '/my-garage'))
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expectNoSeriousViolations(page)

  const phoneField = page.getByLabel('Mobile number')
  await tabTo(page, phoneField)
  await page.keyboard.type(phone)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: `We sent a 6-digit code to ${phone}.` })).toBeVisible()
  // Code sent: the button is Resend Code and the phone is locked (FIN §4); event 36 pushed.
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeVisible()
  await expect(phoneField).toHaveAttribute('readonly', '')
  expect(await page.evaluate(() => (window as unknown as { dataLayer: Array<{ eventId: number }> }).dataLayer.map((e) => e.eventId))).toContain(36)
  const codeField = page.getByLabel('Verification code')
  await expect(codeField).toBeFocused()
  await page.keyboard.type('12345')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Code must be 6 digits.')).toBeVisible()
  await expectNoSeriousViolations(page)
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(await codeFromInbox(request, phone))
  // The page moves on after event 37: the tab's sessionStorage keeps a copy of each event pushed.
  await page.evaluate(() => {
    const w = window as unknown as { dataLayer: Array<unknown> }
    const push = w.dataLayer.push.bind(w.dataLayer)
    w.dataLayer.push = (...events: unknown[]) => {
      sessionStorage.setItem('events', JSON.stringify([...JSON.parse(sessionStorage.getItem('events') ?? '[]'), ...events]))
      return push(...events)
    }
  })
  await page.keyboard.press('Enter')

  // Back on the garage, with the browser's save merged into the account.
  await expect(page).toHaveURL(siteUrl(SITE, '/my-garage'))
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible()
  const saved = page.getByRole('region', { name: 'Saved cars' })
  await expect(saved.getByText(names[0] as string)).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('favourites'))).toBeNull()
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('events') ?? '[]'))).toEqual([{ event: 'phone-verified', eventId: 37 }])
  await expectNoSeriousViolations(page)

  // Saved-car alerts on with the keyboard.
  await press(page, page.getByRole('checkbox', { name: /^Text me once when a saved car drops in price or sells/ }), 'Space')
  await expect(page.getByText('We will text you when a saved car drops in price or sells.')).toBeVisible()

  // Signed in: two more saves go to the account (the control flips at once).
  await page.goto(siteUrl(SITE, '/search/used-cars'))
  await expect(page.getByRole('button', { name: `Remove from favourites: ${names[0]}` })).toBeVisible()
  for (const name of names.slice(1)) {
    await press(page, page.getByRole('button', { name: `Save to favourites: ${name}` }))
    await expect(page.getByRole('button', { name: `Remove from favourites: ${name}` })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('toast')).toContainText(`${name} is now available in your favourites.`)
  }
  await expect(page.getByTestId('toast')).toHaveCount(1)
  await expect(page.getByTestId('toast').getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/my-garage')

  // A second browser context of the same shopper (its session cookie, an empty browser store) sees the three.
  const other = await browser.newContext()
  await other.addCookies((await page.context().cookies()).filter((c) => c.name === 'shopper_session'))
  const second = await other.newPage()
  await second.goto(siteUrl(SITE, '/my-garage'))
  for (const name of names) await expect(second.getByText(name as string)).toBeVisible()
  await other.close()

  // Compare the three: tick each with Space, submit with Enter.
  await page.goto(siteUrl(SITE, '/my-garage'))
  for (const name of names) await press(page, page.getByRole('checkbox', { name: `Compare ${name}` }), 'Space')
  await press(page, page.getByRole('button', { name: 'Compare selected' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveCount(3)
  for (const name of names) await expect(table.getByRole('columnheader', { name: name as string })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: /^Price/ })).toBeVisible()
  await expect(table.locator('tr[data-differs="true"]').first()).toBeVisible()
  await expectNoSeriousViolations(page)

  // Sign out ends the session: the garage is gated again.
  await page.goto(siteUrl(SITE, '/my-garage'))
  await press(page, page.getByRole('button', { name: 'Sign out' }))
  await expect(page).toHaveURL(siteUrl(SITE, '/'))
  await page.goto(siteUrl(SITE, '/my-garage'))
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/)
})
