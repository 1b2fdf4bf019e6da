/**
 * Nothing blank before an interaction (issue 47): with JavaScript off, as a crawler or a shopper who
 * only reads sees it, a vehicle page's finance, fuel and delivery calculators show their starting
 * figures in dollars (from site/rules: finance.ts, fuelCost.ts, delivery.ts deliveryStart). For
 * every demo site, a listed car with fuel economy is opened (from the sites' own stock, REST as
 * staff); each calculator the page has must show a `$` figure, and between them the demo sites show
 * all three.
 */
import { expect, siteUrl, staffDocs, test } from './fixtures'

test.use({ javaScriptEnabled: false })

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null)
const DOLLARS = /\$\s?\d[\d,]*(\.\d\d)?/

test('each calculator of a vehicle page shows a $ figure with JavaScript off, on every demo site', async ({ page, request }) => {
  test.setTimeout(120_000)
  const sites = (await staffDocs<{ slug: string; dealerships?: unknown[] }>(request, 'sites?limit=100&depth=0&sort=id'))
    .map((s) => ({ slug: s.slug, dealerships: (s.dealerships ?? []).map(idOf).filter((d): d is number => d !== null) }))
    .filter((s) => s.dealerships.length)
  const seen = { finance: 0, fuel: 0, delivery: 0 }
  for (const site of sites) {
    const where = `where[dealership][in]=${site.dealerships.join(',')}&where[showOnDealerWebsite][equals]=true&where[status][equals]=in_stock&where[photosCount][greater_than_equal]=4&where[itemType][equals]=car&where[simpleFuel][not_equals]=Electric&where[price][greater_than]=0`
    const [car] = await staffDocs<{ slug: string }>(request, `vehicles?${where}&limit=1&depth=0&sort=id`)
    if (!car) continue
    await test.step(`${site.slug} ${car.slug}`, async () => {
      await page.goto(siteUrl(site.slug, `/cars/${car.slug}`))
      await expect(page.getByTestId('sidebar-buttons')).toBeVisible()
      // the section the finance calculator's heading names (the id is the heading's)
      const finance = page.locator('section[aria-labelledby="finance-form"]')
      if (await finance.count()) {
        seen.finance++
        await expect(finance.locator('output')).toHaveText(DOLLARS)
        // the starting values are in the fields, not only in the result
        await expect(finance.getByLabel(/Purchase price|Loan amount/)).toHaveValue(/^\d+$/)
      }
      // the section the fuel calculator's heading names (the id is the heading's)
      const fuel = page.locator('section[aria-labelledby="fuel-calculator"]')
      if (await fuel.count()) {
        seen.fuel++
        await expect(fuel.getByTestId('fuel-cost')).toHaveText(DOLLARS)
      }
      const delivery = page.getByTestId('delivery-section')
      if (await delivery.count()) {
        seen.delivery++
        await expect(delivery.getByTestId('delivery-result')).toHaveText(DOLLARS)
        await expect(delivery.getByLabel('Delivery postcode')).toHaveValue(/^\d{4}$/)
      }
    })
  }
  expect(seen.finance, 'vehicle pages with a finance calculator').toBeGreaterThan(0)
  expect(seen.fuel, 'vehicle pages with a fuel calculator').toBeGreaterThan(0)
  expect(seen.delivery, 'vehicle pages with a delivery calculator').toBeGreaterThan(0)
})
