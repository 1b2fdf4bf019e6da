/**
 * Issue 15 item 8 acceptance: platform staff edit a site's settings in a form generated from the
 * SiteConfig schema (not raw JSON); a saved change shows on the public site; an invalid value is
 * rejected at its field and nothing is written; axe finds no serious or critical violation.
 * Each test makes its own site, so no other test sees its settings.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminLogin } from './adminLogin'
import { adminUrl, apiToken, expect, PASSWORD, PORT, siteUrl, test } from './fixtures'

async function createSite(request: APIRequestContext, label: string): Promise<{ id: number; slug: string }> {
  const slug = `e2e-settings-${label}-${Date.now().toString(36)}`
  const token = await apiToken(request, 'admin@demo.test')
  const response = await request.post(`http://localhost:${PORT}/api/sites`, { headers: { authorization: `JWT ${token}` }, data: { name: `Settings ${label}`, slug, template: 'used-car' } })
  expect(response.ok(), await response.text()).toBe(true)
  const body = (await response.json()) as { doc: { id: number } }
  return { id: body.doc.id, slug }
}

async function storedConfig(request: APIRequestContext, id: number): Promise<unknown> {
  const token = await apiToken(request, 'admin@demo.test')
  const response = await request.get(`http://localhost:${PORT}/api/sites/${id}?depth=0`, { headers: { authorization: `JWT ${token}` } })
  return ((await response.json()) as { config?: unknown }).config
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[data-settings-editor="config"]').analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/**
 * Staff open a site's settings with that site chosen in the admin's site selector (the multi-tenant
 * plugin keeps the choice in its `payload-tenant` cookie). With no site chosen, the plugin refreshes
 * the route after the page loads, once more each time it reloads the site list (after sign-in and
 * after reading the document's title), and every refresh rebuilds the edit form from the server:
 * on a busy machine a refresh landed after the label was typed and Save sent the old settings.
 */
async function openEditor(page: Page, id: number) {
  await adminLogin(page, 'staff@demo.test')
  await page.context().addCookies([{ name: 'payload-tenant', value: String(id), url: adminUrl('/') }])
  await page.goto(adminUrl(`/collections/sites/${id}`))
  const editor = page.locator('[data-settings-editor="config"]')
  await expect(editor.getByRole('tab', { name: 'Navigation' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  return editor
}

test('platform staff change a setting in the form, save, and the public site shows it', async ({ page, request }) => {
  test.setTimeout(180_000)
  const site = await createSite(request, 'nav')
  await page.goto(siteUrl(site.slug, '/'))
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Drive' })).toBeVisible()

  const editor = await openEditor(page, site.id)
  // Retried as a whole: a late hydration can reset a typed value, or swallow the tab's click (each
  // step has a short timeout, so a swallowed click is clicked again instead of waiting out the block).
  await expect(async () => {
    await editor.getByRole('tab', { name: 'Navigation' }).click({ timeout: 5_000 })
    const label = editor.locator('#setting-navigation-links-0-label')
    await label.fill('Book A Drive', { timeout: 2_000 })
    await expect(label).toHaveValue('Book A Drive', { timeout: 500 })
  }).toPass({ timeout: 60_000 })
  await expectNoSeriousViolations(page)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })

  await expect(async () => {
    await page.goto(siteUrl(site.slug, '/'))
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book A Drive' })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Drive' })).toHaveCount(0)
})

test('an invalid value is rejected at its field and nothing is saved; the editor passes axe', async ({ page, request }) => {
  test.setTimeout(180_000)
  const site = await createSite(request, 'bad')
  const editor = await openEditor(page, site.id)

  await expectNoSeriousViolations(page)

  const row = editor.locator('[data-setting="vehiclePage.similarCarsCount"]')
  await expect(async () => {
    await editor.getByRole('tab', { name: 'Vehicle page' }).click({ timeout: 5_000 })
    await row.getByLabel('Similar cars count').fill('9', { timeout: 2_000 })
    await expect(row.getByRole('alert')).toHaveText('At most 6 similar cars (INV §9)', { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  await expect(row.getByLabel('Similar cars count')).toHaveAttribute('aria-invalid', 'true')
  await expect(editor.getByRole('tab', { name: 'Vehicle page (1 invalid)' })).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/invalid/i).first()).toBeVisible()
  await expect(row.getByRole('alert')).toHaveText('At most 6 similar cars (INV §9)')
  expect(await storedConfig(request, site.id)).toEqual({})
})

test('a description and the default show next to each setting, and Reset goes back to the default', async ({ page, request }) => {
  test.setTimeout(180_000)
  const site = await createSite(request, 'reset')
  const editor = await openEditor(page, site.id)
  await editor.getByRole('tab', { name: 'Inventory' }).click()
  const row = editor.locator('[data-setting="inventory.minPhotos"]')
  await expect(row).toContainText('photo-count threshold')
  await expect(row).toContainText('Default: 3.')
  await expect(row.getByLabel('Min photos')).toHaveValue('3')
  await row.getByLabel('Min photos').fill('5')
  await row.getByRole('button', { name: 'Reset Min photos to default' }).click()
  await expect(row.getByLabel('Min photos')).toHaveValue('3')
})

test("a dealer admin sees only the sections dealers may change, and no flags", async ({ page, request }) => {
  test.setTimeout(180_000)
  const site = await createSite(request, 'dealer')
  const email = `dealer-admin-${site.slug}@e2e.test`
  const token = await apiToken(request, 'admin@demo.test')
  const created = await request.post(`http://localhost:${PORT}/api/users`, { headers: { authorization: `JWT ${token}` }, data: { email, password: PASSWORD, role: 'dealer-admin', sites: [{ site: site.id }] } })
  expect(created.ok(), await created.text()).toBe(true)

  await adminLogin(page, email)
  await page.goto(adminUrl(`/collections/sites/${site.id}`))
  const editor = page.locator('[data-settings-editor="config"]')
  await expect(editor.getByRole('tab', { name: 'Labels' })).toBeVisible()
  await expect(editor.getByRole('tab', { name: 'Vehicle card' })).toBeVisible()
  for (const platformOnly of ['Inventory', 'Search', 'Finance', 'Checkout', 'General']) {
    await expect(editor.getByRole('tab', { name: platformOnly, exact: true })).toHaveCount(0)
  }
  await expect(page.locator('[data-settings-editor="flags"]')).toHaveCount(0)
  await expectNoSeriousViolations(page)
})
