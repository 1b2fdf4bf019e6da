/**
 * A page's scripts are fetched when the page needs them, not with its HTML (used by `server.mjs`;
 * issue 18).
 *
 * Next puts the page's framework and island scripts in the `<head>` as `<script async>`: the browser
 * fetches them at once, in parallel with the stylesheet and the largest picture, and on a phone's
 * connection those 120–130 KB share the bandwidth the first paint and the hero picture need, then
 * hydrate the whole page on the main thread. The shopper pages are server-rendered and work before
 * their scripts run (links and forms; what React must see is held and done again once it runs:
 * site/http/pageLoader.mjs), so for a browser's navigation the head's `<script async>` tags are
 * replaced by one inline loader (pageLoader) that adds the same scripts, in the same order and
 * with the same nonce: on a shopper page at the shopper's first interaction (or when an element
 * that changes by itself is due to), on any other page (the admin) once the page has painted.
 * A visit that only reads a shopper page fetches none of them.
 *
 * Only navigations are rewritten (a GET asking for text/html, not Next's RSC or prefetch requests,
 * whose answers Next renders differently); Next then answers uncompressed and this module
 * compresses (brotli, gzip or none, as the request accepts), so that it can read the HTML.
 */
import zlib from 'node:zlib'
import { acceptsEncoding } from './staticBrotli.mjs'
import { pageLoader } from './pageLoader.mjs'

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g
/** The two attributes read, each pattern compiled once (this runs on every page answer). */
const ATTRIBUTES = { src: /\ssrc="([^"]*)"/i, nonce: /\snonce="([^"]*)"/i }
/** @param {string} attrs @param {keyof typeof ATTRIBUTES} name */
const attr = (attrs, name) => ATTRIBUTES[name].exec(attrs)?.[1]
/** A script file of the build: under /_next/static, no `..`, nothing to decode. */
const BUILD_SCRIPT = /^\/_next\/static\/(?!.*\.\.)[\w\-./~]+\.js(?:\?[\w=-]*)?$/
const isNextScript = (/** @type {string} */ attrs, /** @type {string | undefined} */ src) => src !== undefined && BUILD_SCRIPT.test(src) && /\sasync(?:=|\s|$)/i.test(attrs) && !/\snomodule/i.test(attrs)
const LATEST_MS = 3000
/** What the shopper did before hydration is done anyway after this long (a page whose hydration never reports). */
const HOLD_MS = 10000

/** pageLoader's source as sent: without its comments and indentation (it is in every page). */
const LOADER_SOURCE = pageLoader
  .toString()
  .replace(/\/\*\*[\s\S]*?\*\//g, '')
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*/g, '\n')

/** The inline script that runs pageLoader for these scripts. @param {string[]} sources @param {string | undefined} nonce */
function loader(sources, nonce) {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : ''
  const args = [sources, nonce ?? null, LATEST_MS, HOLD_MS].map((a) => JSON.stringify(a).replaceAll('<', '\\u003c'))
  return `<script${nonceAttr}>(${LOADER_SOURCE})(${args.join(',')})</script>`
}

/**
 * The document's head with Next's `<script async src="/_next/static/…">` tags replaced by the
 * loader (before `</head>`). Anything else is kept: `noModule` polyfills, inline scripts, preloads.
 * @param {string} head the document up to and including `</head>`
 * @param {string} [nonce] the page's nonce (its Content-Security-Policy's): only tags carrying it
 *   are moved (on a cached page, without one: only tags without a nonce), so no tag gains a nonce
 */
export function deferHeadScripts(head, nonce) {
  /** @type {string[]} */
  const sources = []
  const rest = head.replace(SCRIPT_TAG, (tag, /** @type {string} */ attrs) => {
    const src = attr(attrs, 'src')
    if (!isNextScript(attrs, src) || attr(attrs, 'nonce') !== nonce) return tag
    sources.push(/** @type {string} */ (src))
    return ''
  })
  const end = rest.lastIndexOf('</head>')
  if (sources.length === 0 || end < 0) return head
  return `${rest.slice(0, end)}${loader(sources, nonce)}${rest.slice(end)}`
}

/** Whether a request is a browser's navigation to a page (the answers this module rewrites). @param {import('node:http').IncomingMessage} req */
export function isDocumentRequest(req) {
  if (req.method !== 'GET' || req.headers.rsc !== undefined || req.headers['next-router-prefetch'] !== undefined) return false
  return String(req.headers.accept ?? '').includes('text/html')
}

/** The encoding to send for an Accept-Encoding header: br, gzip or none. @param {unknown} header */
export function responseEncoding(header) {
  if (acceptsEncoding(header, 'br')) return 'br'
  return acceptsEncoding(header, 'gzip') ? 'gzip' : 'identity'
}

/** A text/html answer whose `</head>` has not come within this many bytes is sent on unchanged. */
const MAX_HEAD_BYTES = 256 * 1024
/**
 * Brotli for a page of `bytes`: quality 5 (HTML near quality 9's size at a fraction of its time),
 * and a window no larger than the page. Brotli's default window, 4 MB, allocated for every answer,
 * cost more than the compression itself: cached vehicle pages answered 88–102 requests/s with it
 * and 144–229 with a 128 KB one, the same bytes out (2026-11-27, one server, 16 connections).
 * @param {number} bytes the page's size, or (streamed) the window wanted
 * @param {boolean} [known] whether `bytes` is the page's size (a hint to the encoder)
 */
export function brotliParams(bytes, known = true) {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT, BROTLI_MIN_WINDOW_BITS, BROTLI_DEFAULT_WINDOW } = zlib.constants
  const window = Math.min(BROTLI_DEFAULT_WINDOW, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(bytes, 1)))))
  return { [BROTLI_PARAM_QUALITY]: 5, [BROTLI_PARAM_LGWIN]: window, ...(known ? { [BROTLI_PARAM_SIZE_HINT]: bytes } : {}) }
}
/** The window of a streamed page, whose size is not known: 512 KB. */
const STREAMED_WINDOW_BYTES = 512 * 1024
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i

/**
 * Takes over `res` for a document request: Next's answer is read as it is written, the head of an
 * HTML answer rewritten (deferHeadScripts), and every chunk sent on compressed and flushed at once
 * (a streamed page keeps streaming). Other requests are left alone.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function scriptsAfterPaint(req, res) {
  if (!isDocumentRequest(req)) return
  const encoding = responseEncoding(req.headers['accept-encoding'])
  // Next compresses only what the request accepts: this module compresses instead
  delete req.headers['accept-encoding']
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const writeHead = res.writeHead.bind(res)

  /** @type {null | { html: boolean, encode: boolean }} */
  let plan = null
  /** @type {import('node:zlib').Gzip | import('node:zlib').BrotliCompress | null} */
  let encoder = null
  /**
   * The start of an HTML answer, as bytes, until its `</head>` has come (a chunk may end inside a
   * character of several bytes; the bytes before `<` never do). Null once sent on.
   * @type {Buffer | null}
   */
  let head = Buffer.alloc(0)
  let ended = false
  /** Whether any of the answer has gone on (streamed); until then it can still be sent whole. */
  let streaming = false

  const decide = () => {
    if (plan) return plan
    const type = String(res.getHeader('content-type') ?? '')
    const html = type.startsWith('text/html')
    const encode = encoding !== 'identity' && COMPRESSIBLE.test(type) && !res.hasHeader('content-encoding') && res.statusCode !== 204 && res.statusCode !== 304
    plan = { html, encode }
    if (!html && !encode) return plan
    res.removeHeader('content-length')
    if (encode) {
      res.setHeader('Content-Encoding', encoding)
      varyOnEncoding(res)
    }
    return plan
  }

  /** The compressor of a streamed answer, made at its first chunk. */
  const streamEncoder = () => {
    if (encoder) return encoder
    const stream = encoding === 'br' ? zlib.createBrotliCompress({ params: brotliParams(STREAMED_WINDOW_BYTES, false) }) : zlib.createGzip()
    // backpressure: a client that reads slowly pauses the compressor, and through it the page's writer
    stream.on('data', (chunk) => {
      if (!write(chunk)) stream.pause()
    })
    res.on('drain', () => stream.resume())
    stream.on('drain', () => res.emit('drain'))
    stream.on('end', () => end())
    stream.on('error', (error) => res.destroy(error))
    // a client gone before the end: the compressor's memory is freed now, not at garbage collection
    res.once('close', () => {
      if (!res.writableFinished) stream.destroy()
    })
    encoder = stream
    return stream
  }

  /**
   * An answer whose end came before anything went on (Next sends a cached page in one call): sent
   * in one write with its length, compressed in one pass, off the main thread. Streaming it, with
   * a flush per chunk, halved the throughput of cached pages (bench:pages as a browser).
   * @param {Buffer} body
   */
  const sendWhole = (body) => {
    if (!decide().encode) {
      // a 304 or 204 has no body, and no length of its own
      if (!res.headersSent && res.statusCode !== 304 && res.statusCode !== 204) res.setHeader('Content-Length', body.length)
      end(body)
      return
    }
    const done = (/** @type {Error | null} */ error, /** @type {Buffer} */ compressed) => {
      if (error) return res.destroy(error)
      if (!res.headersSent) res.setHeader('Content-Length', compressed.length)
      end(compressed)
    }
    if (encoding === 'br') zlib.brotliCompress(body, { params: brotliParams(body.length) }, done)
    else zlib.gzip(body, done)
  }

  /** Sends bytes on (compressed and flushed); false when the writer should wait for `drain`. @param {string | Buffer} bytes */
  const send = (bytes) => {
    streaming = true
    if (!decide().encode) return write(bytes)
    const stream = streamEncoder()
    const room = stream.write(bytes)
    stream.flush()
    return room && !res.writableNeedDrain
  }

  /** @param {unknown} chunk @param {unknown} encodingArg @returns {boolean} */
  const take = (chunk, encodingArg) => {
    const bytes = bytesOf(chunk, encodingArg)
    if (bytes.length === 0) return !res.writableNeedDrain
    if (!decide().html || head === null) return send(bytes)
    const searchFrom = Math.max(0, head.length - '</head>'.length + 1)
    head = Buffer.concat([head, bytes])
    const at = head.indexOf('</head>', searchFrom)
    if (at < 0) {
      if (head.length <= MAX_HEAD_BYTES) return true
      // not a page with a head: sent on as it came, and streamed from here
      const all = head
      head = null
      return send(all)
    }
    const [page, rest] = rewriteHead(head, at)
    head = null
    const room = send(page)
    return rest.length > 0 ? send(rest) && room : room
  }

  /** The answer's bytes up to `</head>` (found at `at`) rewritten, and the bytes after it. @param {Buffer} bytes @param {number} at @returns {[Buffer, Buffer]} */
  const rewriteHead = (bytes, at) => {
    const headEnd = at + '</head>'.length
    const page = deferHeadScripts(bytes.subarray(0, headEnd).toString('utf8'), nonceOf(res.getHeader('content-security-policy')))
    return [Buffer.from(page), bytes.subarray(headEnd)]
  }

  /** The whole answer (the head held so far and the last chunk), its head rewritten if it is a page's. @param {Buffer | null} held @param {unknown} chunk @param {unknown} encodingArg */
  const whole = (held, chunk, encodingArg) => {
    const body = held && held.length > 0 ? Buffer.concat([held, bytesOf(chunk, encodingArg)]) : bytesOf(chunk, encodingArg)
    const at = decide().html ? body.indexOf('</head>') : -1
    return at < 0 ? body : Buffer.concat(rewriteHead(body, at))
  }

  /** @type {typeof res.writeHead} */
  res.writeHead = (/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
    res.statusCode = status
    if (typeof rest[0] === 'string') res.statusMessage = rest[0]
    const headers = rest.find((a) => a && typeof a === 'object')
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1])
    else if (headers) for (const [key, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(key, value)
    decide()
    return writeHead(status, res.statusMessage)
  }
  // @ts-expect-error the overloads of write, reduced to what they accept
  res.write = (chunk, encodingArg, callback) => {
    if (ended) return false
    const room = take(chunk, encodingArg)
    const done = typeof encodingArg === 'function' ? encodingArg : callback
    if (typeof done === 'function') process.nextTick(done)
    return room
  }
  // @ts-expect-error the overloads of end, reduced to what they accept
  res.end = (chunk, encodingArg, callback) => {
    if (ended) return res
    ended = true
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk]
    if (typeof encodingArg === 'function') [encodingArg, callback] = [undefined, encodingArg]
    if (typeof callback === 'function') res.once('finish', callback)
    if (!streaming) {
      sendWhole(whole(head, chunk, encodingArg))
      head = null
      return res
    }
    take(chunk, encodingArg)
    // an HTML answer without a head (an error page): as it came
    if (head && head.length > 0) send(head)
    head = null
    if (encoder) encoder.end()
    else end()
    return res
  }
}

/** A write's chunk as bytes (empty for anything else). @param {unknown} chunk @param {unknown} encodingArg */
function bytesOf(chunk, encodingArg) {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encodingArg === 'string' && Buffer.isEncoding(encodingArg) ? encodingArg : 'utf8')
  return chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.alloc(0)
}

/** The nonce of a Content-Security-Policy header (pages rendered per request, proxy.ts). @param {unknown} policy */
export const nonceOf = (policy) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(policy ?? ''))?.[1]

/** Adds Accept-Encoding to Vary unless it is there (Next's compression middleware may have added it). @param {import('node:http').ServerResponse} res */
function varyOnEncoding(res) {
  const vary = [res.getHeader('vary') ?? []].flat().join(', ')
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) return
  res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}
