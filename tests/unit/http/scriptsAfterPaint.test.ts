import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import vm from 'node:vm'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brotliParams, deferHeadScripts, isDocumentRequest, nonceOf, responseEncoding, scriptsAfterPaint } from '../../../site/http/scriptsAfterPaint.mjs'

const HEAD = [
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<title>Cars</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head>',
].join('')
const UNICODE_HEAD = HEAD.replace('<title>Cars</title>', '<title>Voitures d’occasion · Café — Motors</title>')
const BODY = '<body><main>Cars</main><script>(self.__next_f=self.__next_f||[]).push([0])</script><script src="/_next/static/chunks/late.js" async=""></script></body></html>'

/** The sources the loader adds, read by running it against a stub document. */
function loaderRun(html: string, paint: 'observer' | 'observer without paint timing' | 'frame' | 'never') {
  const script = /<script(?: nonce="[^"]*")?>(\(function pageLoader[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!script) throw new Error('no loader')
  const added: Array<{ src: string; async: boolean; nonce?: string }> = []
  const timers: Array<[() => void, number]> = []
  let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | null = null
  let frame: (() => void) | null = null
  const listeners = new Map<string, Array<(event: unknown) => void>>()
  const context = {
    document: {
      // a page without the hydration mark: what is held before hydration is tested in pageLoader.test.tsx
      documentElement: { getAttribute: () => null },
      createElement: () => ({}),
      head: { appendChild: (e: { src: string; async: boolean; nonce?: string }) => added.push(e) },
      addEventListener: (name: string, f: (event: unknown) => void) => listeners.set(name, [...(listeners.get(name) ?? []), f]),
    },
    setTimeout: (f: () => void, ms: number) => timers.push([f, ms]),
    requestAnimationFrame: (f: () => void) => (frame = f),
    PerformanceObserver: paint.startsWith('observer')
      ? class {
          static supportedEntryTypes = paint === 'observer' ? ['navigation', 'paint'] : ['navigation']
          constructor(f: typeof observer) {
            observer = f
          }
          observe() {}
        }
      : undefined,
  }
  vm.runInNewContext(script, context)
  return {
    added,
    timers,
    waitsFor: observer ? 'paint' : frame ? 'frame' : 'timer',
    paint: () => {
      observer?.({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => {} })
      frame?.()
    },
    runTimers: (upTo: number) => {
      for (const [f, ms] of timers.splice(0)) if (ms <= upTo) f()
    },
    /** Dispatches an event to the loader's document listeners. */
    dispatch: (name: string) => {
      for (const f of listeners.get(name) ?? []) f({})
    },
  }
}

describe('deferHeadScripts', () => {
  it("takes Next's async scripts out of the head and adds them back from one loader, in order", () => {
    const html = deferHeadScripts(HEAD)
    expect(html).not.toContain('<script src="/_next/static/chunks/one.js"')
    expect(html).not.toContain('<script src="/_next/static/chunks/two.js"')
    // kept: the stylesheet, Next's own low-priority preload, the title, the noModule polyfills
    for (const kept of ['a.css', 'rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"', '<title>Cars</title>', 'polyfills.js" noModule=""']) expect(html).toContain(kept)
    expect(html.endsWith('</script></head>')).toBe(true)
    const run = loaderRun(html, 'observer')
    expect(run.added).toEqual([])
    expect(run.waitsFor).toBe('paint')
    run.paint()
    run.runTimers(0)
    expect(run.added.map((e) => [e.src, e.async])).toEqual([
      ['/_next/static/chunks/one.js', true],
      ['/_next/static/chunks/two.js', true],
    ])
  })

  it('adds the scripts a frame after it runs where paint timing is unknown, and within 3 s whatever happens, once', () => {
    expect(loaderRun(deferHeadScripts(HEAD), 'observer without paint timing').waitsFor).toBe('frame')
    const frame = loaderRun(deferHeadScripts(HEAD), 'frame')
    expect(frame.waitsFor).toBe('frame')
    expect(frame.added).toEqual([])
    frame.paint()
    frame.runTimers(0)
    expect(frame.added).toHaveLength(2)
    frame.runTimers(3000)
    expect(frame.added).toHaveLength(2)

    const hidden = loaderRun(deferHeadScripts(HEAD), 'never')
    expect(hidden.waitsFor).toBe('frame')
    expect(hidden.timers.map(([, ms]) => ms)).toEqual([3000])
    hidden.runTimers(3000)
    expect(hidden.added).toHaveLength(2)
  })

  it('fetches the scripts at the first pointer, key, touch or focus if that comes before the paint', () => {
    for (const event of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
      const run = loaderRun(deferHeadScripts(HEAD), 'observer')
      run.dispatch(event)
      expect(run.added, event).toHaveLength(2)
    }
  })

  it("gives the loader and each script the page's nonce (a page rendered per request)", () => {
    const html = deferHeadScripts(HEAD.replaceAll('async=""', 'async="" nonce="abc+/="'), 'abc+/=')
    expect(html).toContain('<script nonce="abc+/=">(function pageLoader')
    const run = loaderRun(html, 'observer')
    run.paint()
    run.runTimers(0)
    expect(run.added.map((e) => e.nonce)).toEqual(['abc+/=', 'abc+/='])
  })

  it("moves only the build's scripts that carry the page's nonce: no other tag gains it", () => {
    const injected = '<script src="/_next/static/chunks/evil.js" async=""></script>'
    const withNonce = HEAD.replace('<script src="/_next/static/chunks/one.js" async=""></script>', `${injected}<script src="/_next/static/chunks/one.js" async="" nonce="n1"></script>`).replace('two.js" async=""', 'two.js" async="" nonce="other"')
    const html = deferHeadScripts(withNonce, 'n1')
    expect(html).toContain(injected)
    expect(html).toContain('<script src="/_next/static/chunks/two.js" async="" nonce="other"></script>')
    const run = loaderRun(html, 'observer')
    run.paint()
    run.runTimers(0)
    expect(run.added.map((e) => [e.src, e.nonce])).toEqual([['/_next/static/chunks/one.js', 'n1']])
    // a cached page has no nonce: a tag with one stays as it is
    expect(deferHeadScripts(withNonce)).toContain('nonce="n1"></script>')
  })

  it('moves only plain paths of the build: no other origin, no `..`, nothing encoded', () => {
    for (const src of ['https://cdn.example/_next/static/a.js', '/_next/static/../../api/x.js', '/_next/static/a.js?x=<', '/_next/static/a%2e.js', '/_next/static/a.js&amp;b', '/api/_next/static/a.js']) {
      const head = `<head><script src="${src}" async=""></script></head>`
      expect(deferHeadScripts(head), src).toBe(head)
    }
  })

  it("compresses with brotli 5 in a window the page's size (not brotli's 4 MB default), as small", () => {
    const { BROTLI_PARAM_QUALITY: Q, BROTLI_PARAM_LGWIN: W, BROTLI_PARAM_SIZE_HINT: H } = zlib.constants
    expect(brotliParams(111 * 1024)).toEqual({ [Q]: 5, [W]: 17, [H]: 111 * 1024 })
    expect(brotliParams(128 * 1024)[W]).toBe(17)
    expect(brotliParams(0)[W]).toBe(10)
    expect(brotliParams(64 * 1024 * 1024)[W]).toBe(22)
    expect(brotliParams(512 * 1024, false)).toEqual({ [Q]: 5, [W]: 19 })
    const page = Buffer.from((HEAD + BODY).repeat(400))
    const sized = zlib.brotliCompressSync(page, { params: brotliParams(page.length) })
    // as small as with the default window (within 1 %: the window is written in the stream's header)
    expect(sized.length).toBeLessThanOrEqual(zlib.brotliCompressSync(page, { params: { [Q]: 5 } }).length * 1.01)
    expect(zlib.brotliDecompressSync(sized).equals(page)).toBe(true)
  })

  it('reads the nonce of a Content-Security-Policy header', () => {
    expect(nonceOf("default-src 'self'; script-src 'nonce-abc+/=' 'strict-dynamic'")).toBe('abc+/=')
    expect(nonceOf("script-src 'self' 'unsafe-inline'")).toBeUndefined()
    expect(nonceOf(undefined)).toBeUndefined()
  })

  it('leaves a head without Next scripts, or without its end, as it is', () => {
    const plain = '<html><head><script src="https://example.com/x.js" async=""></script><script>var a=1</script></head>'
    expect(deferHeadScripts(plain)).toBe(plain)
    expect(deferHeadScripts(HEAD.replace('</head>', ''))).toBe(HEAD.replace('</head>', ''))
  })
})

describe('isDocumentRequest and responseEncoding', () => {
  const req = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as http.IncomingMessage
  it("is a browser's GET of a page, not Next's RSC or prefetch requests", () => {
    const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
    expect(isDocumentRequest(req('GET', { accept }))).toBe(true)
    expect(isDocumentRequest(req('HEAD', { accept }))).toBe(false)
    expect(isDocumentRequest(req('POST', { accept }))).toBe(false)
    expect(isDocumentRequest(req('GET', { accept, rsc: '1' }))).toBe(false)
    expect(isDocumentRequest(req('GET', { accept, 'next-router-prefetch': '1' }))).toBe(false)
    expect(isDocumentRequest(req('GET', { accept: '*/*' }))).toBe(false)
    expect(isDocumentRequest(req('GET', {}))).toBe(false)
  })

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, encoding) => {
    expect(responseEncoding(header)).toBe(encoding)
  })
})

describe('scriptsAfterPaint on a server', () => {
  let server: http.Server
  let origin = ''
  const seen: Array<string | undefined> = []
  const BIG_BYTES = 32 * 1024 * 1024
  const big: { written: number; pausedAt: number | null; sent: string[] } = { written: 0, pausedAt: null, sent: [] }
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      scriptsAfterPaint(req, res)
      seen.push(req.headers['accept-encoding'])
      const url = new URL(req.url ?? '/', 'http://x')
      if (url.pathname === '/streamed') {
        // the head split across writes, the body streamed in parts
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.write(HEAD.slice(0, 150))
        res.write(Buffer.from(HEAD.slice(150)))
        setTimeout(() => res.end(BODY), 20)
      } else if (url.pathname === '/bytes') {
        // a byte at a time: every character of two and three bytes split across writes, in the head and after it
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        const bytes = Buffer.from(UNICODE_HEAD + BODY.replace('Cars', 'Café — 2 ’s'))
        let at = 0
        const next = () => {
          if (at >= bytes.length) return void res.end()
          res.write(bytes.subarray(at, (at += 1)))
          setImmediate(next)
        }
        next()
      } else if (url.pathname === '/big') {
        // a page without a head, bigger than the head limit, written as a writer that respects backpressure does
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        big.written = 0
        big.pausedAt = null
        const pump = () => {
          while (big.written < BIG_BYTES) {
            const chunk = crypto.randomBytes(48 * 1024).toString('base64')
            big.written += chunk.length
            big.sent.push(chunk)
            if (!res.write(chunk)) {
              big.pausedAt ??= big.written
              res.once('drain', pump)
              return
            }
          }
          res.end()
        }
        pump()
      } else if (url.pathname === '/teapot') {
        res.writeHead(418, "I'm a teapot", { 'Content-Type': 'text/plain', Vary: 'RSC, Accept-Encoding' }).end('short and stout')
      } else if (url.pathname === '/whole') {
        const body = HEAD + BODY
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Vary: 'RSC' })
        res.end(body)
      } else if (url.pathname === '/cached') {
        // as Next sends a cached page (send-payload.js): headers set, then the whole page in one end()
        const body = HEAD + BODY
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Content-Length', Buffer.byteLength(body))
        res.end(body)
      } else if (url.pathname === '/not-modified') {
        // as Next answers a matching If-None-Match (send-payload.js)
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('ETag', '"abc"')
        res.statusCode = 304
        res.end()
      } else if (url.pathname === '/json') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }))
      } else if (url.pathname === '/redirect') {
        res.writeHead(307, { Location: '/whole' }).end()
      } else {
        res.setHeader('Content-Type', 'image/webp')
        res.end(Buffer.from([1, 2, 3]))
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const ACCEPT_HTML = 'text/html,application/xhtml+xml,*/*;q=0.8'
  function get(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
  }
  const decode = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
    (r.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(r.body) : r.body).toString('utf8')

  it('rewrites the head of a page, streamed or whole, and compresses it as the browser accepts', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      for (const path of ['/streamed', '/whole', '/cached']) {
        seen.length = 0
        const r = await get(path, { accept: ACCEPT_HTML, 'accept-encoding': acceptEncoding })
        expect(r.status).toBe(200)
        expect(r.headers['content-encoding'], `${path} ${acceptEncoding}`).toBe(encoding)
        // a page sent in one call goes in one piece with its length (its headers not yet sent), the others chunked
        if (path === '/cached') expect([r.headers['content-length'], r.headers['transfer-encoding']]).toEqual([String(r.body.length), undefined])
        else expect([r.headers['content-length'], r.headers['transfer-encoding']]).toEqual([undefined, 'chunked'])
        if (encoding) expect(r.headers.vary).toContain('Accept-Encoding')
        // the app behind sees no Accept-Encoding: it sends plain HTML for this module to read
        expect(seen).toEqual([undefined])
        const html = decode(r)
        expect(html).toBe(deferHeadScripts(HEAD) + BODY)
        expect(html).not.toContain('<script src="/_next/static/chunks/one.js"')
      }
    }
  })

  it('sends a 304 as it is: no body, no encoding, no length of its own', async () => {
    const r = await get('/not-modified', { accept: ACCEPT_HTML, 'accept-encoding': 'br', 'if-none-match': '"abc"' })
    expect([r.status, r.headers.etag, r.headers['content-encoding'], r.headers['content-length'], r.body.length]).toEqual([304, '"abc"', undefined, undefined, 0])
  })

  it('keeps characters of several bytes whole when a write ends inside one', async () => {
    const r = await get('/bytes', { accept: ACCEPT_HTML, 'accept-encoding': 'br' })
    expect(decode(r)).toBe(deferHeadScripts(UNICODE_HEAD) + BODY.replace('Cars', 'Café — 2 ’s'))
    expect(decode(r)).toContain('<title>Voitures d’occasion · Café — Motors</title>')
  })

  it('passes backpressure on: a client that does not read stops the writer, which finishes once it reads', async () => {
    big.sent = []
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${origin}/big`, { headers: { accept: ACCEPT_HTML, 'accept-encoding': 'br' } }, resolve).on('error', reject))
    response.pause()
    await new Promise((resolve) => setTimeout(resolve, 500))
    // the writer was told to wait long before writing it all (it wrote everything before: 32 MB held in memory)
    expect(big.pausedAt).not.toBeNull()
    expect(big.written).toBeLessThan(BIG_BYTES / 2)
    const chunks: Buffer[] = []
    response.on('data', (c: Buffer) => chunks.push(c))
    response.resume()
    await new Promise((resolve) => response.on('end', resolve))
    const body = zlib.brotliDecompressSync(Buffer.concat(chunks)).toString('utf8')
    expect(body.length).toBe(big.written)
    expect(body).toBe(big.sent.join(''))
  })

  it("keeps a status line's reason and names Accept-Encoding in Vary once", async () => {
    const r = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${origin}/teapot`, { headers: { accept: ACCEPT_HTML, 'accept-encoding': 'gzip' } }, resolve).on('error', reject))
    const chunks: Buffer[] = []
    r.on('data', (c: Buffer) => chunks.push(c))
    await new Promise((resolve) => r.on('end', resolve))
    expect([r.statusCode, r.statusMessage, r.headers['content-encoding'], r.headers.vary]).toEqual([418, "I'm a teapot", 'gzip', 'RSC, Accept-Encoding'])
    expect(zlib.gunzipSync(Buffer.concat(chunks)).toString()).toBe('short and stout')
  })

  it('compresses a non-HTML answer to a navigation and passes pictures and redirects as they are', async () => {
    const json = await get('/json', { accept: ACCEPT_HTML, 'accept-encoding': 'br' })
    expect([json.status, json.headers['content-encoding']]).toEqual([404, 'br'])
    expect(JSON.parse(decode(json))).toEqual({ message: 'Not found' })
    const picture = await get('/picture', { accept: ACCEPT_HTML, 'accept-encoding': 'br' })
    expect(picture.headers['content-encoding']).toBeUndefined()
    expect([...picture.body]).toEqual([1, 2, 3])
    const redirect = await get('/redirect', { accept: ACCEPT_HTML, 'accept-encoding': 'br' })
    expect([redirect.status, redirect.headers.location, redirect.body.length]).toEqual([307, '/whole', 0])
  })

  it("leaves other requests to the app: Next's RSC requests and clients that do not ask for HTML", async () => {
    for (const headers of [{ accept: '*/*', 'accept-encoding': 'br' }, { accept: ACCEPT_HTML, rsc: '1', 'accept-encoding': 'br' }] as Array<Record<string, string>>) {
      seen.length = 0
      const r = await get('/whole', headers)
      expect(seen).toEqual(['br'])
      expect(r.headers['content-encoding']).toBeUndefined()
      expect(r.body.toString()).toBe(HEAD + BODY)
    }
  })
})
