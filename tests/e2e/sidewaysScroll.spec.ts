/**
 * No sideways scrolling (issue 47): every page kind of every demo site, at 320, 390, 768, 1,366 and
 * 1,920 px, has a document no wider than its window (`scrollWidth <= clientWidth`).
 *
 * The pages are found, not listed: the internal links of the home page, a search page, a vehicle
 * page and the locations page, one page of each kind (the first path segment and the depth:
 * /cars/{slug} is one kind; a one-segment CMS page is its own kind, since each is built of its own
 * blocks), plus a page that does not exist. So a new demo site, page or template is walked without
 * editing this file. One browser page per site is resized through the widths (no reload per width),
 * and nothing waits on time: the width is read in the frame after the resize.
 */
import type { Page } from '@playwright/test'
import { expect, siteUrl, test } from './fixtures'
import { SITES as DEMO_SITES } from '../../scripts/seed/sites'

const WIDTHS = [320, 390, 768, 1366, 1920]
const HEIGHT = 900
/** The most pages of one site walked (the kinds found come first in a fixed order). */
const MAX_PAGES = 30

// the page's server HTML, as a visit that has not yet interacted sees it (its scripts come at the
// first interaction: site/http/pageLoader.mjs); a resize is not one
test.use({ pointerOnOpen: false })
// the sites are walked side by side (each test its own page and sites)
test.describe.configure({ mode: 'parallel' })

/** /cars/a-b → /cars/*; /search/used-cars/toyota → /search/*\/*; /about → /about; with ? when it has a query. */
function kindOf(url: URL): string {
  const segments = url.pathname.split('/').filter(Boolean)
  const path = segments.length === 0 ? '/' : segments.length === 1 ? `/${segments[0]}` : `/${segments[0]}${'/*'.repeat(segments.length - 1)}`
  return `${path}${url.search ? '?' : ''}`
}

async function internalLinks(page: Page): Promise<URL[]> {
  const origin = new URL(page.url()).origin
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
  return hrefs
    .filter((href) => href.startsWith(origin))
    .map((href) => new URL(href))
    // files and feeds are not pages a shopper scrolls
    .filter((url) => !/\.(xml|pdf|ics|vcf|txt|json)$/i.test(url.pathname) && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/admin'))
}

/** How far the document is wider than its window, and (when it is) the outermost elements that stick out. */
async function overflow(page: Page, width: number): Promise<{ excess: number; culprits: string[] }> {
  await page.setViewportSize({ width, height: HEIGHT })
  return page.evaluate(
    () =>
      new Promise<{ excess: number; culprits: string[] }>((resolve) =>
        requestAnimationFrame(() => {
          const root = document.documentElement
          const excess = root.scrollWidth - root.clientWidth
          const culprits: string[] = []
          if (excess > 0) {
            const limit = root.clientWidth
            const clips = (el: Element | null): boolean => {
              for (let a = el; a && a !== document.body && a !== root; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true
              return false
            }
            for (const el of document.body.querySelectorAll('*')) {
              const right = el.getBoundingClientRect().right + window.scrollX
              const parentRight = (el.parentElement?.getBoundingClientRect().right ?? 0) + window.scrollX
              if (right > limit + 0.5 && parentRight <= limit + 0.5 && !clips(el.parentElement)) {
                const testId = el.getAttribute('data-testid')
                culprits.push(`<${el.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''} class="${String(el.getAttribute('class') ?? '').slice(0, 120)}"> right edge ${Math.round(right)} px`)
                if (culprits.length >= 3) break
              }
            }
          }
          resolve({ excess, culprits })
        }),
      ),
  )
}

for (const site of DEMO_SITES.map((s) => s.slug)) {
  test(`${site}: no page kind scrolls sideways at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    test.setTimeout(600_000)
    await page.setViewportSize({ width: 1366, height: HEIGHT })
    const pages = new Map<string, URL>()
    const add = (urls: URL[]) => {
      for (const url of urls) {
        url.hash = ''
        const kind = kindOf(url)
        if (!pages.has(kind)) pages.set(kind, url)
      }
    }
    // the pages to walk, found from the home page, a search page, a vehicle page and the locations page
    await page.goto(siteUrl(site, '/'))
    add([new URL(page.url())])
    add(await internalLinks(page))
    await page.goto(siteUrl(site, '/search/new-used-and-demo-cars'))
    add(await internalLinks(page))
    const car = [...pages.values()].find((url) => /^\/cars\/[^/]+$/.test(url.pathname) && url.pathname !== '/cars/trade-in')
    if (car) {
      await page.goto(car.href)
      add(await internalLinks(page))
    }
    const locations = pages.get('/locations')
    if (locations) {
      await page.goto(locations.href)
      add(await internalLinks(page))
    }
    add([new URL(siteUrl(site, '/no-such-page-sideways-test'))])
    expect(car, 'a vehicle page linked from the search page').toBeTruthy()

    const walked = [...pages.entries()].sort(([a], [b]) => a.localeCompare(b)).slice(0, MAX_PAGES)
    const wide: string[] = []
    for (const [kind, url] of walked) {
      // the width the page opens at, then the others (one load per page)
      await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT })
      // the document and its stylesheet (the head's inline loader waits for it); pictures have their sizes
      await page.goto(url.href, { waitUntil: 'domcontentloaded' })
      for (const width of WIDTHS) {
        const { excess, culprits } = await overflow(page, width)
        if (excess > 0) wide.push(`${kind} (${url.pathname}${url.search}) at ${width} px: ${excess} px too wide; ${culprits.join('; ') || 'no single element found'}`)
      }
    }
    expect(walked.length, 'page kinds found').toBeGreaterThanOrEqual(8)
    expect(wide).toEqual([])
  })
}
