import { adminUrl, apiToken, expect, PASSWORD, PORT, test } from './fixtures'

async function pagesOfSite(request: import('@playwright/test').APIRequestContext, token: string, slug: string): Promise<Array<{ id: number; title: string }>> {
  const response = await request.get(`http://localhost:${PORT}/api/pages?limit=100&depth=0&where[site.slug][equals]=${slug}`, { headers: { authorization: `JWT ${token}` } })
  return ((await response.json()) as { docs: Array<{ id: number; title: string }> }).docs
}

test('a dealer editor sees only their own site in the admin and cannot open other sites pages', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin@demo.test')
  const ownPages = await pagesOfSite(request, admin, 'city-used-cars')
  const otherPages = await pagesOfSite(request, admin, 'harbourside-mazda')
  expect(ownPages.length).toBeGreaterThan(0)
  expect(otherPages.length).toBeGreaterThan(0)

  await page.goto(adminUrl('/login'))
  // Fill only once the login form has hydrated, or React resets the typed values.
  await page.waitForLoadState('networkidle')
  const email = page.getByLabel('Email')
  await expect(async () => {
    await email.fill('editor@city-used-cars.demo.test')
    await expect(email).toHaveValue('editor@city-used-cars.demo.test', { timeout: 500 })
  }).toPass()
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin\/?$/)

  await page.goto(adminUrl('/collections/pages'))
  const table = page.locator('.table')
  await expect(table).toBeVisible()
  const titles = await table.locator('tbody tr').allInnerTexts()
  expect(titles.join('\n')).toContain('About City Used Cars')
  expect(titles.join('\n')).not.toContain('Harbourside')
  expect(titles.length).toBe(ownPages.length)

  await page.goto(adminUrl(`/collections/pages/${otherPages[0]?.id}`))
  await expect(page.getByText(/could not be found.*you may not have access/i)).toBeVisible()
  await expect(page.getByText(otherPages[0]?.title ?? '---', { exact: true })).toHaveCount(0)

  const api = await page.request.get(`http://localhost:${PORT}/api/pages/${otherPages[0]?.id}`)
  expect([403, 404]).toContain(api.status())
})
