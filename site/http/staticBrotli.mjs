/**
 * The build's scripts and stylesheets sent brotli-compressed (used by `server.mjs`).
 *
 * `next start` compresses every response with gzip on the fly, and Next drops a Content-Encoding set
 * by the app. After every build, `scripts/lib/precompress.ts` writes a `.br` (brotli quality 11,
 * about 14 % smaller than gzip) beside each script and stylesheet of `.next/static`; `server.mjs`
 * sends that file for `/_next/static/…` when the request accepts `br`, with the headers Next would
 * have sent. Only names found in the build at start are served this way: a request path is looked
 * up in a map, never joined to a directory.
 */
import fs from 'node:fs'
import path from 'node:path'

const TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

/** Whether an Accept-Encoding header accepts `encoding` (named, and not with q=0). @param {unknown} header @param {string} encoding */
export function acceptsEncoding(header, encoding) {
  if (typeof header !== 'string') return false
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (name !== encoding) return false
    const q = params.find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/** Whether an Accept-Encoding header accepts brotli (`br`, not `br;q=0`). @param {unknown} header */
export const acceptsBrotli = (header) => acceptsEncoding(header, 'br')

/** @type {Map<string, RegExp>} each rule's pattern compiled once, not once per file at start-up */
const patterns = new Map()
/** @param {string} regex */
const patternOf = (regex) => patterns.get(regex) ?? patterns.set(regex, new RegExp(regex)).get(regex)

/**
 * @typedef {{ regex: string, headers: Array<{ key: string, value: string }>, has?: unknown, missing?: unknown }} HeaderRule
 * The headers next.config.ts (and Payload) set on a path, as Next applies the routes manifest's
 * rules: every unconditional rule whose pattern matches, a later rule's value replacing an earlier
 * one's, `Vary` values added together.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {{ headers: Record<string, string>, vary: string[] }}
 */
export function configuredHeaders(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {}
  const vary = new Set()
  for (const rule of rules) {
    if (rule.has || rule.missing || !patternOf(rule.regex)?.test(pathname)) continue
    for (const { key, value } of rule.headers) {
      if (key.toLowerCase() === 'vary') value.split(',').forEach((v) => vary.add(v.trim()))
      else headers[key] = value
    }
  }
  return { headers, vary: [...vary] }
}

/**
 * `/_next/static/<relative path>` → the `.br` file and its response headers, for every script and
 * stylesheet of the build in `buildDir` that has one.
 * @param {string} buildDir
 * @returns {Map<string, { file: string, headers: Record<string, string | number> }>}
 */
export function precompressedFiles(buildDir) {
  const files = new Map()
  const staticDir = path.join(buildDir, 'static')
  const manifest = path.join(buildDir, 'routes-manifest.json')
  if (!fs.existsSync(staticDir) || !fs.existsSync(manifest)) return files
  /** @type {HeaderRule[]} */
  const rules = JSON.parse(fs.readFileSync(manifest, 'utf8')).headers ?? []
  for (const entry of fs.readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.br')) continue
    const file = path.join(entry.parentPath, entry.name)
    const original = file.slice(0, -'.br'.length)
    const type = TYPES[/** @type {keyof TYPES} */ (path.extname(original))]
    if (!type || !fs.existsSync(original)) continue
    const url = `/_next/static/${path.relative(staticDir, original).split(path.sep).join('/')}`
    const { headers, vary } = configuredHeaders(rules, url)
    files.set(url, {
      file,
      headers: {
        ...headers,
        'Content-Type': type,
        'Content-Encoding': 'br',
        'Content-Length': fs.statSync(file).size,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: [...vary, 'Accept-Encoding'].join(', '),
      },
    })
  }
  return files
}

/**
 * A request handler that answers a GET or HEAD of a precompressed file when the request accepts
 * brotli, and returns false for anything else (for Next to answer).
 * @param {ReturnType<typeof precompressedFiles>} files
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 */
export function brotliStatic(files) {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const hit = files.get((req.url ?? '/').split('?', 1)[0])
    if (!hit || !acceptsBrotli(req.headers['accept-encoding'])) return false
    res.writeHead(200, hit.headers)
    if (req.method === 'HEAD') res.end()
    else fs.createReadStream(hit.file).on('error', () => res.destroy()).pipe(res)
    return true
  }
}
