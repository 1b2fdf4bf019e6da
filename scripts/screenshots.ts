/** `npm run screenshots`: README screenshots of the main pages (docs/screenshots/*.png). */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { chromium, type Browser } from '@playwright/test'
import { openDatabase } from './lib/db'
import { withPreparedApp } from './lib/preparedApp'
import { onShutdown } from './lib/run'

const SHOTS = [
  { file: 'used-car-dealer-home.png', host: 'city-used-cars.localhost', path: '/', width: 1280 },
  { file: 'franchise-dealer-home.png', host: 'harbourside-mazda.localhost', path: '/', width: 1280 },
  { file: 'dealer-group-home-mobile.png', host: 'southern-cross.localhost', path: '/', width: 400 },
  { file: 'caravan-dealer-home.png', host: 'coastline-caravans.localhost', path: '/', width: 1280 },
]

async function capture(port: number): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  fs.mkdirSync('docs/screenshots', { recursive: true })
  try {
    for (const shot of SHOTS) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: 900 } })
      await page.goto(`http://${shot.host}:${port}${shot.path}`, { waitUntil: 'networkidle' })
      await page.screenshot({ path: `docs/screenshots/${shot.file}`, fullPage: shot.width < 500 })
      await page.close()
    }
    await shopperLeads(browser, port)
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    // Hydration can reset the typed values (as the e2e's adminLogin knows): try again until signed in.
    for (let attempt = 1; ; attempt++) {
      await admin.goto(`http://localhost:${port}/admin/login`, { waitUntil: 'networkidle' })
      if (/\/admin\/?$/.test(new URL(admin.url()).pathname)) break
      await admin.getByLabel('Email').fill('editor@harbourside-mazda.demo.test')
      await admin.getByLabel('Password').fill('demo1234')
      await admin.getByRole('button', { name: 'Login' }).click()
      const signedIn = await admin.waitForURL(/\/admin\/?$/, { timeout: 60_000 }).then(
        () => true,
        () => false,
      )
      if (signedIn) break
      if (attempt === 4) throw new Error('the editor could not sign in to the admin')
    }
    await admin.goto(`http://localhost:${port}/admin/collections/pages`, { waitUntil: 'networkidle' })
    await admin.screenshot({ path: 'docs/screenshots/admin-pages-dealer-editor.png' })
    // The lead inbox, a lead answered from a template (its timeline), and the dashboard (issue 49).
    await admin.goto(`http://localhost:${port}/admin/inbox`, { waitUntil: 'networkidle' })
    await admin.screenshot({ path: 'docs/screenshots/admin-lead-inbox.png' })
    const first = await admin.locator('tr[data-lead]').last().getAttribute('data-lead')
    const replied = await admin.request.post(`http://localhost:${port}/api/leads/${first}/reply`, {
      data: { channel: 'email', subject: 'Your enquiry', body: 'Hi Alex, thanks for your enquiry. We are open until 5:30 pm today: call in any time.', template: null },
    })
    if (!replied.ok()) throw new Error(`reply: ${replied.status()} ${await replied.text()}`)
    await admin.goto(`http://localhost:${port}/admin/collections/leads/${first}`, { waitUntil: 'networkidle' })
    await admin.getByRole('region', { name: 'Timeline' }).locator('li[data-kind="reply"]').waitFor()
    await admin.screenshot({ path: 'docs/screenshots/admin-lead-page.png', fullPage: true })
    await admin.goto(`http://localhost:${port}/admin`, { waitUntil: 'networkidle' })
    await admin.screenshot({ path: 'docs/screenshots/admin-dashboard.png' })
  } finally {
    await browser.close()
  }
}

/** A shopper's contact message and service booking on the franchise site, sent as its forms send them. */
async function shopperLeads(browser: Browser, port: number): Promise<void> {
  const page = await browser.newPage()
  const shopper = { firstName: 'Alex', lastName: 'Tester', email: 'alex.tester@example.com', phone: '0412345678', termsAccepted: true }
  const leads = [
    { type: 'contact', postcode: '4000', message: 'Do you have a CX-5 in Soul Red I could look at this week?' },
    { type: 'service', message: 'A 40,000 km service for my CX-3, a weekday morning if you can.' },
  ]
  // Node does not resolve *.localhost as the browser does: to loopback, with the site's Host.
  const headers = { host: `harbourside-mazda.localhost:${port}` }
  const nearest = (await (await page.request.get(`http://localhost:${port}/api/nearest-locations?postcode=4000`, { headers })).json()) as { locations: Array<{ id: number }> }
  const location = nearest.locations[0]?.id
  for (const lead of leads) {
    const response = await page.request.post(`http://localhost:${port}/api/leads`, { headers, data: { ...shopper, ...lead, location, idempotencyKey: randomUUID() } })
    if (!response.ok()) throw new Error(`lead ${lead.type}: ${response.status()} ${await response.text()}`)
  }
  await page.close()
}

const db = await openDatabase()
onShutdown(db.stop)
await withPreparedApp(db.url, 'shots', (server) => capture(server.port)).finally(() => db.stop())
console.log(`Wrote ${SHOTS.length + 4} screenshots to docs/screenshots/`)
process.exit(0)
