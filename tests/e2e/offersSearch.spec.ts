/**
 * The dealership offers search on /special-offers (INV §7, §4, §9; issue 20): the franchise demo
 * site's three live offers (Service; Finance and New; New) filtered by category with the keyboard,
 * the address following each filter (reload and back give the same offers), a filter asked again
 * answered from the browser's result cache (no request to /api/search), the empty-offers card and
 * its Clear Filters, and the same form working with JavaScript disabled. Axe clean.
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

/** Every search request the page sends (the island's `offers` queries). */
function countSearches(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/search')) sent.push(request.postData() ?? '')
  })
  return sent
}

test('filters offers by category with the keyboard; the address, reload, back and the result cache agree', async ({ page }) => {
  const searches = countSearches(page)
  await page.goto(siteUrl(SITE, '/special-offers'))
  const form = page.getByRole('search', { name: 'Search offers' })
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  const offers = page.getByTestId('offers').getByRole('listitem')
  const count = page.getByTestId('offers-count')
  await expect(offers).toHaveCount(3)
  await expect(count).toHaveText('Showing 3 offers')
  await expect(count).toHaveAttribute('aria-live', 'polite')
  await expectNoSeriousViolations(page)

  // Options: All categories, Finance, New, Service; the arrow keys change a focused select at once.
  const category = form.getByLabel('Category')
  await tabTo(page, category)
  await page.keyboard.press('ArrowDown') // Finance
  await expect(page).toHaveURL(/\/special-offers\?category=Finance$/)
  await expect(offers).toHaveCount(1)
  await expect(offers.getByRole('heading')).toHaveText(/finance offer$/)
  await expect(count).toHaveText('Showing 1 offer in Finance')
  expect(searches).toHaveLength(1)
  expect(searches[0]).toContain('"indexName":"offers"')

  await page.keyboard.press('ArrowDown') // New
  await expect(page).toHaveURL(/\?category=New$/)
  await expect(offers).toHaveCount(2)
  await expect(count).toHaveText('Showing 2 offers in New')
  expect(searches).toHaveLength(2)

  // The first filter again: answered from the result cache.
  await page.keyboard.press('ArrowUp') // Finance
  await expect(page).toHaveURL(/\?category=Finance$/)
  await expect(offers).toHaveCount(1)
  await expect(count).toHaveText('Showing 1 offer in Finance')
  expect(searches).toHaveLength(2)

  // Back: the previous filter, from the cache too.
  await page.goBack()
  await expect(page).toHaveURL(/\?category=New$/)
  await expect(offers).toHaveCount(2)
  await expect(category).toHaveValue('New')
  await page.goBack()
  await expect(page).toHaveURL(/\?category=Finance$/)
  await expect(offers).toHaveCount(1)
  expect(searches).toHaveLength(2)

  // Reload: the server renders the same state from the address.
  await page.reload()
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  await expect(offers).toHaveCount(1)
  await expect(category).toHaveValue('Finance')
  await expect(count).toHaveText('Showing 1 offer in Finance')
  expect(searches).toHaveLength(2)
  await expectNoSeriousViolations(page)
})

test('a search with no match shows the empty-offers card; Clear Filters restores every offer', async ({ page }) => {
  const searches = countSearches(page)
  await page.goto(siteUrl(SITE, '/special-offers'))
  const form = page.getByRole('search', { name: 'Search offers' })
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  const keywords = form.getByLabel('Keywords')
  await tabTo(page, keywords)
  const word = `nomatch${Date.now().toString(36)}`
  await page.keyboard.type(word)
  await page.keyboard.press('Enter')
  const empty = page.getByTestId('empty-offers')
  await expect(empty).toBeVisible()
  await expect(empty.getByRole('heading')).toHaveText('No Results Available')
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`))
  await expect(page.getByTestId('offers-count')).toHaveText(`No offers matching “${word}”.`)
  await expectNoSeriousViolations(page)

  await tabTo(page, empty.getByRole('link', { name: 'Clear Filters' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('offers').getByRole('listitem')).toHaveCount(3)
  await expect(page).toHaveURL(/\/special-offers$/)
  await expect(keywords).toHaveValue('')
  // The unfiltered offers are the page's own (rendered by the server): no second request.
  expect(searches).toHaveLength(1)
})

test('without JavaScript the form submits and the server renders the filtered offers', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    const searches = countSearches(page)
    await page.goto(siteUrl(SITE, '/special-offers'))
    const form = page.getByRole('search', { name: 'Search offers' })
    const offers = page.getByTestId('offers').getByRole('listitem')
    await expect(offers).toHaveCount(3)
    await form.getByLabel('Category').selectOption('New')
    await form.getByLabel('Maximum price ($)').fill('40000')
    await form.getByRole('button', { name: 'Search offers' }).click()
    await expect(page).toHaveURL(/\/special-offers\?category=New&q=&maxPrice=40000$/)
    await expect(offers).toHaveCount(2)
    await expect(page.getByTestId('offers-count')).toHaveText('Showing 2 offers in New up to $40,000')
    await expect(form.getByLabel('Category')).toHaveValue('New')

    await form.getByLabel('Category').selectOption('Service')
    await form.getByLabel('Maximum price ($)').fill('100')
    await form.getByRole('button', { name: 'Search offers' }).click()
    await expect(page.getByTestId('empty-offers')).toBeVisible()
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/special-offers$/)
    await expect(offers).toHaveCount(3)
    expect(searches).toHaveLength(0)

    // An unusable value is named and ignored, never an error page.
    const response = await page.goto(siteUrl(SITE, '/special-offers?maxPrice=lots&page=0'))
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('offers-query-problems')).toContainText('The maximum price must be a whole number of dollars')
    await expect(page.getByTestId('offers-query-problems')).toContainText('The page must be a whole number from 1 to 10')
    await expect(offers).toHaveCount(3)
  } finally {
    await context.close()
  }
})

test('models by body type filter in the browser through the result cache; the address, back and reload agree', async ({ page }) => {
  const searches = countSearches(page)
  await page.goto(siteUrl(SITE, '/models'))
  const count = page.getByTestId('models-count')
  await expect(count).toHaveAttribute('data-hydrated', 'true')
  const cards = page.getByTestId('model-cards').getByRole('listitem')
  await expect(cards).toHaveCount(4)
  const bodies = page.getByRole('navigation', { name: 'Body type' })

  await tabTo(page, bodies.getByRole('link', { name: /^SUV \(2\)$/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/models\?body=suv$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SUV models')
  await expect(cards.getByRole('heading')).toHaveText(['CX-3', 'CX-5'], { useInnerText: true })
  await expect(count).toHaveText('2 SUV models')
  await expect(page).toHaveTitle(/^SUV models \|/)
  expect(searches).toHaveLength(1)
  expect(searches[0]).toContain('"indexName":"models"')

  // The whole range is the page's own; SUV again comes from the result cache.
  await tabTo(page, bodies.getByRole('link', { name: 'All models' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/models$/)
  await expect(cards).toHaveCount(4)
  await tabTo(page, bodies.getByRole('link', { name: /^SUV \(2\)$/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/models\?body=suv$/)
  await expect(cards).toHaveCount(2)
  await page.goBack()
  await expect(page).toHaveURL(/\/models$/)
  await expect(cards).toHaveCount(4)
  await expect(bodies.getByRole('link', { name: 'All models' })).toHaveAttribute('aria-current', 'page')
  expect(searches).toHaveLength(1)

  await page.goForward()
  await expect(page).toHaveURL(/\/models\?body=suv$/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SUV models')
  await expect(cards).toHaveCount(2)
  expect(searches).toHaveLength(1)
  await expectNoSeriousViolations(page)
})
