import { adminLogin } from './adminLogin'
import { adminUrl, expect, PORT, staffDocs, test } from './fixtures'

async function pagesOfSite(request: import('@playwright/test').APIRequestContext, slug: string): Promise<Array<{ id: number; title: string }>> {
  let pages: Array<{ id: number; title: string }> = []
  // The site by its slug, then its pages by the site's id; retried because right after start-up the
  // first REST queries have been seen to come back empty or refused.
  await expect(async () => {
    const [site] = await staffDocs<{ id: number }>(request, `sites?depth=0&limit=1&where[slug][equals]=${slug}`)
    expect(site, `site ${slug}`).toBeDefined()
    pages = await staffDocs<{ id: number; title: string }>(request, `pages?limit=100&depth=0&where[site][equals]=${site!.id}`)
    expect(pages.length, `pages of ${slug}`).toBeGreaterThan(0)
  }).toPass({ timeout: 30_000 })
  return pages
}

test('a dealer editor sees only their own site in the admin and cannot open other sites pages', async ({ page, request }) => {
  const ownPages = await pagesOfSite(request, 'city-used-cars')
  const otherPages = await pagesOfSite(request, 'harbourside-mazda')
  expect(ownPages.length).toBeGreaterThan(0)
  expect(otherPages.length).toBeGreaterThan(0)

  // The admin works offline: nothing it loads (the account avatar included) comes from another host.
  const adminHost = new URL(adminUrl('/')).host
  const outside: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.protocol.startsWith('http') && url.host !== adminHost) outside.push(r.url())
  })
  await adminLogin(page, 'editor@city-used-cars.demo.test')

  // every page on one list page (the site has more than the admin's default 10)
  await page.goto(adminUrl('/collections/pages?limit=100'))
  const table = page.locator('.table')
  await expect(table).toBeVisible()
  const titles = await table.locator('tbody tr').allInnerTexts()
  expect(titles.join('\n')).toContain('About City Used Cars')
  expect(titles.join('\n')).not.toContain('Harbourside')
  expect(titles.length).toBe(ownPages.length)

  // A page whose title names the other site (template pages such as "Finance" exist on both sites).
  const other = otherPages.find((p) => p.title.includes('Harbourside')) ?? otherPages[0]
  await page.goto(adminUrl(`/collections/pages/${other?.id}`))
  await expect(page.getByText(/could not be found.*you may not have access/i)).toBeVisible()
  await expect(page.getByText(other?.title ?? '---', { exact: true })).toHaveCount(0)

  const api = await page.request.get(`http://localhost:${PORT}/api/pages/${other?.id}`)
  expect([403, 404]).toContain(api.status())
  expect(outside, 'requests to other hosts').toEqual([])
})
