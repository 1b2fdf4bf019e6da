/**
 * Against the built server (server.mjs): the build's scripts and stylesheets go out brotli-compressed
 * to a browser that accepts it, byte for byte the build's files once decompressed, with the headers
 * Next sends on static files; a client without `br` gets Next's gzip; a name that is not a file of the
 * build is Next's 404.
 */
import http from 'node:http'
import zlib from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, PORT, siteUrl, test, viaLocalhost } from './fixtures'
import { uniqueIp } from './leadFill'

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One request with the bytes as sent (Playwright's request context decompresses them). */
function raw(path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: Number(PORT), path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const CHROMIUM = 'gzip, deflate, br, zstd'

/** The scripts and stylesheets a blog post's HTML names. */
async function assetsOfAPage(): Promise<{ scripts: string[]; stylesheets: string[] }> {
  const { url, headers } = viaLocalhost(siteUrl('harbourside-mazda', '/blog/buying-a-used-car-checklist'))
  const html = (await raw(new URL(url).pathname, { ...headers, 'accept-encoding': 'identity' })).body.toString('utf8')
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"?]+\.js)/g)].map((m) => m[1] as string)
  const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/_next\/static\/[^"?]+\.css)/g)].map((m) => m[1] as string)
  return { scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)] }
}

test('scripts and stylesheets go out brotli-compressed, the same bytes as the build, with the static headers', async () => {
  const { scripts, stylesheets } = await assetsOfAPage()
  expect(scripts.length).toBeGreaterThan(3)
  expect(stylesheets.length).toBeGreaterThan(0)
  for (const asset of [...scripts, ...stylesheets]) {
    const plain = await raw(asset, { 'accept-encoding': 'identity' })
    const sent = await raw(asset, { 'accept-encoding': CHROMIUM })
    expect(sent.status, asset).toBe(200)
    expect(sent.headers['content-encoding'], asset).toBe('br')
    expect(Number(sent.headers['content-length'])).toBe(sent.body.length)
    expect(zlib.brotliDecompressSync(sent.body).equals(plain.body), asset).toBe(true)
    // V8 compiles a script's functions while streaming it in, not on the main thread at first call (scripts/lib/precompress.ts)
    if (asset.endsWith('.js')) expect(plain.body.toString('utf8').startsWith('//# allFunctionsCalledOnLoad\n'), asset).toBe(true)
    expect(sent.body.length).toBeLessThan(zlib.gzipSync(plain.body).length)
    expect(sent.headers['content-type']).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^application\/javascript/)
    expect(sent.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(sent.headers.vary).toBe('Accept-Encoding')
    expect(sent.headers['x-content-type-options']).toBe('nosniff')
    // Document-only headers would only add bytes to each script (site/http/securityHeaders.ts).
    for (const header of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'referrer-policy', 'accept-ch', 'critical-ch']) expect(sent.headers[header], `${asset} ${header}`).toBeUndefined()
  }
})

test('a client that does not accept brotli gets gzip or the plain file, and HEAD sends no body', async () => {
  const { scripts } = await assetsOfAPage()
  const asset = scripts[0] as string
  const plain = await raw(asset, { 'accept-encoding': 'identity' })
  expect(plain.headers['content-encoding']).toBeUndefined()
  for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
    const gzip = await raw(asset, { 'accept-encoding': acceptEncoding })
    expect(gzip.headers['content-encoding'], acceptEncoding).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true)
  }
  const head = await raw(asset, { 'accept-encoding': CHROMIUM }, 'HEAD')
  expect(head.status).toBe(200)
  expect(head.headers['content-encoding']).toBe('br')
  expect(Number(head.headers['content-length'])).toBeGreaterThan(0)
  expect(head.body.length).toBe(0)
})

test('a name that is not a file of the build is a 404, never a file from elsewhere', async () => {
  for (const path of ['/_next/static/chunks/not-a-chunk.js', '/_next/static/chunks/..%2f..%2fBUILD_ID', '/_next/static/..%2f..%2fpackage.json', '/_next/static/chunks/%2e%2e/%2e%2e/server.mjs']) {
    const response = await raw(path, { 'accept-encoding': CHROMIUM })
    expect(response.status, path).toBe(404)
    expect(response.headers['content-encoding'], path).not.toBe('br')
  }
})

test('the browser receives the page’s scripts brotli-compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>()
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/') && response.request().resourceType() === 'script') encodings.set(response.url(), response.headers()['content-encoding'])
  })
  await page.goto(siteUrl('harbourside-mazda', '/blog/buying-a-used-car-checklist'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => encodings.size).toBeGreaterThan(3)
  expect([...new Set(encodings.values())]).toEqual(['br'])
})

/** The scripts the page's loader adds (site/http/pageLoader.mjs): its first argument, in the HTML as sent. */
const loaderScripts = (html: string) => JSON.parse(/\(function pageLoader[\s\S]*?\}\)\((\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[]

test.describe('a shopper who has not acted yet (no pointer over the page as it opens)', () => {
  test.use({ pointerOnOpen: false })

  test("a shopper page's scripts wait for the shopper's first interaction, then it hydrates; its HTML comes brotli-compressed (server.mjs)", async ({ context }) => {
    for (const url of [siteUrl('harbourside-mazda', '/blog/buying-a-used-car-checklist'), siteUrl('city-used-cars', '/search/used-cars?make=Toyota'), siteUrl('harbourside-mazda', '/cars/showcase-new-mazda-cx-5-akera')]) {
      // a tab of its own: no pointer over it yet
      const page = await context.newPage()
      const requested = new Set<string>()
      page.on('request', (request) => void requested.add(new URL(request.url()).pathname))
      const response = await page.goto(url)
      expect(response?.headers()['content-encoding'], url).toBe('br')
      const html = (await response?.text()) ?? ''
      // none is left in the HTML's head: the loader has them
      expect(html.split('</head>')[0], url).not.toMatch(/<script[^>]*src="\/_next\/static\/[^"]*"[^>]*async/)
      const scripts = loaderScripts(html)
      expect(scripts.length, url).toBeGreaterThan(3)
      // loaded, painted and the network quiet: still none of them, and the page is its server HTML
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), url).toBe(1)
      expect(scripts.filter((src) => requested.has(src)), url).toEqual([])
      expect(await hydrated(page), url).toBe(false)
      // the shopper's pointer moves over the page: every one comes and the page hydrates
      await page.mouse.move(120, 200)
      await expect(page.locator('html')).toHaveAttribute('data-hydration', 'client')
      expect(scripts.filter((src) => !requested.has(src)), url).toEqual([])
      await expect(page.locator('html')).toHaveAttribute('data-interacted', '')
      await page.close()
    }
  })

  test('an autoplaying promo slider has the scripts come by its first turn, without an interaction', async ({ page }) => {
    await page.goto(siteUrl('city-used-cars', '/'))
    const slider = page.locator('[aria-roledescription=carousel][data-scripts-by]').first()
    await expect(slider).toHaveCount(1)
    const due = Number(await slider.getAttribute('data-scripts-by'))
    expect(due).toBeGreaterThan(0)
    // nothing done by the shopper: the page hydrates once the slider is due, and its first turn comes
    await expect(page.locator('html')).toHaveAttribute('data-hydration', 'client', { timeout: due + 15_000 })
    expect(await page.locator('html').getAttribute('data-interacted')).toBeNull()
    await expect(slider.getByText(/Slide 2 of \d+/)).toBeAttached({ timeout: due + 15_000 })
  })
})

/**
 * Holds the page's scripts until the test calls the answer (after it has acted and seen the page
 * not hydrated yet): what the shopper does meanwhile meets server HTML, however loaded the machine,
 * and no test waits out a fixed delay (a 4 s hold was the budget before; 1.5 s was once too short).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-hydration') === 'client')

test('a click on a button before the page has hydrated is not lost: it is clicked again once React has the button', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto(siteUrl('harbourside-mazda', '/cars/showcase-new-mazda-cx-5-akera'), { waitUntil: 'domcontentloaded' })
  const rows = page.locator('#key-information-list dt').filter({ visible: true })
  await expect(rows).toHaveCount(4)
  await page.locator('#key-information-list + button').click()
  expect(await page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next)), 'clicked before hydration').toBe(false)
  scripts()
  await expect(page.locator('#key-information-list + button')).toHaveText('Show Less')
  expect(await rows.count()).toBeGreaterThan(4)
})

test('arrow keys on the detail tabs before hydration are not lost: the tab moves once React has the tabs', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto(siteUrl('harbourside-mazda', '/cars/showcase-new-mazda-cx-5-akera'), { waitUntil: 'domcontentloaded' })
  const tabs = page.getByRole('tablist', { name: 'Vehicle details' }).getByRole('tab')
  await tabs.first().focus()
  await page.keyboard.press('ArrowRight')
  expect(await hydrated(page), 'pressed before hydration').toBe(false)
  scripts()
  await expect(tabs.nth(1)).toBeFocused()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
})

test('a phone number typed and sent before hydration is the one sent: React gets the field as typed', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
  const phone = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const scripts = await holdScripts(page)
  await page.goto(siteUrl('city-used-cars', '/sign-in?type=my-garage&redirect=%2Fmy-garage'), { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByLabel('Mobile number').press('Enter')
  expect(await hydrated(page), 'sent before hydration').toBe(false)
  scripts()
  await expect(page.getByRole('status').filter({ hasText: `We sent a 6-digit code to ${phone}.` })).toBeVisible()
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage$/)
})

test('a keyword typed in the search box before the search grid hydrates is searched once it has', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto(siteUrl('southern-cross', '/search/new-used-and-demo-cars'), { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Keyword search').fill('Ranger')
  expect(await page.locator('[data-search-island="hydrated"]').count(), 'typed before the grid hydrated').toBe(0)
  scripts()
  await expect(page.locator('[data-search-island="hydrated"]')).toHaveCount(1)
  await expect(page).toHaveURL(/query=Ranger/)
  await expect(page.getByLabel('Keyword search')).toHaveValue('Ranger')
  await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false')
  const titles = await page.getByRole('region', { name: 'Results' }).getByRole('article').getByRole('heading').allInnerTexts()
  expect(titles.length).toBeGreaterThan(0)
  expect(titles.every((t) => t.includes('Ranger'))).toBe(true)
})

test('Request Photos pressed before hydration opens its dialog once the page has hydrated', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto(siteUrl('harbourside-mazda', '/cars/showcase-new-mazda-cx-5-akera'), { waitUntil: 'domcontentloaded' })
  await page.getByTestId('request-photos').focus()
  await page.keyboard.press('Enter')
  expect(await hydrated(page), 'pressed before hydration').toBe(false)
  scripts()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog').getByTestId('lead-form-request-photos')).toBeVisible()
})
