/**
 * Links fetch their page ahead on the shopper's intent, not as they scroll into view
 * (site/components/Link.tsx, intentPrefetch.ts): a page whose screen is full of links (the used-car
 * home's make cards and menus) requests no prefetch at load; resting the mouse on a link prefetches
 * that link's whole page, and following it is then a client navigation that needs no new request.
 */
import type { Page, Request } from '@playwright/test'
import { expect, siteUrl, test } from './fixtures'

const isRsc = (request: Request) => request.headers()['rsc'] === '1'
const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1'

async function openHydrated(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'client')
  await page.waitForLoadState('networkidle')
}

/** Page-data requests (RSC) as they go out, and a wait until none has been in flight for a while. */
function watchRsc(page: Page) {
  const sent: Request[] = []
  let inFlight = 0
  let quietSince = Date.now()
  const done = () => {
    inFlight -= 1
    quietSince = Date.now()
  }
  page.on('request', (request) => {
    if (!isRsc(request)) return
    sent.push(request)
    inFlight += 1
  })
  page.on('requestfinished', (request) => isRsc(request) && done())
  page.on('requestfailed', (request) => isRsc(request) && done())
  const settled = () => expect.poll(() => inFlight === 0 && Date.now() - quietSince > 500, { message: 'page-data requests settled' }).toBe(true)
  return { sent, settled }
}

test('no link is prefetched at load; a link the mouse rests on is, and following it needs no new request', async ({ page }) => {
  const rsc = watchRsc(page)
  await openHydrated(page, siteUrl('city-used-cars', '/'))
  const links = page.locator('main a[data-prefetch="intent"]')
  expect(await links.count(), 'links on screen that Next would have prefetched as they came into view').toBeGreaterThan(3)
  // idle after the load, when Next's viewport prefetch would have run
  await page.waitForTimeout(1_000)
  expect(rsc.sent.map((r) => r.url())).toEqual([])

  const link = links.first()
  const path = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname
  const prefetched = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === path)
  await link.hover()
  await prefetched
  await rsc.settled()
  const beforeClick = rsc.sent.length

  await page.evaluate(() => Object.assign(window, { __samePage: true }))
  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === path)
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), 'a client navigation').toBe(true)
  await expect(page.locator('h1')).toBeVisible()
  expect(rsc.sent.slice(beforeClick).map((r) => r.url()), 'the page came from the prefetch').toEqual([])
})

test("a link that opens a flow (a card's Enquire) is not prefetched on hover or focus", async ({ page }) => {
  await openHydrated(page, siteUrl('city-used-cars', '/search/used-cars'))
  const flow = page.locator('main a[data-button="enquire"]').first()
  await expect(flow).toBeAttached()
  await expect(flow).not.toHaveAttribute('data-prefetch')
  const rsc = watchRsc(page)
  await flow.scrollIntoViewIfNeeded()
  await flow.hover()
  await flow.focus()
  await page.waitForTimeout(500)
  expect(rsc.sent.map((r) => r.url())).toEqual([])
})
