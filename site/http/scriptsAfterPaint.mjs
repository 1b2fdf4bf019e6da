/**
 * A page's scripts are fetched after its first paint (used by `server.mjs`; issue 18).
 *
 * Next puts the page's framework and island scripts in the `<head>` as `<script async>`: the browser
 * fetches them at once, in parallel with the stylesheet and the largest picture, and on a phone's
 * connection those 120–130 KB share the bandwidth the first paint and the hero picture need
 * (Lighthouse's simulated LCP counts every script that finished downloading before the paint). The
 * page is server-rendered and works before its scripts run (links and forms; what React must see is
 * held and done again once it runs: site/http/pageLoader.mjs), so for a browser's navigation the
 * head's `<script async>` tags are replaced by one inline loader (pageLoader) that adds the same scripts, in the same order and with the same nonce, once
 * the page has painted (the first contentful paint, or a frame where paint timing is unknown; at
 * most 3 s after the document started). Hydration starts a round trip later; the paint does not
 * wait for the scripts.
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

  /** @type {null | { html: boolean, encoder: import('node:zlib').Gzip | import('node:zlib').BrotliCompress | null }} */
  let plan = null
  /**
   * The start of an HTML answer, as bytes, until its `</head>` has come (a chunk may end inside a
   * character of several bytes; the bytes before `<` never do). Null once sent on.
   * @type {Buffer | null}
   */
  let head = Buffer.alloc(0)
  let ended = false

  const decide = () => {
    if (plan) return plan
    const type = String(res.getHeader('content-type') ?? '')
    const html = type.startsWith('text/html')
    const encode = encoding !== 'identity' && COMPRESSIBLE.test(type) && !res.hasHeader('content-encoding') && res.statusCode !== 204 && res.statusCode !== 304
    plan = { html, encoder: null }
    if (!html && !encode) return plan
    res.removeHeader('content-length')
    if (encode) {
      res.setHeader('Content-Encoding', encoding)
      varyOnEncoding(res)
      const encoder = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.createGzip()
      // backpressure: a client that reads slowly pauses the compressor, and through it the page's writer
      encoder.on('data', (chunk) => {
        if (!write(chunk)) encoder.pause()
      })
      res.on('drain', () => encoder.resume())
      encoder.on('drain', () => res.emit('drain'))
      encoder.on('end', () => end())
      encoder.on('error', (error) => res.destroy(error))
      // a client gone before the end: the compressor's memory is freed now, not at garbage collection
      res.once('close', () => {
        if (!res.writableFinished) encoder.destroy()
      })
      plan.encoder = encoder
    }
    return plan
  }

  /** Sends bytes on (compressed and flushed); false when the writer should wait for `drain`. @param {string | Buffer} bytes */
  const send = (bytes) => {
    const { encoder } = decide()
    if (!encoder) return write(bytes)
    const room = encoder.write(bytes)
    encoder.flush()
    return room && !res.writableNeedDrain
  }

  /** @param {unknown} chunk @param {unknown} encodingArg @returns {boolean} */
  const take = (chunk, encodingArg) => {
    if (chunk == null || (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) || chunk.length === 0) return !res.writableNeedDrain
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encodingArg === 'string' && Buffer.isEncoding(encodingArg) ? encodingArg : 'utf8') : Buffer.from(chunk)
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
    const headEnd = at + '</head>'.length
    const rest = head.subarray(headEnd)
    const page = deferHeadScripts(head.subarray(0, headEnd).toString('utf8'), nonceOf(res.getHeader('content-security-policy')))
    head = null
    const room = send(page)
    return rest.length > 0 ? send(rest) && room : room
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
    take(chunk, encodingArg)
    // an HTML answer without a head (an error page): as it came
    if (head && head.length > 0) send(head)
    head = null
    if (typeof callback === 'function') res.once('finish', callback)
    const { encoder } = decide()
    if (encoder) encoder.end()
    else end()
    return res
  }
}

/** The nonce of a Content-Security-Policy header (pages rendered per request, proxy.ts). @param {unknown} policy */
export const nonceOf = (policy) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(policy ?? ''))?.[1]

/** Adds Accept-Encoding to Vary unless it is there (Next's compression middleware may have added it). @param {import('node:http').ServerResponse} res */
function varyOnEncoding(res) {
  const vary = [res.getHeader('vary') ?? []].flat().join(', ')
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) return
  res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}
