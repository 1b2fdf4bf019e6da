/**
 * `npm run bench:js`: the JavaScript each shopper page costs, in bytes as the server sends them to
 * Chromium (brotli for the build's scripts, server.mjs), against the built app on its own freshly
 * seeded database. Deterministic, unlike a Lighthouse score on a busy machine:
 * - `named`: the scripts the server HTML names (`<script src>`, not `noModule`): what the page runs
 *   once it hydrates (a browser's navigation gets them from the page's loader, site/http/pageLoader.mjs);
 * - `beforeInteraction`: every script a real browser (Chromium) has fetched once the page has loaded
 *   and the browser has been idle, the shopper having done nothing: what Lighthouse counts;
 * - `afterInteraction`: then the pointer moves over the page, the page hydrates and the network
 *   settles: what a shopper who acts on the page downloads;
 * - `islands`: the client components the page hydrates (the module references in its RSC payload).
 * Prints a table and writes reports/js.json. BENCH_JS_PAGES=name,name limits the pages.
 */
import fs from 'node:fs'
import http from 'node:http'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { openDatabase } from '../lib/db'
import { withPreparedApp } from '../lib/preparedApp'
import { onShutdown } from '../lib/run'

type Page = { name: string; host: string; path: string; limitKb: number }
const ALL_PAGES: Page[] = [
  { name: 'home', host: 'city-used-cars', path: '/', limitKb: 110 },
  { name: 'franchise home', host: 'harbourside-mazda', path: '/', limitKb: 110 },
  { name: 'group home', host: 'southern-cross', path: '/', limitKb: 110 },
  { name: 'caravan dealer home', host: 'coastline-caravans', path: '/', limitKb: 110 },
  { name: 'search', host: 'city-used-cars', path: '/search/used-cars', limitKb: 140 },
  { name: 'vehicle', host: 'harbourside-mazda', path: '/cars/showcase-new-mazda-cx-5-akera', limitKb: 110 },
  { name: 'vehicle (spin)', host: 'harbourside-mazda', path: '/cars/showcase-used-mazda-cx-5-touring-spin', limitKb: 110 },
  { name: 'location', host: 'harbourside-mazda', path: '/locations/parramatta-service', limitKb: 110 },
  { name: 'blog post', host: 'harbourside-mazda', path: '/blog/buying-a-used-car-checklist', limitKb: 110 },
]
const only = process.env.BENCH_JS_PAGES?.split(',').map((s) => s.trim())
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.name)) : ALL_PAGES

/** `bytes`: as sent (Content-Encoding of the answer to Chromium's Accept-Encoding); `gzBytes`: gzip level 6, as `next start` would send it. */
type Script = { src: string; bytes: number; encoding: string; gzBytes: number }
type PageReport = Page & {
  url: string
  namedKb: number
  beforeInteractionKb: number
  afterInteractionKb: number
  gzipNamedKb: number
  gzipAfterInteractionKb: number
  encodings: string[]
  htmlGzKb: number
  named: Script[]
  beforeInteraction: string[]
  afterInteraction: Script[]
  islands: string[]
}

const gz = (body: Buffer) => zlib.gzipSync(body).length
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const sizes = new Map<string, Omit<Script, 'src'>>()

/** The body as sent, without decompressing it (fetch would). */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? 'identity'), body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

async function sizeOf(url: string): Promise<Omit<Script, 'src'>> {
  const key = new URL(url).pathname
  const known = sizes.get(key)
  if (known !== undefined) return known
  const [sent, plain] = await Promise.all([rawGet(url, 'gzip, deflate, br, zstd'), rawGet(url, 'identity')])
  if (sent.status !== 200 || plain.status !== 200) throw new Error(`${url} answered ${sent.status}`)
  const size = { bytes: sent.body.length, encoding: sent.encoding, gzBytes: gz(plain.body) }
  sizes.set(key, size)
  return size
}

/** The client component names in the page's RSC payload: `I[...,["chunk",...],"ExportName"]` rows. */
function islandsOf(html: string): string[] {
  const names = new Set<string>()
  const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(m[1] as string) as string).join('')
  for (const m of payload.matchAll(/:I\[(?:"[^"]*"|\d+),\[[^\]]*\],"([^"]*)"/g)) names.add(m[1] || 'default')
  return [...names].sort()
}

async function measure(port: number, page: Page, browser: import('@playwright/test').Browser): Promise<PageReport> {
  const origin = `http://${page.host}.localhost:${port}`
  const url = `${origin}${page.path}`
  const response = await fetch(`http://127.0.0.1:${port}${page.path}`, { headers: { 'x-forwarded-host': `${page.host}.localhost:${port}` } })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const html = await response.text()
  // `noModule` scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]))
  const srcs = [...new Set(tags.map((m) => (m[1] as string).replace(/&amp;/g, '&')))]
  const named = await Promise.all(srcs.map(async (src) => ({ src, ...(await sizeOf(new URL(src, `http://127.0.0.1:${port}`).toString())) })))

  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const tab = await context.newPage()
  const loaded = new Set<string>()
  tab.on('response', (r) => {
    if (r.request().resourceType() === 'script') loaded.add(new URL(r.url()).pathname + new URL(r.url()).search)
  })
  /** The network settled, then the browser idle (idle callbacks run within their 2 s timeout at the latest), then settled again. */
  const settle = async () => {
    await tab.waitForLoadState('networkidle')
    await tab.evaluate(() => new Promise<void>((resolve) => (window.requestIdleCallback ?? setTimeout)(() => resolve(), { timeout: 2500 })))
    await tab.waitForLoadState('networkidle')
  }
  await tab.goto(url, { waitUntil: 'load' })
  await settle()
  const beforeInteraction = [...loaded]
  await tab.mouse.move(200, 300)
  await tab.locator('html[data-hydration=client]').waitFor({ state: 'attached', timeout: 30_000 })
  await settle()
  await context.close()
  const afterInteraction = await Promise.all([...loaded].map(async (src) => ({ src, ...(await sizeOf(`http://127.0.0.1:${port}${src}`)) })))
  const sum = (scripts: Script[], pick: (s: Script) => number) => scripts.reduce((n, s) => n + pick(s), 0)
  const before = afterInteraction.filter((s) => beforeInteraction.includes(s.src))
  return {
    ...page,
    url,
    namedKb: kb(sum(named, (s) => s.bytes)),
    beforeInteractionKb: kb(sum(before, (s) => s.bytes)),
    afterInteractionKb: kb(sum(afterInteraction, (s) => s.bytes)),
    gzipNamedKb: kb(sum(named, (s) => s.gzBytes)),
    gzipAfterInteractionKb: kb(sum(afterInteraction, (s) => s.gzBytes)),
    encodings: [...new Set([...named, ...afterInteraction].map((s) => s.encoding))],
    htmlGzKb: kb(gz(Buffer.from(html))),
    named: named.sort((a, b) => b.bytes - a.bytes),
    beforeInteraction,
    afterInteraction: afterInteraction.sort((a, b) => b.bytes - a.bytes),
    islands: islandsOf(html),
  }
}

const db = await openDatabase()
onShutdown(db.stop)
const reports = await withPreparedApp(db.url, 'benchjs', async (server) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  try {
    const out: PageReport[] = []
    for (const page of PAGES) out.push(await measure(server.port, page, browser))
    return out
  } finally {
    await browser.close()
  }
}).finally(() => db.stop())

console.log('page                 before interaction  limit  after interaction  named   HTML  islands   (gzip: named, after interaction)')
for (const r of reports) {
  const flag = r.beforeInteractionKb > r.limitKb ? ' OVER' : ''
  console.log(`${r.name.padEnd(20)} ${String(r.beforeInteractionKb).padStart(9)} KB ${String(r.limitKb).padStart(8)} KB ${String(r.afterInteractionKb).padStart(12)} KB ${String(r.namedKb).padStart(6)} KB ${String(r.htmlGzKb).padStart(5)} KB  ${String(r.islands.length).padStart(2)}${flag}   (${r.gzipNamedKb}, ${r.gzipAfterInteractionKb}) sent as ${r.encodings.join(', ')}`)
  console.log(`  islands: ${r.islands.join(', ')}`)
  const late = r.afterInteraction.filter((s) => !r.named.some((n) => n.src === s.src))
  console.log(`  after interaction, beyond the named: ${late.map((s) => `${s.src.split('/').pop()} ${kb(s.bytes)}`).join(', ') || '-'}`)
}
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/js.json', JSON.stringify({ at: new Date().toISOString(), pages: reports }, null, 2))
console.log('Wrote reports/js.json (bytes as the server sends them to Chromium; gzip level 6 beside them, as next start would)')
process.exit(0)
