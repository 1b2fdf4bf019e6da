/**
 * No button or link leads to a 404 (issue 12): from each demo site's home page (its navigation,
 * footer, cards and blocks), a search page's cards and a vehicle page's buttons, every internal
 * link is requested and none answers 404.
 *
 * Every page within three clicks of the home page, plus every page of the site's sitemap.xml (its
 * location, brand, blog, reviews and informational pages, whatever the site has; issues 15 and 51):
 * the server HTML of each page is read, and none of its internal links or images fails (4xx/5xx
 * after redirects; an image must answer an image). Pages of one kind (the same first path segment
 * and depth, e.g. /cars/{slug}) are many alike: up to PER_KIND of each are opened and up to
 * CHECKS_PER_KIND of each kind of link or image are requested. Every kind of page the sitemap lists
 * is among those opened.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, siteUrl, test } from './fixtures'
import { SITES as DEMO_SITES } from '../../scripts/seed/sites'

/** Every demo site, from the seed itself, so a site added there is crawled too. */
const SITES = DEMO_SITES.map((s) => s.slug)

/** Internal links of the page, without their fragment. */
async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
  return hrefs.filter((href) => href.startsWith(origin)).map((href) => href.split('#')[0]!)
}

/**
 * How many of a crawl's requests are in flight at once. One at a time, each request waited on the
 * round trip while the server idled (a crawl took 3-4 minutes on the loaded machine); the links and
 * images are still chosen one by one in page order (below), only their requests overlap.
 */
const AT_ONCE = 4

/** `task` for every item, at most `limit` at once, started in the items' order. */
async function eachAtOnce<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await task(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

/** The final status of a link, redirects followed (fetchFinal below). */
const status = async (request: APIRequestContext, link: string): Promise<number> => (await fetchFinal(request, new URL(link))).response.status()

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
    await eachAtOnce([...links].sort(), AT_ONCE, async (link) => {
      if ((await status(request, link)) === 404) broken.push(new URL(link).pathname + new URL(link).search)
    })
    expect(broken.sort()).toEqual([])
    expect(links.size).toBeGreaterThan(10)
  })
}

const PER_KIND = 6
const CHECKS_PER_KIND = 25
const CLICKS = 3

// A page's kind: /cars/a-b-c → /cars/*, /search/used-cars/toyota → /search/*/*, with ? when it has a query; / → /.
const kindOf = (url: URL) => {
  const segments = url.pathname.split('/').filter(Boolean)
  return segments.length === 0 ? '/' : `/${segments[0]}${'/*'.repeat(segments.length - 1)}${url.search ? '?' : ''}`
}

const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")

/** The internal links and image sources of a page's server HTML, absolute. */
function linksAndImages(html: string, base: URL): { links: URL[]; images: URL[] } {
  const internal = (raw: string) => {
    const value = decode(raw.trim())
    if (!value || value.startsWith('#') || /^(mailto|tel|sms|javascript|data):/i.test(value)) return null
    const url = new URL(value, base)
    if (url.host !== base.host) return null
    url.hash = ''
    return url
  }
  const links = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => internal(m[1]!)).filter((u): u is URL => u !== null)
  const images = [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((m) => internal(m[1]!)).filter((u): u is URL => u !== null)
  return { links, images }
}

/**
 * GET through localhost with the site's host forwarded, redirects followed. Node does not resolve
 * *.localhost as Chromium does, so the request goes to localhost with the site's host in
 * X-Forwarded-Host (proxy.ts reads it).
 */
async function fetchFinal(request: APIRequestContext, url: URL) {
  let current = url
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await request.get(`http://localhost:${current.port}${current.pathname}${current.search}`, { headers: { 'x-forwarded-host': url.host }, maxRedirects: 0, failOnStatusCode: false, timeout: 60_000 })
    const location = response.headers()['location']
    if (response.status() < 300 || response.status() >= 400 || !location) return { response, url: current }
    current = new URL(location, current)
    if (current.host !== url.host && !current.hostname.endsWith('localhost')) return { response, url: current }
  }
  throw new Error(`Too many redirects from ${url}`)
}

/** The site's own list of its pages (sitemap.xml), as the crawl's seeds: what the site has, not a list kept here. */
async function sitemapUrls(request: APIRequestContext, home: URL): Promise<URL[]> {
  const { response } = await fetchFinal(request, new URL('/sitemap.xml', home))
  expect(response.status(), 'sitemap.xml').toBe(200)
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(new URL(decode(m[1]!)).pathname, home))
}

for (const slug of SITES) {
  test(`${slug}: every page within three clicks of home, and every page of its sitemap: no internal link or image fails`, async ({ request }) => {
    test.setTimeout(600_000)
    const home = new URL(siteUrl(slug, '/'))
    const opened = new Map<string, number>()
    const checked = new Map<string, number>()
    const seen = new Set<string>()
    const failures: string[] = []
    const pages: string[] = []
    let frontier: URL[] = [home]
    const seeds = await sitemapUrls(request, home)

    // Whether a link or image is requested is decided before its request starts (in page order,
    // as the counts stood after the links before it), so the requests may overlap.
    const check = async (url: URL, from: string, image: boolean) => {
      const key = url.toString()
      if (seen.has(key)) return
      const kind = `${image ? 'img ' : ''}${kindOf(url)}`
      if ((checked.get(kind) ?? 0) >= CHECKS_PER_KIND) return
      seen.add(key)
      checked.set(kind, (checked.get(kind) ?? 0) + 1)
      const { response } = await fetchFinal(request, url)
      const type = response.headers()['content-type'] ?? ''
      if (response.status() >= 400) failures.push(`${url.pathname}${url.search} ${response.status()} (on ${from})`)
      else if (image && !type.startsWith('image/')) failures.push(`${url.pathname}${url.search} is ${type}, not an image (on ${from})`)
    }

    for (let depth = 0; depth <= CLICKS && frontier.length; depth += 1) {
      const next: URL[] = []
      for (const url of frontier) {
        const kind = kindOf(url)
        if ((opened.get(kind) ?? 0) >= PER_KIND || pages.includes(url.toString())) continue
        const { response, url: final } = await fetchFinal(request, url)
        if (!(response.headers()['content-type'] ?? '').includes('text/html') || response.status() >= 400) continue
        opened.set(kind, (opened.get(kind) ?? 0) + 1)
        pages.push(url.toString())
        const { links, images } = linksAndImages(await response.text(), final)
        const from = `${final.pathname}${final.search}`
        await eachAtOnce([...links.map((url) => ({ url, image: false })), ...images.map((url) => ({ url, image: true }))], AT_ONCE, (item) => check(item.url, from, item.image))
        if (depth < CLICKS) next.push(...links.filter((l) => !l.pathname.startsWith('/api/') && !l.pathname.startsWith('/admin')))
      }
      // The site's pages are opened even where no link within three clicks leads to them.
      if (depth === 0) next.unshift(...seeds)
      frontier = next
    }

    expect(failures).toEqual([])
    const kinds = [...opened.keys()]
    expect(kinds, 'every kind of page the sitemap lists was opened').toEqual(expect.arrayContaining([...new Set(seeds.map(kindOf))]))
    expect(kinds, 'the location pages are among the pages opened').toContainEqual(expect.stringMatching(/^\/(locations|our-location|contact-us)\/\*$/))
    expect(pages.length, kinds.join(', ')).toBeGreaterThan(20)
    expect(seen.size).toBeGreaterThan(100)
    expect([...seen].some((u) => new URL(u).pathname.startsWith('/cars/')), 'vehicle pages are among the links checked').toBe(true)
  })
}
