import { expect, siteUrl, test } from './fixtures'

/** The number in "<n> vehicles in stock" on a home page. */
async function stockTotal(page: import('@playwright/test').Page): Promise<number> {
  const text = await page.getByTestId('stock-total').innerText()
  return Number(text.replace(/[^0-9]/g, ''))
}

test('two sites opened by host show different names, navigation and stock counts', async ({ page }) => {
  await page.goto(siteUrl('city-used-cars'))
  await expect(page.getByTestId('site-name')).toHaveText('City Used Cars')
  const usedNav = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts()
  const usedStock = await stockTotal(page)

  await page.goto(siteUrl('harbourside-mazda'))
  await expect(page.getByTestId('site-name')).toHaveText('Harbourside Mazda')
  const franchiseNav = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts()
  const franchiseStock = await stockTotal(page)

  // The used-car dealer has no menu of its own: the spec's default links.
  expect(usedNav).toEqual(['Test Drive', 'Service', 'Finance', 'Trade In', 'Parts', 'Contact'])
  expect(franchiseNav).toContain('New Mazda')
  expect(franchiseNav).not.toEqual(usedNav)
  expect(usedStock).toBeGreaterThan(0)
  expect(franchiseStock).toBeGreaterThan(0)
  expect(franchiseStock).not.toBe(usedStock)
})

test('plain localhost serves the default site and the footer shows the dealer licence', async ({ page }) => {
  await page.goto(`http://localhost:${process.env.E2E_PORT ?? '3000'}/`)
  await expect(page.getByTestId('site-name')).toHaveText('Southern Cross Auto Group')
  await expect(page.getByTestId('dealer-licence')).toContainText('LMCT 10456')
})

test('an unknown host gets a 404 page', async ({ page }) => {
  const response = await page.goto(siteUrl('no-such-dealer'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible()
})

test('an unknown path on a known site gets the site 404 inside its layout', async ({ page }) => {
  const response = await page.goto(siteUrl('city-used-cars', '/no-such-page'))
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('site-name')).toHaveText('City Used Cars')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('robots.txt and sitemap.xml are per site', async ({ page }) => {
  // The browser resolves *.localhost to loopback; Node's resolver does not, so fetch through the page.
  const robots = await page.goto(siteUrl('harbourside-mazda', '/robots.txt'))
  expect(robots?.status()).toBe(200)
  expect(await robots?.text()).toContain(`Sitemap: http://harbourside-mazda.localhost:${process.env.E2E_PORT ?? '3000'}/sitemap.xml`)
  const sitemap = await page.goto(siteUrl('harbourside-mazda', '/sitemap.xml'))
  const xml = (await sitemap?.text()) ?? ''
  expect(xml).toContain('<loc>http://harbourside-mazda.localhost')
  expect(xml).toContain('/about-us</loc>')
  expect(xml).not.toContain('city-used-cars')
})

test('a home page loads without console errors or failed requests', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  await page.goto(siteUrl('southern-cross'), { waitUntil: 'networkidle' })
  expect(problems).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the home page is server-rendered with its stock and canonical URL', async ({ page }) => {
    await page.goto(siteUrl('harbourside-mazda'))
    await expect(page.getByTestId('site-name')).toHaveText('Harbourside Mazda')
    await expect(page.getByTestId('stock-total')).toContainText('vehicles in stock')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^http://harbourside-mazda\\.localhost:${process.env.E2E_PORT ?? '3000'}/?$`))
  })
})
