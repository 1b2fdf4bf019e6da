/**
 * Instant Message and WhatsApp on the vehicle page (issue 51 item 3; FIN §2.6 sidebar "Call the
 * dealer, Instant Message (chat), WhatsApp, share", INV §2 "share, favourite and print"), on
 * Coastline Caravans (`vehiclePage.chat`). The shopper sends a message with the keyboard; it is a
 * lead the dealer's editor answers in the admin; the reply is emailed (the Outbox) and shows in
 * the car page's chat. The WhatsApp link is wa.me with the location's mobile and the car's text.
 */
import type { Page } from '@playwright/test'
import { adminLogin } from './adminLogin'
import { adminUrl, expect, siteUrl, staffDocs, test } from './fixtures'
import { fillStep, leadsVisibleTo, pressSubmit, uniqueEmail, uniqueIp } from './leadFill'
import { expectNoSeriousViolations, press } from './shopper'

const SITE = 'coastline-caravans'
const EDITOR = `editor@${SITE}.demo.test`

async function firstCarPage(page: Page): Promise<string> {
  await page.goto(siteUrl(SITE, '/search/new-used-and-demo-cars'))
  const link = page.getByTestId('vehicle-card').filter({ has: page.getByRole('button', { name: /^Save to watchlist: / }) }).first().getByRole('heading').getByRole('link')
  const path = new URL((await link.getAttribute('href')) as string, page.url()).pathname
  await page.goto(siteUrl(SITE, path))
  return path
}

test('WhatsApp: wa.me with the location mobile and the car prefilled, in the spec sidebar order', async ({ page }) => {
  const path = await firstCarPage(page)
  const summary = page.getByRole('complementary', { name: 'Vehicle summary' })
  const whatsApp = summary.getByTestId('whatsapp')
  const href = (await whatsApp.getAttribute('href'))!
  const url = new URL(href)
  expect(url.origin + url.pathname).toBe('https://wa.me/61412555220')
  const name = (await summary.getByRole('heading', { level: 1 }).textContent())!.trim()
  const text = url.searchParams.get('text')!
  expect(text).toMatch(new RegExp(`^Hi, I'm interested in the ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* \\(stock #[^)]+\\): http://${SITE}\\.localhost:\\d+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  await expect(whatsApp).toHaveAttribute('target', '_blank')
  // INV §2 / FIN §2.6 order: Call the dealer, Instant Message, WhatsApp, share, favourite, print.
  const order = await summary.evaluate((aside) => {
    const at = (selector: string) => [...aside.querySelectorAll('*')].indexOf(aside.querySelector(selector)!)
    return [at('[data-testid="phone-masked"], [data-testid="phone-revealed"]'), at('[data-testid="instant-message"]'), at('[data-testid="whatsapp"]'), at('[data-testid="copy-link"]'), at('[data-testid="page-save"]')]
  })
  expect(order).toEqual([...order].sort((a, b) => a - b))
  expect(order.every((i) => i >= 0)).toBe(true)
})

test('Instant Message: a message sent with the keyboard is answered from the admin and the reply shows in the chat', async ({ page, request, browser }) => {
  test.setTimeout(240_000)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
  const email = uniqueEmail('chat')
  const path = await firstCarPage(page)
  await press(page, page.getByRole('complementary', { name: 'Vehicle summary' }).getByRole('link', { name: 'Instant Message' }))
  const dialog = page.getByRole('dialog', { name: 'Instant Message' })
  await expect(dialog).toBeVisible()
  const form = dialog.getByTestId('lead-form-chat')
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  await expectNoSeriousViolations(page)
  await fillStep(page, form, email)
  await pressSubmit(page, form)
  await expect(dialog.getByTestId('chat-sent')).toHaveText('Message sent. We will reply here and by email.')
  await expect(dialog.getByTestId('chat-thread')).toContainText('A test enquiry from the e2e suite.')

  // The dealer's editor sees it as an Instant Message lead and replies in the admin.
  let leadId = 0
  await expect(async () => {
    const leads = await leadsVisibleTo(request, EDITOR, email)
    expect(leads.map((l) => l.type)).toEqual(['chat'])
    leadId = Number(leads[0]!.id)
  }).toPass({ timeout: 20_000 })
  const admin = await browser.newPage()
  await adminLogin(admin, EDITOR)
  await admin.goto(adminUrl(`/collections/leads/${leadId}`))
  const addReply = admin.getByRole('button', { name: 'Add Reply' })
  await addReply.click()
  // The admin renders a field once it is near the viewport, and the replies are in the sidebar, which
  // scrolls on its own: the editor keeps the new reply's row (just above the button) in view.
  await expect(async () => {
    await addReply.scrollIntoViewIfNeeded()
    await addReply.hover()
    await admin.mouse.wheel(0, -150)
    await expect(admin.getByRole('textbox', { name: /^Reply(\s*\*)?$/ })).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const reply = 'Yes, it is still here. Come and see it on Saturday.'
  await admin.getByRole('textbox', { name: /^Reply(\s*\*)?$/ }).fill(reply)
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(/updated successfully/i)).toBeVisible({ timeout: 15_000 })
  await admin.close()

  // The reply went to the shopper by email (the local Outbox) …
  await expect(async () => {
    const mails = await staffDocs<{ subject: string; text: string }>(request, `outbox-messages?where[to][contains]=${encodeURIComponent(email)}&sort=-createdAt&limit=5`)
    expect(mails.find((m) => m.text.includes(reply))?.subject).toMatch(/^Coastline Caravans & Motorhomes replied to your message about the /)
  }).toPass({ timeout: 20_000 })
  // … and shows in the car page's chat of the browser that sent the message.
  // (the page is already at #chat, so going there is only a fragment change: reloaded, the chat reads
  // the thread afresh instead of at its next poll, 20 s on, past the expectation's 15 s)
  await page.goto(siteUrl(SITE, `${path}#chat`))
  await page.reload()
  await expect(page.getByRole('dialog', { name: 'Instant Message' }).getByTestId('chat-thread')).toContainText(reply)
  await expectNoSeriousViolations(page)
})
