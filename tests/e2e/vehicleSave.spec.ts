/**
 * Save from the vehicle page (issue 51 item 2; INV §2 sidebar "share, favourite and print", §4
 * Watchlist, §8): the cards' control on the page, in both variants. Browser favourites on City Used
 * Cars; the server watchlist on Coastline Caravans (`vehicleCard.saveControl: 'watchlist'`): a
 * signed-out save goes to sign-in (type=watchlist) and comes back saved, the spec's toasts carry
 * View List, and a failed call shows the browser alert with the error message and leaves the
 * control as it was. Keyboard only; axe finds no serious or critical violation.
 */
import type { Page } from '@playwright/test'
import { expect, siteUrl, test } from './fixtures'
import { uniqueIp } from './leadFill'
import { expectNoSeriousViolations, press, signInWithCode, uniquePhone } from './shopper'

/** The page of the first car in stock on the site's stock search (a card with a save control). */
async function firstCarPage(page: Page, site: string, control: string): Promise<{ path: string; title: string }> {
  await page.goto(siteUrl(site, '/search/new-used-and-demo-cars'))
  const card = page.getByTestId('vehicle-card').filter({ has: page.getByRole('button', { name: new RegExp(`^${control}: `) }) }).first()
  const link = card.getByRole('heading').getByRole('link')
  const path = new URL((await link.getAttribute('href')) as string, page.url()).pathname
  await page.goto(siteUrl(site, path))
  const title = (await page.getByRole('complementary', { name: 'Vehicle summary' }).getByRole('heading', { level: 1 }).textContent())!.trim()
  return { path, title }
}

const toast = (page: Page) => page.getByTestId('toast')

test('favourites: save and remove the car from its page (City Used Cars, in the browser)', async ({ page }) => {
  const { title } = await firstCarPage(page, 'city-used-cars', 'Save to favourites')
  const summary = page.getByRole('complementary', { name: 'Vehicle summary' })
  const save = summary.getByRole('button', { name: 'Save to favourites', exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await press(page, save)
  const remove = summary.getByRole('button', { name: 'Remove from favourites', exact: true })
  await expect(remove).toHaveAttribute('aria-pressed', 'true')
  await expect(toast(page)).toContainText('Car Saved In Favourites')
  await expect(toast(page)).toContainText(`${title} is now available in your favourites.`)
  await expect(toast(page).getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/my-garage')
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('favourites') ?? '[]').map((f: { name: string }) => f.name))).toEqual([title])
  await expectNoSeriousViolations(page)
  // Kept across a reload, then removed.
  await page.reload()
  await expect(remove).toBeVisible()
  await press(page, remove)
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await expect(toast(page)).toContainText('Car Removed')
  await expect(toast(page)).toContainText(`${title} is no longer in your favourites.`)
})

test('watchlist: sign in to save from the car page, the spec toasts with View List, and the failure alert (Coastline Caravans)', async ({ page, request }) => {
  test.setTimeout(300_000)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
  const site = 'coastline-caravans'
  const { path, title } = await firstCarPage(page, site, 'Save to watchlist')
  const summary = page.getByRole('complementary', { name: 'Vehicle summary' })
  const save = summary.getByRole('button', { name: 'Save to watchlist', exact: true })
  const remove = summary.getByRole('button', { name: 'Remove from watchlist', exact: true })

  // Signed out: the watchlist needs a phone (INV §4), so the save goes to sign-in and back.
  await press(page, save)
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?type=watchlist&redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
  await expectNoSeriousViolations(page)
  await signInWithCode(page, request, uniquePhone())
  await expect(page).toHaveURL(siteUrl(site, path))
  // The save made before signing in is in the account now.
  await expect(remove).toHaveAttribute('aria-pressed', 'true')

  await press(page, remove)
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await expect(toast(page)).toContainText('Car Removed')
  await expect(toast(page)).toContainText(`${title} is no longer in your watchlist.`)
  await expect(toast(page).getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/my-garage')

  await press(page, save)
  await expect(remove).toHaveAttribute('aria-pressed', 'true')
  await expect(toast(page)).toContainText('Car Saved In Watchlist')
  await expect(toast(page)).toContainText(`${title} is now available in your watchlist.`)
  await expectNoSeriousViolations(page)

  // INV §8: a failed watchlist call is a browser alert with the error message; the car stays saved.
  await page.route('**/api/shoppers/saved', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The watchlist is not available just now.' }) }),
  )
  const alert = page.waitForEvent('dialog')
  await press(page, remove)
  const dialog = await alert
  expect(dialog.type()).toBe('alert')
  expect(dialog.message()).toBe('The watchlist is not available just now.')
  await dialog.accept()
  await expect(remove).toHaveAttribute('aria-pressed', 'true')
  await page.unroute('**/api/shoppers/saved')

  // View List: the watchlist (My Garage) lists the car.
  await press(page, toast(page).getByRole('link', { name: 'View List' }))
  await expect(page).toHaveURL(siteUrl(site, '/my-garage'))
  await expect(page.getByRole('region', { name: 'Saved cars' }).getByText(title)).toBeVisible()
})
