/** `npm run screenshots`: README screenshots of the main pages (docs/screenshots/*.png). */
import fs from 'node:fs'
import { chromium } from '@playwright/test'
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
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await admin.goto(`http://localhost:${port}/admin/login`, { waitUntil: 'networkidle' })
    await admin.getByLabel('Email').fill('editor@harbourside-mazda.demo.test')
    await admin.getByLabel('Password').fill('demo1234')
    await admin.getByRole('button', { name: 'Login' }).click()
    await admin.waitForURL(/\/admin\/?$/)
    await admin.goto(`http://localhost:${port}/admin/collections/pages`, { waitUntil: 'networkidle' })
    await admin.screenshot({ path: 'docs/screenshots/admin-pages-dealer-editor.png' })
  } finally {
    await browser.close()
  }
}

const db = await openDatabase()
onShutdown(db.stop)
await withPreparedApp(db.url, 'shots', (server) => capture(server.port)).finally(() => db.stop())
console.log(`Wrote ${SHOTS.length + 1} screenshots to docs/screenshots/`)
process.exit(0)
