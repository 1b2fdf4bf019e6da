import { expect, siteUrl, test } from './fixtures'

const resultCount = async (page: import('@playwright/test').Page) => Number((await page.getByTestId('result-count').innerText()).replace(/[^0-9]/g, ''))

test.describe('search results, server-rendered (works without JavaScript)', () => {
  test.use({ javaScriptEnabled: false })

  test('home → used cars → a make → page 2, with SEO routes', async ({ page }) => {
    await page.goto(siteUrl('harbourside-mazda'))
    await page.getByRole('main').getByRole('link', { name: /^Used cars/ }).click()
    await expect(page).toHaveURL(/\/search\/used-cars$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used vehicles for sale')
    const used = await resultCount(page)
    expect(used).toBeGreaterThan(21)
    await expect(page.getByRole('article')).toHaveCount(21)

    await page.getByRole('navigation', { name: 'Make' }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/search\/mazda(\?car_type=used)?$/)
    const mazda = await resultCount(page)
    expect(mazda).toBeGreaterThan(0)

    await page.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/search\/mazda\?(car_type=used&)?page=2$/)
    await expect(page.getByText(/^Page 2 of/)).toBeVisible()
  })

  test('keyword search and sort by lowest price go through the query string', async ({ page }) => {
    await page.goto(siteUrl('southern-cross', '/search/new-used-and-demo-cars'))
    await page.getByLabel('Keyword search').fill('Ranger')
    await page.getByLabel('Sort by').selectOption('vehicles_price_asc')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/query=Ranger/)
    await expect(page).toHaveURL(/sortBy=vehicles_price_asc/)
    // the URL is the new page's once its response starts: its results are read once it has loaded
    await page.waitForLoadState('load')
    const titles = await page.getByRole('article').getByRole('heading').allInnerTexts()
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.every((t) => t.includes('Ranger'))).toBe(true)
  })

  test('an unknown search route is a 404 and an empty search shows the spec text', async ({ page }) => {
    const missing = await page.goto(siteUrl('city-used-cars', '/search/no-such-make'))
    expect(missing?.status()).toBe(404)
    await page.goto(siteUrl('city-used-cars', '/search/used-cars?query=zzzzqqq'))
    await expect(page.getByText('No results found for your search at this time. Please try adjusting the filters for more results.')).toBeVisible()
  })
})
