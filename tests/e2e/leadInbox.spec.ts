/**
 * The dealer's side of a lead (issue 49), signed in as the site's editor: a shopper's lead appears
 * in the inbox, is assigned with one click, opened with the keyboard, answered from a template
 * (the reply is in the sent mail and on the timeline), moved to "appointment"; the dashboard's
 * cards and chart count what the API counts; axe finds nothing serious; another dealer's editor
 * sees none of it.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { SHOWCASE_SITE } from '../../scripts/seed/showcase'
import { dayOf, startOfToday } from '../../site/rules/leadDashboard'
import { adminLogin } from './adminLogin'
import { adminUrl, apiToken, expect, PORT, siteUrl, staffDocs, test } from './fixtures'
import { completeForm, leadsVisibleTo, uniqueEmail, uniqueIp } from './leadFill'
import { expectNoSeriousViolations } from './shopper'

const SITE = SHOWCASE_SITE
const EDITOR = `editor@${SITE}.demo.test`
const OTHER_EDITOR = 'editor@city-used-cars.demo.test'

/** How many leads the user's REST access counts with this `where` query string. */
async function countAs(request: APIRequestContext, user: string, where: string): Promise<number> {
  const token = await apiToken(request, user)
  const response = await request.get(`http://localhost:${PORT}/api/leads?${where}&where[spam][not_equals]=true&limit=1&depth=0`, { headers: { authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** The figure of a dashboard card. */
const cardFigure = async (admin: Page, id: string) => (await admin.getByTestId(id).locator('strong').innerText()).trim()

test('the lead inbox: from a shopper’s lead to an appointment, answered from a template, counted on the dashboard', async ({ page, request, browser }) => {
  test.setTimeout(300_000)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
  const email = uniqueEmail('inbox')

  // The shopper sends the contact form.
  await page.goto(siteUrl(SITE, '/contact'))
  const form = page.getByTestId('lead-form-contact')
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  await completeForm(page, form, email, { checkMessages: false })
  let leadId = 0
  await expect(async () => {
    const leads = await leadsVisibleTo(request, EDITOR, email)
    expect(leads).toHaveLength(1)
    leadId = Number(leads[0]!.id)
  }).toPass({ timeout: 30_000 })
  // The same shopper books a service: one contact, two leads (issue 49 item 4).
  await page.goto(siteUrl(SITE, '/service'))
  const service = page.getByTestId('lead-form-service')
  await service.scrollIntoViewIfNeeded()
  await expect(service).toHaveAttribute('data-hydrated', 'true')
  await completeForm(page, service, email, { checkMessages: false })
  let otherLeadId = 0
  await expect(async () => {
    const leads = await leadsVisibleTo(request, EDITOR, email)
    expect(leads).toHaveLength(2)
    otherLeadId = Number(leads.find((l) => Number(l.id) !== leadId)!.id)
  }).toPass({ timeout: 30_000 })

  const staff = await browser.newContext()
  const admin = await staff.newPage()
  await adminLogin(admin, EDITOR)

  // The inbox lists it among the new leads; one click assigns it to the editor.
  await admin.goto(adminUrl('/inbox?status=new'))
  const row = admin.locator(`tr[data-lead="${leadId}"]`)
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell').nth(2)).toHaveText('General Enquiry')
  await expectNoSeriousViolations(admin)
  await row.getByRole('button', { name: /^Assign the lead from .+ to me$/ }).click()
  await expect(admin.getByRole('status').filter({ hasText: /is assigned to you\.$/ })).toBeVisible()
  await expect(row.getByRole('cell').last()).toHaveText('You')

  // Enter on the focused row opens the lead.
  await row.focus()
  await admin.keyboard.press('Enter')
  await admin.waitForURL(new RegExp(`/admin/collections/leads/${leadId}$`))

  // Reply from a template: filled in for this lead, sent, on the timeline and in the sent mail.
  const reply = admin.getByRole('region', { name: 'Reply to the shopper' })
  await expect(reply).toBeVisible({ timeout: 30_000 })
  // The sidebar's relationship fields show their documents' titles (read by POST with a GET override).
  await expect(admin.locator('#field-contact .rs__single-value')).toHaveText(/^(?!Untitled)\S/, { timeout: 30_000 })
  const template = reply.getByLabel('Template')
  const firstTemplate = (await template.locator('option:not([value=""])').first().getAttribute('value'))!
  await template.selectOption(firstTemplate)
  const subject = await reply.getByLabel('Subject').inputValue()
  const body = await reply.getByLabel('Message').inputValue()
  expect(subject.length).toBeGreaterThan(0)
  expect(body).not.toMatch(/\{[a-zA-Z.]+\}/) // every placeholder filled in
  await reply.getByRole('button', { name: 'Send reply' }).click()
  await expect(reply.getByRole('status')).toHaveText('Reply queued: the email is on its way.')
  const timeline = admin.getByRole('region', { name: 'Timeline' })
  await expect(timeline.locator('li[data-kind="reply"]')).toContainText('Reply by email')
  await expect(timeline.locator('li[data-kind="assigned"]')).toHaveCount(1)
  await expect(async () => {
    const mails = await staffDocs<{ subject: string; text: string }>(request, `outbox-messages?where[to][contains]=${encodeURIComponent(email)}&sort=-createdAt&limit=10`)
    expect(mails.map((m) => m.subject)).toContain(subject)
  }).toPass({ timeout: 30_000 })
  // The whole lead page, Payload's own edit view included (admin/a11y/adminA11y.ts repairs its fields, tabs and tables).
  await expect(admin.getByTestId('shopper-history').locator(`a[href="/admin/collections/leads/${otherLeadId}"]`)).toBeVisible()
  await expectNoSeriousViolations(admin)

  // Status → Appointment, saved: on the timeline and in the inbox's appointment filter.
  const status = admin.locator('#field-status')
  await status.scrollIntoViewIfNeeded()
  await status.locator('.rs__control').click()
  await admin.getByRole('option', { name: 'Appointment', exact: true }).click()
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(/updated successfully/i)).toBeVisible({ timeout: 15_000 })
  await expect(timeline.locator('li[data-kind="status"]')).toContainText('Status: new → appointment')
  await admin.goto(adminUrl('/inbox?status=appointment'))
  await expect(admin.locator(`tr[data-lead="${leadId}"]`)).toBeVisible()
  await admin.goto(adminUrl('/inbox?status=new'))
  await expect(admin.getByRole('heading', { name: 'Lead inbox', level: 1 })).toBeVisible()
  await expect(admin.locator(`tr[data-lead="${leadId}"]`)).toHaveCount(0)

  // The dashboard counts what the API counts (other tests add leads meanwhile: read both again until they agree).
  const today = dayOf(new Date())
  const since = startOfToday(new Date()).toISOString()
  await expect(async () => {
    await admin.goto(adminUrl())
    const [fresh, todays] = await Promise.all([countAs(request, EDITOR, 'where[status][equals]=new'), countAs(request, EDITOR, `where[createdAt][greater_than_equal]=${encodeURIComponent(since)}`)])
    expect(await cardFigure(admin, 'leads-new')).toBe(String(fresh))
    const chart = admin.getByTestId('leads-per-day')
    await chart.getByText('The figures by day').click()
    const todayRow = chart.getByRole('row', { name: new RegExp(`^${today} `) })
    expect((await todayRow.getByRole('cell').last().innerText()).trim()).toBe(String(todays))
  }).toPass({ timeout: 60_000 })
  await expect(admin.getByTestId('leads-first-response').locator('strong')).not.toHaveText('—')
  await expect(admin.getByTestId('leads-per-day').getByRole('img')).toHaveAttribute('aria-label', /leads in the last 30 days/)
  // The whole dashboard, the header's view switcher included.
  await expectNoSeriousViolations(admin)
  await staff.close()

  // Another dealer's editor sees none of it: not in the inbox, not by its address, not through REST.
  const other = await browser.newContext()
  const stranger = await other.newPage()
  await adminLogin(stranger, OTHER_EDITOR)
  await stranger.goto(adminUrl('/inbox?status=appointment'))
  await expect(stranger.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(stranger.locator(`tr[data-lead="${leadId}"]`)).toHaveCount(0)
  await stranger.goto(adminUrl(`/collections/leads/${leadId}`))
  await expect(stranger.getByRole('region', { name: 'Reply to the shopper' })).toHaveCount(0)
  await expect(stranger.getByText(email)).toHaveCount(0)
  expect(await leadsVisibleTo(request, OTHER_EDITOR, email)).toEqual([])
  await other.close()
})
