/**
 * Issue 7 item 2: /cars/{slug} follows the site's vehicle template. A dealer editor publishes the
 * template with a section moved and one removed; the (cached) vehicle pages of the site change
 * within 5 s; the original layout is then published back. The page builder previews the
 * template's sections with a car of the site.
 */
import type { APIRequestContext } from '@playwright/test'
import { adminLogin } from './adminLogin'
import { adminUrl, apiToken, expect, PORT, staffDocs, test } from './fixtures'

const SITE = 'southern-cross'
type Section = { type: string; props: Record<string, unknown> }
type Layout = { root: { props: Record<string, unknown> }; content: Array<{ type: string; props: Record<string, unknown> & { sections?: Section[] } }> }

/** A page of the site as a shopper gets it (Node cannot resolve *.localhost, so set the host). */
const sitePage = async (request: APIRequestContext, path: string) =>
  (await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { 'x-forwarded-host': `${SITE}.localhost:${PORT}` } })).text()

/** Position of each mark in the page (-1 when absent). */
const at = (html: string) => ({ breadcrumb: html.indexOf('aria-label="Breadcrumb"'), disclaimer: html.indexOf('data-testid="disclaimer"'), specs: html.indexOf('id="all-specs"'), gallery: html.indexOf('data-testid="gallery"') })

test('publishing the vehicle template reorders and hides sections on the site’s vehicle pages', async ({ request }) => {
  test.setTimeout(120_000)
  let template: { id: number; layout: Layout } | undefined
  await expect(async () => {
    template = (await staffDocs<{ id: number; layout: Layout }>(request, `pages?depth=0&limit=1&where[kind][equals]=vehicle&where[site.slug][equals]=${SITE}`))[0]
    expect(template).toBeDefined()
  }).toPass({ timeout: 30_000 })
  const original = template!.layout
  const response = await request.post(`http://127.0.0.1:${PORT}/api/search/1/indexes/*/queries`, {
    headers: { 'x-forwarded-host': `${SITE}.localhost:${PORT}`, 'content-type': 'text/plain' },
    data: JSON.stringify({ requests: [{ indexName: 'vehicles', facetFilters: ['status:in_stock'], hitsPerPage: 1 }] }),
  })
  const slug = ((await response.json()) as { results: Array<{ hits: Array<{ slug: string }> }> }).results[0]?.hits[0]?.slug
  expect(slug, 'a car in stock').toBeTruthy()
  const car = async () => at(await sitePage(request, `/cars/${slug}`))

  const before = await car()
  expect(before.breadcrumb).toBeGreaterThan(-1)
  expect(before.disclaimer).toBeGreaterThan(before.breadcrumb)
  expect(before.specs).toBeGreaterThan(-1)

  const detail = original.content.find((b) => b.type === 'VehicleDetail')!
  const sections = (detail.props.sections ?? []).filter((s) => s.type !== 'VehicleSpecifications')
  const moved = [...sections.filter((s) => s.type === 'VehicleDisclaimer'), ...sections.filter((s) => s.type !== 'VehicleDisclaimer')]
  const edited: Layout = { ...original, content: original.content.map((b) => (b === detail ? { ...b, props: { ...b.props, sections: moved } } : b)) }

  const publish = async (layout: Layout) => {
    const token = await apiToken(request, `editor@${SITE}.demo.test`)
    const response = await request.patch(`http://localhost:${PORT}/api/pages/${template!.id}`, { headers: { authorization: `JWT ${token}` }, data: { layout, _status: 'published' } })
    expect(response.status(), await response.text()).toBe(200)
  }
  try {
    await publish(edited)
    await expect(async () => {
      const now = await car()
      expect(now.disclaimer).toBeGreaterThan(-1)
      expect(now.disclaimer).toBeLessThan(now.breadcrumb)
      expect(now.specs).toBe(-1)
      expect(now.gallery).toBeGreaterThan(now.breadcrumb)
    }).toPass({ timeout: 5_000 })
  } finally {
    await publish(original)
  }
  await expect(async () => expect((await car()).specs).toBeGreaterThan(-1)).toPass({ timeout: 5_000 })
})

test('the page builder previews the vehicle template’s sections with a car of the site', async ({ page, request }) => {
  test.setTimeout(240_000)
  const editorSite = 'city-used-cars'
  let id: number | undefined
  await expect(async () => {
    id = (await staffDocs<{ id: number }>(request, `pages?depth=0&limit=1&where[kind][equals]=vehicle&where[site.slug][equals]=${editorSite}`))[0]?.id
    expect(id).toBeDefined()
  }).toPass({ timeout: 30_000 })
  await adminLogin(page, `editor@${editorSite}.demo.test`)
  await expect(async () => {
    if (await page.getByLabel('Email').isVisible()) await adminLogin(page, `editor@${editorSite}.demo.test`)
    const response = await page.goto(adminUrl(`/page-builder/${id}`))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('button', { name: 'Add block' })).toBeVisible({ timeout: 45_000 })
  }).toPass({ timeout: 150_000 })
  const canvas = page.frameLocator('iframe').first()
  await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible({ timeout: 30_000 })
  await expect(canvas.getByTestId('vdp-price')).toBeVisible()
  await expect(canvas.getByRole('heading', { name: 'All specifications' })).toBeVisible()
  await expect(canvas.getByTestId('disclaimer')).toBeVisible()
})
