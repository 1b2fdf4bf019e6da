/**
 * Every shopper page has a description and a canonical URL that is absolute on the site's own
 * origin (issue 16, finding 12; Lighthouse's SEO audit fails a page without a description or with a
 * relative canonical). The pages: every internal link of each demo site's home page (navigation,
 * footer, brand and model menus, blocks), of its locations page and of its blog. Read-only.
 */
import type { APIRequestContext } from '@playwright/test'
import { expect, PORT, test } from './fixtures'
import { SITES as DEMO_SITES } from '../../scripts/seed/sites'

/** Every demo site, from the seed itself, so a site added there is crawled too. */
const SITES = DEMO_SITES.map((s) => s.slug)

type Html = { status: number; html: string }

/** The page as a crawler gets it (Node does not resolve *.localhost: the site's host is forwarded). */
async function get(request: APIRequestContext, slug: string, path: string): Promise<Html | null> {
  const response = await request.get(`http://localhost:${PORT}${path}`, { headers: { 'x-forwarded-host': `${slug}.localhost:${PORT}` }, failOnStatusCode: false })
  if (!(response.headers()['content-type'] ?? '').includes('text/html')) return null
  return { status: response.status(), html: await response.text() }
}

/** Internal page links of the HTML: root-relative, without fragment; no API, assets or feeds. */
const pageLinks = (html: string): string[] =>
  [...html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&'))
    .filter((href) => !/^\/(api|_next|demo-images|media)\//.test(href) && !/\.(xml|pdf|txt)$/.test(href) && !/\/(pdf|autogauge)$/.test(href))

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null

for (const slug of SITES) {
  test(`${slug}: every page linked from home, locations and blog has a description and an absolute canonical on the site`, async ({ request }) => {
    test.setTimeout(240_000)
    const origin = `http://${slug}.localhost:${PORT}`
    const paths = new Set<string>(['/'])
    for (const start of ['/', '/locations', '/blog']) {
      const page = await get(request, slug, start)
      if (page?.status === 200) for (const link of pageLinks(page.html)) paths.add(link)
    }
    const problems: string[] = []
    let checked = 0
    for (const path of [...paths].sort()) {
      const page = await get(request, slug, path)
      if (!page || page.status !== 200) continue
      checked += 1
      const canonical = attr(page.html, /<link rel="canonical" href="([^"]*)"/)
      const description = attr(page.html, /<meta name="description" content="([^"]*)"/)
      if (!canonical || !(canonical === origin || canonical.startsWith(`${origin}/`))) problems.push(`${path}: canonical ${canonical ?? 'missing'}`)
      if (!description?.trim()) problems.push(`${path}: no description`)
    }
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(5)
  })
}
