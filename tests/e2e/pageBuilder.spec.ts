/**
 * Issue 8 acceptance: a dealer editor builds the home page in the Puck editor inside the admin,
 * publishes it (the shopper page changes within 5 s; the measured time is printed), drafts stay
 * private but show in preview, restoring the previous version restores the public page, and another
 * site's editor gets 403 on the editor view and through REST.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { adminLogin } from './adminLogin'
import { adminUrl, expect, PORT, staffDocs, test } from './fixtures'

const SITE = 'city-used-cars'

async function homePageId(request: APIRequestContext): Promise<number> {
  let id: number | undefined
  // The site by its slug, then its home page by the site's id. Retried: right after start-up the
  // first REST queries have been seen to come back empty or refused.
  await expect(async () => {
    const [site] = await staffDocs<{ id: number }>(request, `sites?depth=0&limit=1&where[slug][equals]=${SITE}`)
    expect(site, `site ${SITE}`).toBeDefined()
    id = (await staffDocs<{ id: number }>(request, `pages?depth=0&limit=1&where[site][equals]=${site!.id}&where[path][equals]=/`))[0]?.id
    expect(id, `home page of ${SITE}`).toBeDefined()
  }).toPass({ timeout: 30_000 })
  return id as number
}

/** The public home page's HTML as a shopper gets it (a fresh request without the editor's cookies). */
async function publicHome(request: APIRequestContext): Promise<string> {
  const response = await request.get(`http://127.0.0.1:${PORT}/?t=${Date.now()}`, { headers: { 'x-forwarded-host': `${SITE}.localhost:${PORT}` } })
  return response.text()
}

async function addBlock(page: Page, label: string) {
  await page.getByLabel('Block', { exact: true }).selectOption({ label })
  await page.getByRole('button', { name: 'Add block' }).click()
}

/** Types a value and waits for the draft autosave (1.5 s after the last change) that stores it. */
async function autosaved(page: Page, id: number, value: string, type: (value: string) => Promise<unknown>) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes(`/api/pages/${id}?`) && (r.request().postData() ?? '').includes(value),
    { timeout: 30_000 },
  )
  await type(value)
  expect((await saved).ok()).toBe(true)
  await expect(page.getByTestId('save-status')).toHaveText('Draft saved')
}

test.describe.configure({ mode: 'serial' })

test('dealer editor adds blocks, previews the draft, publishes within 5 s and restores the previous version', async ({ page, request }) => {
  test.setTimeout(240_000)
  const id = await homePageId(request)
  const stamp = `Summer deals ${Date.now()}`
  const heading = `Find our yard ${Date.now()}`

  await adminLogin(page, `editor@${SITE}.demo.test`)
  // Retried with a fresh sign-in: once, under heavy load, the editor opened on the login form.
  await expect(async () => {
    if (await page.getByLabel('Email').isVisible()) await adminLogin(page, `editor@${SITE}.demo.test`)
    const response = await page.goto(adminUrl(`/page-builder/${id}`))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('button', { name: 'Add block' })).toBeVisible({ timeout: 45_000 })
  }).toPass({ timeout: 150_000 })

  await addBlock(page, 'Promo slider')
  await expect(page.getByLabel('Seconds per slide').filter({ visible: true })).toBeVisible()
  const label = page.getByLabel('Label (read by screen readers)').filter({ visible: true })
  // Choose the next block before the edit, so an autosave (and its status change) happens while it
  // stays chosen: the header must keep the choice rather than remount and fall back to the first block.
  const blockSelect = page.getByLabel('Block', { exact: true })
  await blockSelect.selectOption({ label: 'Locations' })
  await autosaved(page, id, stamp, (value) => label.fill(value))
  await expect(blockSelect).toHaveValue('LocationBlock')
  await page.getByRole('button', { name: 'Add block' }).click()
  await expect(page.getByLabel('Several locations as').filter({ visible: true })).toBeVisible()
  const headingField = page.getByLabel('Heading', { exact: true }).filter({ visible: true })
  await autosaved(page, id, heading, (value) => headingField.fill(value))

  // The draft is not public …
  expect(await publicHome(request)).not.toContain(heading)
  // … but shows in preview (a signed link that turns on draft mode for the site's host).
  const previewHref = await page.getByRole('link', { name: 'Preview draft' }).getAttribute('href')
  const preview = await page.context().newPage()
  await preview.goto(previewHref!)
  await expect(preview.getByRole('heading', { name: heading })).toBeVisible()
  await expect(preview.getByRole('region', { name: stamp })).toBeVisible()
  await expect(preview.getByText('Preview of unpublished changes')).toBeVisible()
  // Next's draft-mode cookie is one value for the whole build, the same on every site: alone (as
  // another site's preview would give it) it opens no draft; with the cookie naming this host it does.
  const cookies = await preview.context().cookies(`http://${SITE}.localhost:${PORT}`)
  const header = (names: string[]) => cookies.filter((c) => names.includes(c.name)).map((c) => `${c.name}=${c.value}`).join('; ')
  expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['__prerender_bypass', 'preview_host']))
  const asShopper = (cookie: string) => request.get(`http://127.0.0.1:${PORT}/?t=${Date.now()}`, { headers: { 'x-forwarded-host': `${SITE}.localhost:${PORT}`, cookie } }).then((r) => r.text())
  expect(await asShopper(header(['__prerender_bypass']))).not.toContain(heading)
  expect(await asShopper(header(['__prerender_bypass', 'preview_host']))).toContain(heading)
  await preview.close()

  // Publish: the shopper page changes within 5 s.
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByTestId('save-status')).toContainText('Published at', { timeout: 30_000 })
  const published = Date.now()
  let html = ''
  while (!html.includes(heading) && Date.now() - published < 15_000) html = await publicHome(request)
  const seconds = (Date.now() - published) / 1000
  console.log(`publish → live on the shopper page in ${seconds.toFixed(2)} s`)
  expect(html).toContain(heading)
  expect(html).toContain(stamp)
  expect(seconds).toBeLessThan(5)

  // Restore the version before the publish: the public page is the previous one again.
  const versions = await page.request.get(`http://localhost:${PORT}/api/pages/versions?depth=0&limit=100&sort=-updatedAt&where[parent][equals]=${id}&where[version._status][equals]=published`)
  const docs = ((await versions.json()) as { docs: Array<{ id: string; version: { layout: unknown } }> }).docs
  const previous = docs.find((v) => !JSON.stringify(v.version.layout).includes(heading))
  expect(previous, 'an earlier published version').toBeTruthy()
  const restored = await page.request.post(`http://localhost:${PORT}/api/pages/versions/${previous!.id}`)
  expect(restored.status()).toBe(200)
  const restoredAt = Date.now()
  html = await publicHome(request)
  while (html.includes(heading) && Date.now() - restoredAt < 15_000) html = await publicHome(request)
  console.log(`restore → live on the shopper page in ${((Date.now() - restoredAt) / 1000).toFixed(2)} s`)
  expect(html).not.toContain(heading)
})

test("another site's editor gets 403 on the editor view and through REST", async ({ page, request }) => {
  const id = await homePageId(request)
  await adminLogin(page, 'editor@harbourside-mazda.demo.test')
  const view = await page.goto(adminUrl(`/page-builder/${id}`))
  expect(view?.status()).toBe(403)
  await expect(page.getByRole('button', { name: 'Add block' })).toHaveCount(0)
  expect((await page.request.get(`http://localhost:${PORT}/api/pages/${id}`)).status()).toBe(403)
  expect((await page.request.patch(`http://localhost:${PORT}/api/pages/${id}`, { data: { title: 'defaced' } })).status()).toBe(403)
})
