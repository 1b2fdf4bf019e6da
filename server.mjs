/**
 * The production server (`npm start`; after `npm run build`: `node server.mjs -p 3000`): Next's own
 * request handler, as `next start` runs it, with the build's scripts and stylesheets sent
 * brotli-compressed to browsers that accept it (`site/http/staticBrotli.mjs`), and a page's scripts
 * fetched after its first paint (`site/http/scriptsAfterPaint.mjs`).
 *
 * The caller's address is the socket's peer, or the entry the trusted proxies appended
 * (TRUSTED_PROXY_HOPS, site/http/clientAddress.mjs): a client's own `x-forwarded-for` is not believed.
 * A write carrying a session cookie from another site's page is a 403 (site/http/crossSiteWrite.mjs).
 *
 * The signing secret is checked before Next loads: in production a published default or short
 * PAYLOAD_SECRET ends the start with one line and exit 1; unset, the data folder's is used.
 *
 * Options as `next start`: `-p` port (or PORT, 3000), `-H` hostname, `--keepAliveTimeout` ms
 * (65,000: idle sockets outlive a load balancer's 60 s). Shutdown as `next start`: on SIGTERM or
 * SIGINT it stops accepting connections, finishes the requests in flight, closes Next and exits
 * 143 or 130.
 */
import http from 'node:http'
import path from 'node:path'
import { brotliStatic, precompressedFiles } from './site/http/staticBrotli.mjs'
import { proxyHopsFrom, trustedClientAddress, trustedForwardedHost } from './site/http/clientAddress.mjs'
import { scriptsAfterPaint } from './site/http/scriptsAfterPaint.mjs'
import { crossSiteWriteProblem } from './site/http/crossSiteWrite.mjs'
import { collectTags } from './site/cache/responseTags.mjs'
import { purgerNameFrom } from './site/cache/surrogateKeys.mjs'
import { sharedCacheHeaders } from './site/http/sharedCache.mjs'
import nextEnv from '@next/env'
import { requireSecret } from './site/security/secret.mjs'

// As `next start`: production unless told otherwise, set before Next and React load.
process.env.NODE_ENV ??= 'production'
// Before Next loads, with the .env files Next would read: a published default or short
// PAYLOAD_SECRET stops here (one line, exit 1); unset, the data folder's secret is used, made on
// the first start (site/security/secret.mjs).
nextEnv.loadEnvConfig(process.cwd(), false)
requireSecret(process.env)
const { default: next } = await import('next')

const argv = process.argv.slice(2)
const option = (name) => {
  const at = argv.indexOf(name)
  return at >= 0 ? argv[at + 1] : undefined
}
const port = Number(option('-p') ?? process.env.PORT ?? 3000)
// Unset as with `next start`: every interface, IPv6 and IPv4.
const hostname = option('-H')
const keepAliveTimeout = Number(option('--keepAliveTimeout') ?? 65_000)
// Proxies in front that append to x-forwarded-for (0: reached directly); see site/http/clientAddress.mjs.
const proxyHops = proxyHopsFrom(process.env.TRUSTED_PROXY_HOPS)
// The cache in front and how it is purged (site/cache/purge): which surrogate-key header a
// cacheable page carries, and how long that cache may serve it stale (site/http/sharedCache.mjs).
const purger = purgerNameFrom(process.env.CACHE_PURGER)

const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
const files = precompressedFiles(path.resolve('.next'))
const sendBrotli = brotliStatic(files)

let stopping = false
const server = http.createServer((req, res) => {
  // While stopping, a kept-alive socket is closed after its answer instead of waiting for another request.
  if (stopping) res.setHeader('Connection', 'close')
  // the caller's address, not what the caller says it is: rate limits and lead records read it
  req.headers['x-forwarded-for'] = trustedClientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, proxyHops)
  delete req.headers['x-real-ip']
  // the site is chosen by the Host, or by a trusted proxy's x-forwarded-host, never by the client's own claim
  const forwardedHost = trustedForwardedHost(req.headers['x-forwarded-host'], proxyHops)
  if (forwardedHost === undefined) delete req.headers['x-forwarded-host']
  else req.headers['x-forwarded-host'] = forwardedHost
  // a write with a session cookie from another site's page is refused (site/http/crossSiteWrite.mjs)
  const crossSite = crossSiteWriteProblem(req.method, req.headers)
  if (crossSite) {
    res.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(crossSite))
    return
  }
  if (sendBrotli(req, res)) return
  // the tags of every cache entry Next reads for this answer, sent as its surrogate keys
  const handled = collectTags((tags) => {
    sharedCacheHeaders(res, tags, purger)
    // a page's scripts after its first paint, the HTML compressed here
    scriptsAfterPaint(req, res)
    return handle(req, res)
  })
  // as `next start`: a request Next fails to handle is a plain 500, logged, and the server goes on
  handled.catch((error) => {
    console.error(`Failed to handle request for ${req.url}`, error)
    if (res.headersSent) res.destroy()
    else res.writeHead(500).end('Internal Server Error')
  })
})
server.keepAliveTimeout = keepAliveTimeout
server.headersTimeout = keepAliveTimeout + 1_000

const stop = (signal) => {
  if (stopping) return
  stopping = true
  server.close(() => void app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)))
  server.closeIdleConnections()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

server.listen(port, hostname, () => {
  console.log(`▸ Ready on http://${hostname ?? 'localhost'}:${port} (${files.size} scripts and stylesheets precompressed)`)
})
