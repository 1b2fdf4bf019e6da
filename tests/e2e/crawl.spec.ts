/**
 * No button or link leads to a 404 (issue 12): from each demo site's home page (its navigation,
 * footer, cards and blocks), a search page's cards and a vehicle page's buttons, every internal
 * link is requested and none answers 404.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, siteUrl, test } from './fixtures'

const SITES = ['city-used-cars', 'harbourside-mazda', 'southern-cross']

/** Internal links of the page, without their fragment. */
async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
  return hrefs.filter((href) => href.startsWith(origin)).map((href) => href.split('#')[0]!)
}

/**
 * The final status of a link, redirects followed. Node does not resolve *.localhost as Chromium
 * does, so the request goes to localhost with the site's host in X-Forwarded-Host (proxy.ts reads it).
 */
async function status(request: APIRequestContext, link: string): Promise<number> {
  let url = new URL(link)
  const host = url.host
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await request.get(`http://localhost:${url.port}${url.pathname}${url.search}`, { headers: { 'x-forwarded-host': host }, maxRedirects: 0, failOnStatusCode: false })
    const location = response.headers()['location']
    if (response.status() < 300 || response.status() >= 400 || !location) return response.status()
    url = new URL(location, url)
  }
  return 310
}

for (const slug of SITES) {
  test(`${slug}: no internal link from the home page, a search page or a vehicle page answers 404`, async ({ page, request }) => {
    test.setTimeout(300_000)
    const links = new Set<string>()
    await page.goto(siteUrl(slug, '/'))
    for (const link of await internalLinks(page)) links.add(link)
    await page.goto(siteUrl(slug, '/search/new-used-and-demo-cars'))
    await expect(page.locator('a[href*="/cars/"]').first()).toBeAttached()
    for (const link of await internalLinks(page)) links.add(link)
    const carLink = (await internalLinks(page)).find((href) => /\/cars\/[^/?]+$/.test(new URL(href).pathname))
    expect(carLink, 'a vehicle card on the search page').toBeTruthy()
    await page.goto(carLink!)
    await expect(page.getByTestId('sidebar-buttons')).toBeVisible()
    for (const link of await internalLinks(page)) links.add(link)

    const broken: string[] = []
    for (const link of [...links].sort()) {
      if ((await status(request, link)) === 404) broken.push(new URL(link).pathname + new URL(link).search)
    }
    expect(broken).toEqual([])
    expect(links.size).toBeGreaterThan(10)
  })
}
