import { expect, PORT, siteUrl, test } from './fixtures'

/** Search API request as a site's own page would send it (Node cannot resolve *.localhost, so set the host). */
async function searchApi(request: import('@playwright/test').APIRequestContext, site: string, params: Record<string, unknown>) {
  const response = await request.post(`http://127.0.0.1:${PORT}/api/search/1/indexes/*/queries`, {
    headers: { 'x-forwarded-host': `${site}.localhost:${PORT}`, 'content-type': 'text/plain' },
    data: JSON.stringify({ requests: [{ indexName: 'vehicles', ...params }] }),
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { results: Array<{ hits: Array<Record<string, any>>; nbHits: number }> }).results[0]!
}

test('a card opens its vehicle page with the same price, details and JSON-LD', async ({ page }) => {
  await page.goto(siteUrl('city-used-cars', '/search/used-cars'))
  const card = page.getByRole('article').first()
  const title = await card.getByRole('heading').innerText()
  const price = await card.getByTestId('card-price').innerText()
  await card.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/cars\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  expect(price.startsWith(await page.getByTestId('vdp-price').innerText().then((t) => t.split(' ')[0] ?? ''))).toBe(true)
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(jsonLd['@type']).toBe('Car')
  expect(jsonLd.offers.availability).toBe('https://schema.org/InStock')
})

test('a sold car shows the sold message and no price; another site’s car is a 404', async ({ page, request }) => {
  const sold = await searchApi(request, 'southern-cross', { facetFilters: ['status:sold'], hitsPerPage: 1 })
  expect(sold.nbHits).toBeGreaterThan(0)
  await page.goto(siteUrl('southern-cross', `/cars/${sold.hits[0]!.slug}`))
  // INV §4: the word follows the vehicle type (the site's word for a car, "truck", "caravan"…), the same in both places
  await expect(page.getByRole('status')).toHaveText(/^Unfortunately this ([a-z]+) recently sold\. But don't worry, we can help you find a similar \1!$/)
  await expect(page.getByTestId('vdp-price')).toHaveCount(0)

  const elsewhere = await searchApi(request, 'harbourside-mazda', { hitsPerPage: 1 })
  const response = await page.goto(siteUrl('city-used-cars', `/cars/${elsewhere.hits[0]!.slug}`))
  expect(response?.status()).toBe(404)
})
