/**
 * Filling a lead form with the keyboard only: Tab from field to field, type, Space for a checkbox
 * or radio, ArrowDown for a select, Enter on the submit button. Every wait is on state (focus,
 * values, the alert, the URL), never on time.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { apiToken, PORT } from './fixtures'

export const REQUIRED = 'This is a required field.'
export const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.'
export const HEADING = 'Please fix the following errors:'

const TEXT: Record<string, string> = {
  'First name': 'Alex',
  'Last name': 'Tester',
  Postcode: '4000',
  Rego: 'ABC123',
  Make: 'Mazda',
  Model: 'CX-5',
  Year: '2019',
  Kilometres: '85000',
  'Price you are hoping for': '20000',
  'Purchase price': '30000',
}

/** A mobile number of the test's own (the endpoint limits leads per phone), made from its email. */
export function phoneFor(email: string): string {
  let hash = 7
  for (const c of email) hash = (hash * 31 + c.charCodeAt(0)) % 100_000_000
  return `04${String(hash).padStart(8, '0')}`
}

/** A client address of the test's own (the endpoint limits leads per address), sent as X-Forwarded-For. */
export const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement)

/** Presses Tab until `target` has focus (keyboard navigation, as a shopper would). */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  // Backwards when the target comes before the focused element (e.g. after the form focused an error).
  const key = await target.evaluate((el) => {
    const active = document.activeElement
    return active && active !== document.body && active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? 'Shift+Tab' : 'Tab'
  })
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

/** The fields of the form's current step, in document order (the honeypot is out of the tab order). */
const fieldsOf = (form: Locator) => form.locator('input:not([tabindex="-1"]), select, textarea')

async function labelOf(field: Locator): Promise<string> {
  return field.evaluate((el) => {
    const input = el as HTMLInputElement
    const label = input.labels?.[0]?.textContent ?? ''
    return label.replace(/\s*\*\s*$/, '').trim()
  })
}

/** Presses the form's submit (or Next) button with the keyboard. */
export async function pressSubmit(page: Page, form: Locator): Promise<void> {
  const button = form.locator('button[type="submit"]')
  await expect(button).toBeEnabled()
  await tabTo(page, button)
  await page.keyboard.press('Enter')
}

/**
 * Fills every field of the current step from its label; `email` is the test's own address. An
 * empty select gets the key `pick` names for it (ArrowDown: the first choice; End: the last).
 */
export async function fillStep(page: Page, form: Locator, email: string, options: { pick?: (name: string) => 'ArrowDown' | 'End' } = {}): Promise<void> {
  const fields = fieldsOf(form)
  const count = await fields.count()
  const radios = new Set<string>()
  for (let i = 0; i < count; i += 1) {
    const field = fields.nth(i)
    const { tag, type, name } = await field.evaluate((el) => ({ tag: el.tagName.toLowerCase(), type: (el as HTMLInputElement).type, name: (el as HTMLInputElement).name }))
    if (type === 'radio') {
      // A radio group is one tab stop: the first radio takes focus, Space checks it.
      if (radios.has(name)) continue
      radios.add(name)
      await tabTo(page, field)
      await page.keyboard.press('Space')
      await expect(field).toBeChecked()
      continue
    }
    const label = await labelOf(field)
    await tabTo(page, field)
    if (type === 'checkbox') {
      if (/terms/i.test(label) && !(await field.isChecked())) await page.keyboard.press('Space')
      continue
    }
    if (tag === 'select') {
      if ((await field.inputValue()) === '') {
        // The choices of a date or time are made after hydration: wait for one, then pick it.
        await expect(field.locator('option:not([value=""])').first()).toBeAttached()
        await page.keyboard.press(options.pick?.(name) ?? 'ArrowDown')
        await expect(field).not.toHaveValue('')
      }
      continue
    }
    const value = type === 'email' ? email : type === 'tel' ? phoneFor(email) : tag === 'textarea' ? 'A test enquiry from the e2e suite.' : TEXT[label]
    if (value === undefined) continue
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(value)
  }
}

/** Submits the empty step and expects the alert and a field's required message. */
export async function expectRequiredMessages(page: Page, form: Locator): Promise<void> {
  await pressSubmit(page, form)
  const alert = form.getByRole('alert')
  await expect(alert).toContainText(HEADING)
  await expect(alert).toContainText(REQUIRED)
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
}

/** Types a 2-digit postcode, submits, and expects the spec's postcode message; then clears it. */
export async function expectPostcodeMessage(page: Page, form: Locator): Promise<void> {
  const postcode = form.getByLabel('Postcode', { exact: false })
  await tabTo(page, postcode)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('12')
  await pressSubmit(page, form)
  await expect(form.getByText(POSTCODE).first()).toBeVisible()
  await expect(form.getByRole('alert')).toContainText(POSTCODE)
}

/** Fills every step, checking the messages of the first, submits and waits for /success. */
/**
 * Fills and sends the form step by step; answers whether it continued to the online valuation
 * (a trade-in form on a site with it on, issue 51) rather than to /success.
 */
export async function completeForm(page: Page, form: Locator, email: string, options: { checkMessages?: boolean } = {}): Promise<boolean> {
  const continues = (await form.getAttribute('data-continues')) === 'valuation'
  for (let step = 0; step < 5; step += 1) {
    const submit = form.locator('button[type="submit"]')
    const next = (await submit.innerText()).trim() === 'Next'
    // The details step (the last) always has required fields; an earlier step may have none.
    if (options.checkMessages !== false && !next) await expectRequiredMessages(page, form)
    if (options.checkMessages !== false && (await form.getByLabel('Postcode', { exact: false }).count()) > 0) await expectPostcodeMessage(page, form)
    await fillStep(page, form, email)
    const indicator = form.getByText(/^Step \d of \d/)
    const before = next ? await indicator.innerText() : ''
    await pressSubmit(page, form)
    if (!next) break
    await expect(indicator).not.toHaveText(before)
  }
  if (continues) {
    await page.waitForURL(/\/cars\/trade-in\/valuation$/)
    await expect(page.getByTestId('valuation-flow')).toHaveAttribute('data-step', 'questions')
    return true
  }
  await page.waitForURL(/\/success$/)
  await expect(page.getByTestId('lead-success')).toHaveAttribute('aria-busy', 'false')
  return false
}

type Lead = { id: number | string; type: string; email?: string }

/** The leads with this email a user can read through REST (signed in afresh: see fixtures). */
export async function leadsVisibleTo(request: APIRequestContext, user: string, email: string): Promise<Lead[]> {
  const token = await apiToken(request, user)
  const response = await request.get(`http://localhost:${PORT}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: { authorization: `JWT ${token}` } })
  const body = (await response.json()) as { docs?: Lead[] }
  if (!response.ok() || !body.docs) throw new Error(`GET /api/leads as ${user}: ${response.status()} ${JSON.stringify(body).slice(0, 200)}`)
  return body.docs
}

export const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
