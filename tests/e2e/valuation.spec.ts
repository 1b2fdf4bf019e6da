/**
 * Issue 51 item 1 acceptance: a trade-in valuation from rego to an accepted offer, keyboard only and
 * axe clean, against the built server: Look up rego (the demo register's DEMO01, a stocked model),
 * the kilometres of a car the platform has comparables for, the details, the condition questions,
 * the offer with its validity and the method on the page, Accept offer; then the lead as the API
 * and the site's editor in the admin read it. And a car with too few comparables: no figure, an
 * inspection asked for.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { SHOWCASE_SITE } from '../../scripts/seed/showcase'
import { adminLogin } from './adminLogin'
import { adminUrl, expect, siteUrl, staffDocs, test } from './fixtures'
import { fillStep, pressSubmit, tabTo, uniqueEmail, uniqueIp } from './leadFill'

const SITE = SHOWCASE_SITE
const EDITOR = `editor@${SITE}.demo.test`

type Register = { rego: string; make: string; model: string; year: number }
type Car = { km: number | null; year: number; price: number | null; status: string; soldAt: string | null }
type StoredLead = { id: number; valuation: Record<string, unknown> }

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
})

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The kilometres with the most comparable cars (same make and model, within 2 years and 30,000 km) for a register entry. */
async function kmWithComparables(request: Parameters<typeof staffDocs>[0], entry: Register): Promise<number> {
  const q = `where[make][equals]=${encodeURIComponent(entry.make)}&where[model][equals]=${encodeURIComponent(entry.model)}&where[year][greater_than_equal]=${entry.year - 2}&where[year][less_than_equal]=${entry.year + 2}&limit=250&depth=0`
  const yearAgo = Date.now() - 365 * 86_400_000
  const cars = (await staffDocs<Car>(request, `vehicles?${q}`)).filter((c) => c.km !== null && (c.price ?? 0) > 0 && (c.status !== 'sold' || (c.soldAt !== null && Date.parse(c.soldAt) >= yearAgo)))
  const near = (km: number) => cars.filter((c) => Math.abs(c.km! - km) <= 30_000).length
  const best = cars.map((c) => c.km!).filter((km) => km <= 100_000).sort((a, b) => near(b) - near(a))[0]
  if (best === undefined || near(best) < 3) throw new Error(`the demo stock has too few ${entry.make} ${entry.model} for ${entry.rego}`)
  return best
}

/** The trade-in form's first step by keyboard: the rego looked up, the kilometres typed. */
async function carStep(page: Page, form: Locator, rego: string, km: number | null, expected: Register | null) {
  await form.getByLabel('Rego', { exact: true }).focus()
  await page.keyboard.type(rego)
  const state = form.getByLabel('Rego state')
  await tabTo(page, state)
  if ((await state.inputValue()) !== 'QLD') await page.keyboard.press('q')
  await expect(state).toHaveValue('QLD')
  await tabTo(page, form.getByRole('button', { name: 'Look up rego' }))
  await page.keyboard.press('Enter')
  if (expected) {
    await expect(form.getByTestId('rego-lookup-status')).toContainText(`Found: ${expected.year} ${expected.make} ${expected.model}`)
    await expect(form.getByLabel('Make')).toHaveValue(expected.make)
    await expect(form.getByLabel('Model')).toHaveValue(expected.model)
    await expect(form.getByLabel('Year')).toHaveValue(String(expected.year))
  }
  if (km !== null) {
    await tabTo(page, form.getByRole('textbox', { name: /^Kilometres/ }))
    await page.keyboard.type(String(km))
  }
  await pressSubmit(page, form)
  await expect(form.getByText(/^Step 2 of 2/)).toBeVisible()
}

async function storedLead(request: Parameters<typeof staffDocs>[0], email: string): Promise<StoredLead> {
  const docs = await staffDocs<StoredLead>(request, `leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(docs).toHaveLength(1)
  return docs[0]!
}

test('a valuation from rego to an accepted offer, keyboard only, axe clean, seen in the admin lead', async ({ page, request, browser }) => {
  test.setTimeout(240_000)
  const [entry] = await staffDocs<Register>(request, 'rego-register?where[rego][equals]=DEMO01&depth=0')
  expect(entry, 'the demo register has DEMO01').toBeTruthy()
  const km = await kmWithComparables(request, entry!)
  const email = uniqueEmail('valuation')

  await page.goto(siteUrl(SITE, '/trade-in'))
  const form = page.getByTestId('lead-form-valuation')
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  await expect(form).toHaveAttribute('data-continues', 'valuation')
  await expectNoSeriousViolations(page)
  await carStep(page, form, 'demo 01', km, entry!)
  await fillStep(page, form, email)
  await pressSubmit(page, form)

  await page.waitForURL(/\/cars\/trade-in\/valuation$/)
  const flow = page.getByTestId('valuation-flow')
  await expect(flow).toHaveAttribute('data-step', 'questions')
  await expect(flow).toContainText(`${entry!.year} ${entry!.make} ${entry!.model}, ${km.toLocaleString('en-AU')} km (rego DEMO01 QLD)`)
  await expect(page.getByTestId('valuation-method')).toContainText('We compare your car with cars of the same make and model, within 2 years and 30,000 km of it')
  await expectNoSeriousViolations(page)
  // the lead is stored at its first step before any answer
  expect((await storedLead(request, email)).valuation).toMatchObject({ step: 'vehicle', vehicleSource: 'rego' })

  // an unanswered question is named, and focus goes to the alert
  const questions = flow.locator('form')
  await pressSubmit(page, questions)
  await expect(page.getByTestId('valuation-alert')).toBeFocused()
  await expect(questions.getByText('Please choose an answer.')).toHaveCount(5)
  await fillStep(page, questions, email)
  await pressSubmit(page, questions)

  const heading = page.getByRole('heading', { name: 'Your offer' })
  await expect(heading).toBeFocused()
  await expect(flow).toHaveAttribute('data-step', 'offer')
  const offer = (await page.getByTestId('valuation-offer').innerText()).trim()
  expect(offer).toMatch(/^\$\d{1,3}(,\d{3})* – \$\d{1,3}(,\d{3})*$/)
  await expect(page.getByTestId('valuation-validity')).toHaveText(/^This offer is valid until \d{2}\/\d{2}\/\d{4}, subject to an inspection of the car\.$/)
  await expectNoSeriousViolations(page)

  await tabTo(page, flow.getByRole('button', { name: 'Accept offer' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Offer accepted' })).toBeFocused()
  await expect(page.getByTestId('valuation-done')).toHaveText(`Thank you. You have accepted our offer of ${offer}. Our team will contact you to inspect the car and confirm the final price.`)
  await expectNoSeriousViolations(page)

  const lead = await storedLead(request, email)
  const [low, high] = offer.split(' – ').map((p) => Number(p.replace(/\D/g, '')))
  expect(lead.valuation).toMatchObject({ step: 'accepted', offerAccepted: true, formCompleted: true, offerLow: low, offerHigh: high, registered: { rego: 'DEMO01', make: entry!.make, model: entry!.model } })
  expect(lead.valuation.adjustmentAnswers).toEqual([
    { question: 'Does the car have a service history?', answer: 'Full service history' },
    { question: 'Are any mechanical or electrical components faulty?', answer: 'No' },
    { question: 'How many keys do you have?', answer: '2 keys' },
    { question: 'Does the car have any illegal modifications?', answer: 'No' },
    { question: 'What is the overall condition?', answer: 'Excellent: like new, no marks' },
  ])

  // the site's editor opens the lead in the admin and reads the offer, the decision and the answers
  const context = await browser.newContext()
  try {
    const admin = await context.newPage()
    await adminLogin(admin, EDITOR)
    await admin.goto(adminUrl(`/collections/leads/${lead.id}`))
    // The admin renders a field once it is near the viewport: the editor scrolls down to the valuation.
    await expect(async () => {
      await admin.mouse.wheel(0, 400)
      await expect(admin.locator('#field-valuation__offerLow')).toBeAttached({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await admin.locator('#field-valuation__offerLow').scrollIntoViewIfNeeded()
    await expect(admin.locator('#field-valuation__offerLow')).toHaveValue(String(low))
    await expect(admin.locator('#field-valuation__offerHigh')).toHaveValue(String(high))
    await expect(admin.locator('#field-valuation__offerAccepted')).toBeChecked()
    await expect(admin.getByTestId('valuation-answers')).toContainText('Does the car have a service history?Full service history')
  } finally {
    await context.close()
  }
})

test('too few comparable cars: no figure, the reason said, an inspection asked for by keyboard', async ({ page, request }) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('valuation-none')
  await page.goto(siteUrl(SITE, '/trade-in'))
  const form = page.getByTestId('lead-form-valuation')
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  const [entry] = await staffDocs<Register>(request, 'rego-register?where[rego][equals]=DEMO99&depth=0')
  await carStep(page, form, 'DEMO99', 20_000, entry!)
  await fillStep(page, form, email)
  await pressSubmit(page, form)
  await page.waitForURL(/\/cars\/trade-in\/valuation$/)
  const flow = page.getByTestId('valuation-flow')
  const questions = flow.locator('form')
  await expect(questions).toBeVisible()
  await fillStep(page, questions, email)
  await pressSubmit(page, questions)
  await expect(page.getByRole('heading', { name: 'No online estimate' })).toBeFocused()
  await expect(page.getByTestId('valuation-no-estimate')).toHaveText(`We have too few comparable sales of a ${entry!.year} Lada Niva to estimate it online (0 found, at least 3 needed). Ask for an inspection and we will value it in person.`)
  await expect(flow.getByRole('button', { name: 'Accept offer' })).toHaveCount(0)
  await expectNoSeriousViolations(page)
  await tabTo(page, flow.getByRole('button', { name: 'Ask for an inspection' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Inspection requested' })).toBeFocused()
  expect((await storedLead(request, email)).valuation).toMatchObject({ step: 'inspection', inspectionRequested: true, offerLow: null })
})

test('a rego the register does not have: said at the field, and the car entered by hand', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/trade-in'))
  const form = page.getByTestId('lead-form-valuation')
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  await form.getByLabel('Rego', { exact: true }).focus()
  await page.keyboard.type('ZZZ999')
  await tabTo(page, form.getByRole('button', { name: 'Look up rego' }))
  await page.keyboard.press('Enter')
  await expect(form.getByTestId('rego-lookup-status')).toHaveText('We could not find that rego in that state. Check the rego and state, or enter the make, model and year yourself.')
  await expect(form.getByLabel('Make')).toHaveValue('')
})

test('/cars/trade-in/valuation without a trade-in in the tab points back to the form', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/cars/trade-in/valuation'))
  const flow = page.getByTestId('valuation-flow')
  await expect(flow).toContainText('We could not find your trade-in details in this browser tab.')
  await expect(flow.getByRole('link', { name: 'Start with your car’s details' })).toHaveAttribute('href', '/cars/trade-in')
  await expectNoSeriousViolations(page)
})
