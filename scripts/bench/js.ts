/**
 * `npm run bench:js`: the JavaScript each shopper page costs, in bytes as the server sends them to
 * Chromium (brotli for the build's scripts, server.mjs), against the built app on its own freshly
 * seeded database. Deterministic, unlike a Lighthouse score on a busy machine:
 * - `atLoad`: the scripts the server HTML names (`<script src>`, not `noModule`), what every visit downloads,
 *   parses and runs before the page is interactive;
 * - `afterIdle`: every script a real browser (Chromium) has fetched once the page has loaded and
 *   the browser has been idle (lazy islands loaded on idle included), what Lighthouse counts;
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
type PageReport = Page & { url: string; atLoadKb: number; afterIdleKb: number; gzipAtLoadKb: number; gzipAfterIdleKb: number; encodings: string[]; htmlGzKb: number; atLoad: Script[]; lateScripts: Script[]; islands: string[] }

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
  const atLoad = await Promise.all(srcs.map(async (src) => ({ src, ...(await sizeOf(new URL(src, `http://127.0.0.1:${port}`).toString())) })))

  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const tab = await context.newPage()
  const loaded = new Set<string>()
  tab.on('response', (r) => {
    if (r.request().resourceType() === 'script') loaded.add(new URL(r.url()).pathname + new URL(r.url()).search)
  })
  await tab.goto(url, { waitUntil: 'load' })
  await tab.waitForLoadState('networkidle')
  // Idle callbacks (lazy islands) run within their 2 s timeout at the latest; then the network settles again.
  await tab.evaluate(() => new Promise<void>((resolve) => (window.requestIdleCallback ?? setTimeout)(() => resolve(), { timeout: 2500 })))
  await tab.waitForLoadState('networkidle')
  await context.close()
  const atLoadPaths = new Set(atLoad.map((s) => s.src))
  const lateScripts = await Promise.all([...loaded].filter((src) => !atLoadPaths.has(src)).map(async (src) => ({ src, ...(await sizeOf(`http://127.0.0.1:${port}${src}`)) })))
  const sum = (scripts: Script[], pick: (s: Script) => number) => scripts.reduce((n, s) => n + pick(s), 0)
  const atLoadBytes = sum(atLoad, (s) => s.bytes)
  const atLoadGzBytes = sum(atLoad, (s) => s.gzBytes)
  return {
    ...page,
    url,
    atLoadKb: kb(atLoadBytes),
    afterIdleKb: kb(atLoadBytes + sum(lateScripts, (s) => s.bytes)),
    gzipAtLoadKb: kb(atLoadGzBytes),
    gzipAfterIdleKb: kb(atLoadGzBytes + sum(lateScripts, (s) => s.gzBytes)),
    encodings: [...new Set([...atLoad, ...lateScripts].map((s) => s.encoding))],
    htmlGzKb: kb(gz(Buffer.from(html))),
    atLoad: atLoad.sort((a, b) => b.bytes - a.bytes),
    lateScripts: lateScripts.sort((a, b) => b.bytes - a.bytes),
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

console.log('page                 at load  after idle  limit  HTML  islands   (gzip: at load, after idle)')
for (const r of reports) {
  const flag = r.afterIdleKb > r.limitKb ? ' OVER' : ''
  console.log(`${r.name.padEnd(20)} ${String(r.atLoadKb).padStart(6)} KB ${String(r.afterIdleKb).padStart(7)} KB ${String(r.limitKb).padStart(4)} KB ${String(r.htmlGzKb).padStart(5)} KB  ${String(r.islands.length).padStart(2)}${flag}   (${r.gzipAtLoadKb}, ${r.gzipAfterIdleKb}) sent as ${r.encodings.join(', ')}`)
  console.log(`  islands: ${r.islands.join(', ')}`)
  console.log(`  late: ${r.lateScripts.map((s) => `${s.src.split('/').pop()} ${kb(s.bytes)}`).join(', ') || '-'}`)
}
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync('reports/js.json', JSON.stringify({ at: new Date().toISOString(), pages: reports }, null, 2))
console.log('Wrote reports/js.json (bytes as the server sends them to Chromium; gzip level 6 beside them, as next start would)')
process.exit(0)
