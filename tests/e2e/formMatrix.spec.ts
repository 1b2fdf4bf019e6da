/**
 * The form matrix: every lead form a shopper can reach on every dealer site, filled the way a
 * shopper fills it (keyboard, visible fields only, step by step) and sent; the lead must be stored
 * for the right site, dealership and location, and the confirmation shown.
 *
 * Nothing here names a site or a form. The sites are those the platform has with a dealership;
 * each site's forms are the LeadForm blocks of its published pages and, on a car's page, every
 * dialog its action buttons open and every page they lead to that holds a lead form. A site, page
 * or button added later is in the matrix without anyone adding it here.
 *
 * The forms are shared round-robin among a few tests so both workers run them; each form is its
 * own shopper (address, email, phone), as the endpoint limits leads per address and per contact.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, PORT, siteUrl, staffDocs, test } from './fixtures'
import { fillStep, pressSubmit, uniqueEmail, uniqueIp } from './leadFill'

type Site = { id: number; slug: string; dealerships: number[] }
type Car = { id: number; slug: string; dealership: number; location: number | null }
/** A form a shopper reaches: on `url`, either in the page or in the dialog that `opener` (a link's href) opens. */
type FormCase = { site: Site; url: string; opener: string | null; car: Car | null; name: string }
type Lead = { id: number; type: string; site: number; dealership: number | null; location: number | null; vehicle: number | null }

/** How many tests share the forms (not a list of anything: any number of sites and forms fits). */
const SHARDS = 6
/** The time a test allows the discovery of the sites' forms (made once per worker: discoverOnce). */
const DISCOVERY_BUDGET = 300_000
const FORM = '[data-testid^="lead-form-"]'

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null)

/** Every LeadForm block in a saved layout, however deep (slots included). */
function leadFormBlocks(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, child) => n + leadFormBlocks(child), 0)
  if (!node || typeof node !== 'object') return 0
  const own = (node as { type?: unknown }).type === 'LeadForm' ? 1 : 0
  return own + Object.values(node).reduce((n: number, child) => n + leadFormBlocks(child), 0)
}

/** A page of the site as the server renders it (the test runner cannot resolve {site}.localhost). */
async function html(request: APIRequestContext, site: Site, path: string): Promise<string> {
  const response = await request.get(`http://localhost:${PORT}${path}`, { headers: { 'x-forwarded-host': `${site.slug}.localhost:${PORT}` } })
  return response.ok() ? response.text() : ''
}

const decode = (href: string) => href.replace(/&amp;/g, '&')

/** The links inside the element whose data-testid is `testId` (the car page's action list, its sold message). */
function linksIn(page: string, testId: string): Array<{ href: string; external: boolean }> {
  const start = page.indexOf(`data-testid="${testId}"`)
  if (start < 0) return []
  const end = page.indexOf(testId === 'sidebar-buttons' ? '</ul>' : '</div>', start)
  return [...page.slice(start, end).matchAll(/<a\b[^>]*>/g)].map(([tag]) => ({ href: decode(/href="([^"]*)"/.exec(tag)?.[1] ?? ''), external: /target="_blank"/.test(tag) }))
}

/** The forms a car's page offers: its dialogs (same-page #links) and the site pages its buttons lead to that hold a lead form. */
async function carForms(request: APIRequestContext, site: Site, car: Car): Promise<FormCase[]> {
  const path = `/cars/${car.slug}`
  const page = await html(request, site, path)
  const cases: FormCase[] = []
  for (const { href, external } of [...linksIn(page, 'sidebar-buttons'), ...linksIn(page, 'sold-message')]) {
    if (external || !href.startsWith('/') && !href.startsWith('#')) continue
    const url = new URL(href, `http://x${path}`)
    if (url.pathname === path && url.hash) cases.push({ site, url: path, opener: href, car, name: `${site.slug} car ${car.slug} dialog ${url.hash}` })
    else if (!url.hash && (await html(request, site, url.pathname + url.search)).includes('data-testid="lead-form-')) cases.push({ site, url: url.pathname + url.search, opener: null, car, name: `${site.slug} ${url.pathname}${url.search} from a car` })
  }
  return cases
}

async function firstCar(request: APIRequestContext, site: Site, status: 'in_stock' | 'sold'): Promise<Car | null> {
  const where = `where[dealership][in]=${site.dealerships.join(',')}&where[showOnDealerWebsite][equals]=true&where[status][equals]=${status}&where[reserved][equals]=false`
  const docs = await staffDocs<{ id: number; slug: string; dealership: unknown; location: unknown }>(request, `vehicles?${where}&sort=${status === 'sold' ? '-soldAt' : 'id'}&limit=1&depth=0`)
  const doc = docs[0]
  return doc ? { id: doc.id, slug: doc.slug, dealership: idOf(doc.dealership)!, location: idOf(doc.location) } : null
}

/** Every site with a dealership, and every lead form on it, in a stable order (the same in every test). */
async function discover(request: APIRequestContext): Promise<{ cases: FormCase[]; dealershipOf: Map<number, number> }> {
  const sites = (await staffDocs<{ id: number; slug: string; dealerships?: unknown[] }>(request, 'sites?limit=100&depth=0&sort=id'))
    .map((s) => ({ id: s.id, slug: s.slug, dealerships: (s.dealerships ?? []).map(idOf).filter((d): d is number => d !== null) }))
    .filter((s) => s.dealerships.length > 0)
  const cases: FormCase[] = []
  const dealershipOf = new Map<number, number>()
  for (const site of sites) {
    const pages = await staffDocs<{ path: string | null; layout: unknown }>(request, `pages?where[site][equals]=${site.id}&where[_status][equals]=published&limit=250&depth=0&sort=path`)
    for (const page of pages) {
      const count = page.path ? leadFormBlocks(page.layout) : 0
      for (let i = 0; i < count; i += 1) cases.push({ site, url: page.path!, opener: null, car: null, name: `${site.slug} ${page.path} form ${i + 1}` })
    }
    for (const status of ['in_stock', 'sold'] as const) {
      const car = await firstCar(request, site, status)
      if (car) cases.push(...(await carForms(request, site, car)))
    }
    for (const l of await staffDocs<{ id: number; dealership: unknown }>(request, `locations?where[dealership][in]=${site.dealerships.join(',')}&limit=250&depth=0`)) dealershipOf.set(l.id, idOf(l.dealership)!)
  }
  return { cases, dealershipOf }
}

/**
 * The discovery, made once per worker process and shared by the tests it runs (the shares and the
 * 429 test read the same sites, pages and cars: each discovery signs in and renders every car page
 * and the pages its buttons lead to). A failed discovery is not kept: the next test tries again.
 */
let discovered: ReturnType<typeof discover> | undefined
const discoverOnce = (request: APIRequestContext) =>
  (discovered ??= discover(request).catch((error: unknown) => {
    discovered = undefined
    throw error
  }))

async function expectNoSeriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The form as the shopper reaches it: scrolled to on its page, or in the dialog its link opens (keyboard). */
async function reach(page: Page, form: FormCase, nth: number): Promise<Locator> {
  await page.goto(siteUrl(form.site.slug, form.url))
  if (form.opener) {
    const opener = page.locator(`[data-testid="sidebar-buttons"] a[href="${form.opener}"], [data-testid="sold-message"] a[href="${form.opener}"]`).first()
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    return dialog.locator(FORM)
  }
  const element = page.locator(FORM).nth(nth)
  await element.scrollIntoViewIfNeeded()
  return element
}

const emptyRequired = (form: Locator) => form.locator('[aria-required="true"]:visible').evaluateAll((els) => els.filter((el) => (el as HTMLInputElement).type !== 'checkbox' && !(el as HTMLInputElement).value).map((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim() ?? ''))

/**
 * Every step as a shopper goes through it: an attempt to leave a step with a required field still
 * empty keeps the shopper there, with the field named in the summary; then the visible fields are
 * filled from their labels, a location or dealership picked with the keyboard, and the step left.
 * Answers the location and dealership the shopper chose.
 */
async function fillAsShopper(page: Page, form: Locator, email: string): Promise<{ location: number | null; dealership: number | null }> {
  const chosen = { location: null as number | null, dealership: null as number | null }
  const indicator = form.getByText(/^Step \d of \d/)
  for (let step = 0; step < 5; step += 1) {
    const submit = form.locator('button[type="submit"]')
    const last = (await submit.innerText()).trim() !== 'Next'
    const empty = await emptyRequired(form)
    if (!last && empty.length) {
      const before = await indicator.innerText()
      await pressSubmit(page, form)
      const summary = form.getByRole('alert')
      for (const label of empty) await expect(summary.getByRole('link', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`) })).toBeVisible()
      await expect(summary).toBeFocused()
      await expect(indicator).toHaveText(before)
    }
    await fillStep(page, form, email, { pick: (name) => (name === 'location' || name === 'dealership' ? 'End' : 'ArrowDown') })
    for (const key of ['location', 'dealership'] as const) {
      const select = form.locator(`select[name="${key}"]`)
      if (await select.count()) chosen[key] = Number(await select.inputValue())
    }
    const before = last ? '' : await indicator.innerText()
    await pressSubmit(page, form)
    if (last) break
    await expect(indicator).not.toHaveText(before)
  }
  return chosen
}

/** The lead the shopper's email made, as the platform admin reads it through REST. */
async function storedLead(request: APIRequestContext, email: string): Promise<Lead> {
  const docs = await staffDocs<Record<string, unknown>>(request, `leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(docs, `one lead for ${email}`).toHaveLength(1)
  const doc = docs[0]!
  return { id: Number(doc.id), type: String(doc.type), site: idOf(doc.site)!, dealership: idOf(doc.dealership), location: idOf(doc.location), vehicle: idOf(doc.vehicle) }
}

/** One form of the matrix: reached, checked with axe, filled and sent as a shopper; then its lead read back. */
async function sendAsShopper(page: Page, request: APIRequestContext, form: FormCase, nth: number, dealershipOf: Map<number, number>): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
  const email = uniqueEmail('matrix')
  const element = await reach(page, form, nth)
  await expect(element).toHaveAttribute('data-hydrated', 'true')
  const type = (await element.getAttribute('data-testid'))!.replace('lead-form-', '')
  await expectNoSeriousViolations(page, form.opener ? '[role="dialog"]' : FORM)
  await element.locator('input, select, textarea').first().focus()
  // A trade-in form on a site with online valuations continues to the valuation (issue 51), a form
  // that confirms in place (the Instant Message conversation) says so beside itself, every other form
  // goes on to /success. Read before sending: once sent, a form that goes on is no longer there
  // (read after, the wait for it had no end and held the whole share).
  const continuesTo = await element.getAttribute('data-continues')
  const chosen = await fillAsShopper(page, element, email)
  const continues = continuesTo === 'valuation'
  const inPlace = continuesTo === 'in-place'
  // the confirmation, or the form's refusal (named in the failure)
  const success = inPlace ? (form.opener ? page.getByRole('dialog') : page).getByRole('status').filter({ hasText: /\bsent\b/i }) : page.getByTestId(continues ? 'valuation-flow' : 'lead-success')
  const refusal = element.getByRole('alert').filter({ hasText: /\S/ })
  await expect(success.or(refusal)).toBeVisible({ timeout: 30_000 })
  if (!(await success.isVisible())) throw new Error(`the ${type} form was refused: ${(await refusal.innerText()).replace(/\s+/g, ' ')}`)
  if (inPlace) {
    // the shopper stays where the form is
    expect(new URL(page.url()).pathname).toBe(form.url.split('?')[0])
  } else if (continues) {
    await expect(page).toHaveURL(/\/cars\/trade-in\/valuation$/)
    await expect(success).toHaveAttribute('data-step', 'questions')
    await expect(success.getByRole('heading', { name: 'Your car’s condition' })).toBeVisible()
  } else {
    await expect(page).toHaveURL(/\/success$/)
    await expect(success).toHaveAttribute('aria-busy', 'false')
    await expect(success.getByRole('status')).toContainText('We have received your')
  }

  const lead = await storedLead(request, email)
  expect(lead.type).toBe(type)
  expect(lead.site).toBe(form.site.id)
  // the shopper's choice of dealership or location decides, then the car, then the site's only dealership
  const dealership = chosen.dealership ?? (chosen.location ? dealershipOf.get(chosen.location) : undefined) ?? form.car?.dealership ?? (form.site.dealerships.length === 1 ? form.site.dealerships[0] : null)
  expect(lead.dealership, 'the lead goes to the dealership the shopper chose, else the car’s').toBe(dealership)
  expect(form.site.dealerships).toContain(lead.dealership)
  expect(lead.location, 'the lead names the location the shopper chose, else the car’s').toBe(chosen.location ?? form.car?.location ?? null)
  if (lead.location !== null) expect(dealershipOf.get(lead.location), 'the location belongs to the lead’s dealership').toBe(lead.dealership)
  if (form.car) expect(lead.vehicle).toBe(form.car.id)
}

test.describe.configure({ mode: 'parallel' })

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`form matrix, share ${shard + 1} of ${SHARDS}: every site's lead forms sent by keyboard, stored for the right dealership and location`, async ({ page, request }) => {
    // budgets for a loaded 2-core machine, not waits: the discovery first (it renders every car page
    // and took over Playwright's 2 minutes on the loaded machine), then each form
    test.setTimeout(DISCOVERY_BUDGET)
    const { cases, dealershipOf } = await discoverOnce(request)
    test.setTimeout(DISCOVERY_BUDGET + 60_000 + 90_000 * Math.ceil(cases.length / SHARDS))
    // the matrix holds the forms every template gives a site: it cannot be empty
    expect(cases.length).toBeGreaterThan(0)
    const counts = new Map<string, number>()
    // Every form is tried and every failure reported together: one broken form must not hide the others.
    const failures: string[] = []
    for (const [index, form] of cases.entries()) {
      const key = `${form.site.slug} ${form.url} ${form.opener ?? ''}`
      const nth = counts.get(key) ?? 0
      counts.set(key, nth + 1)
      if (index % SHARDS !== shard) continue
      await test.step(form.name, () => sendAsShopper(page, request, form, nth, dealershipOf)).catch((error: unknown) => {
        failures.push(`${form.name}: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join(' ') : String(error)}`)
      })
    }
    expect(failures).toEqual([])
  })
}

test('a refusal for sending too often (429) is its own message, focused, not a list of field errors', async ({ page, request }) => {
  test.setTimeout(DISCOVERY_BUDGET + 120_000)
  const { cases } = await discoverOnce(request)
  // the first form found on a page (any will do: the refusal is the endpoint's, the same for every form)
  const form = cases.find((c) => !c.opener)!
  await page.route('**/api/leads', (route) => route.fulfill({ status: 429, contentType: 'application/json', headers: { 'retry-after': '600' }, body: JSON.stringify({ message: 'Too many submissions. Please try again later.', errors: [] }) }))
  const element = await reach(page, form, 0)
  await expect(element).toHaveAttribute('data-hydrated', 'true')
  await element.locator('input, select, textarea').first().focus()
  await fillAsShopper(page, element, uniqueEmail('limit'))
  const alert = element.getByRole('alert')
  await expect(alert).toHaveText(/^You have sent several enquiries/)
  await expect(alert).toBeFocused()
  await expect(alert).not.toContainText('Please fix the following errors:')
  await expect(element.locator('[aria-invalid="true"]')).toHaveCount(0)
  await expectNoSeriousViolations(page, FORM)
})
