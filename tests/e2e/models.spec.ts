/**
 * Issue 20 acceptance (shopper side): on the franchise demo site a shopper goes from the brand's
 * models by body type to a model, sees its stock and accessories, and reaches an offer, with the
 * keyboard only; axe finds no serious or critical violation on any of those pages.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, siteUrl, test } from './fixtures'
import { tabTo } from './leadFill'

const SITE = 'harbourside-mazda'

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function follow(page: Page, name: string | RegExp, within = page.locator('main')) {
  await tabTo(page, within.getByRole('link', { name, exact: typeof name === 'string' }).first(), 120)
  await page.keyboard.press('Enter')
}

test('the home page links to the model range', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/'))
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'New models' })).toHaveAttribute('href', '/models')
  const range = page.getByRole('region', { name: 'Our new-car range' })
  await expect(range.getByRole('heading', { level: 3 })).toHaveText(['CX-3', 'Mazda3', 'CX-5', 'BT-50'], { useInnerText: true })
  await expect(range.getByRole('link', { name: 'See all models' })).toHaveAttribute('href', '/models')
})

test('models by body type → model with stock → accessories → an offer, keyboard only and axe clean', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/models'))
  await expect(page.getByRole('heading', { level: 1, name: 'New models' })).toBeVisible()
  const cards = page.getByTestId('model-cards').getByRole('listitem')
  await expect(cards).toHaveCount(4)
  await expectNoSeriousViolations(page)

  await follow(page, /^SUV \(2\)$/)
  await expect(page).toHaveURL(/\/models\?body=suv$/)
  await expect(page.getByRole('heading', { level: 1, name: 'SUV models' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Body type' }).getByRole('link', { name: /^SUV/ })).toHaveAttribute('aria-current', 'page')
  await expect(cards.getByRole('heading')).toHaveText(['CX-3', 'CX-5'], { useInnerText: true })
  // The CX-3 card carries an override URL; the CX-5 card links to its own page.
  await expect(cards.getByRole('link', { name: 'CX-3', exact: true })).toHaveAttribute('href', '/special-offers')

  await follow(page, 'CX-5')
  await expect(page).toHaveURL(/\/models\/cx-5$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mazda CX-5' })).toBeVisible()
  await expect(page.getByTestId('model-from-price')).toHaveText('From $36,000')
  const stock = page.getByTestId('model-stock-cards').getByRole('listitem')
  await expect(stock.first()).toBeVisible()
  await expect(stock.first()).toContainText('CX-5')
  await expectNoSeriousViolations(page)

  await follow(page, 'View 5 accessories')
  await expect(page).toHaveURL(/\/cx-5\/accessories$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mazda CX-5 accessories' })).toBeVisible()
  await expect(page.getByTestId('accessories').getByRole('listitem')).toHaveCount(5)
  await expect(page.getByTestId('accessories')).toContainText('Roof racks')
  await expectNoSeriousViolations(page)

  await page.goto(siteUrl(SITE, '/special-offers'))
  const offers = page.getByTestId('offers').getByRole('listitem')
  await expect(offers).toHaveCount(3)
  await expect(page.getByTestId('offers')).not.toContainText('winter tyre deal')
  await expect(page.getByTestId('offers')).not.toContainText('coming soon')
  await expectNoSeriousViolations(page)
  await follow(page, /^Enquire about .*service special$/)
  await expect(page).toHaveURL(/\/contact$/)
})

test('an unknown model or body answers 404 or an empty catalogue, never an error', async ({ page }) => {
  expect((await page.goto(siteUrl(SITE, '/models/no-such-model')))?.status()).toBe(404)
  expect((await page.goto(siteUrl(SITE, '/no-such-model/accessories')))?.status()).toBe(404)
  expect((await page.goto(siteUrl('city-used-cars', '/cx-5/accessories')))?.status()).toBe(404)
  const response = await page.goto(siteUrl(SITE, '/models?body=tractor'))
  expect(response?.status()).toBe(200)
  await expect(page.getByText('No models of this body type right now.')).toBeVisible()
})
