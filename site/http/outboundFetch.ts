/**
 * The one way the server requests a URL that came from data (a feed photo, a dealer's webhook, a
 * lender or review API): http(s) only; the name is resolved here and every address it has must be
 * public (site/http/outboundAddress.ts); the connection goes to the address that was checked (a
 * DNS answer that changes between check and connect cannot move it); each redirect hop is checked
 * the same way, at most `maxRedirects` of them; the answer is read up to `maxBytes` and the whole
 * exchange ends at `timeoutMs`. Errors are `OutboundError`s whose messages name only the host the
 * caller gave, never an address or port found on the way.
 *
 * OUTBOUND_ALLOW_HOSTS (default empty): comma-separated `host` or `host:port` entries that skip the
 * address check, for a receiver the operator runs on a private network, and for the local
 * receivers the tests and scripts start (127.0.0.1:<their port>).
 */
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { refusedAddressKind } from './outboundAddress'

export type OutboundReason = 'bad-url' | 'bad-scheme' | 'refused-address' | 'unresolved' | 'connect-failed' | 'timeout' | 'too-large' | 'too-many-redirects'

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundReason,
    message: string,
    /** The system error code (ECONNREFUSED…), for logs: it names no address. */
    readonly code?: string,
  ) {
    super(message)
    this.name = 'OutboundError'
  }
}

export type OutboundInit = {
  method?: string
  headers?: Record<string, string>
  body?: string | Uint8Array
  signal?: AbortSignal
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  /** Defaults to OUTBOUND_ALLOW_HOSTS. */
  allowHosts?: readonly string[]
}

export const OUTBOUND_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 }

type Target = { address: string; family: number }
type Exchange = { method: string; headers: Record<string, string>; body?: string | Uint8Array }
type Reply = { status: number; headers: Headers; body: Buffer | null; location: string | null }

export const allowHostsFrom = (env: Record<string, string | undefined>): string[] =>
  (env.OUTBOUND_ALLOW_HOSTS ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean)

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80')
const isAllowListed = (url: URL, allow: readonly string[]) => allow.includes(url.hostname) || allow.includes(`${url.hostname}:${portOf(url)}`)

function parseTarget(input: string | URL, base?: URL): URL {
  const url = URL.canParse(input, base) ? new URL(input, base) : null
  if (!url) throw new OutboundError('bad-url', 'Not a URL')
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('bad-scheme', `Only http and https URLs are fetched, not ${url.protocol}`)
  return url
}

/** Every address of the name (an IP literal is its own); refused when any of them is not public. */
async function checkedTarget(url: URL, allow: readonly string[], refusal: string): Promise<Target> {
  const name = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = await lookup(name, { all: true, verbatim: true }).catch((error: NodeJS.ErrnoException) => {
    throw new OutboundError('unresolved', `Could not resolve ${refusal}`, error.code)
  })
  const first = addresses[0]
  if (!first) throw new OutboundError('unresolved', `Could not resolve ${refusal}`)
  if (!isAllowListed(url, allow) && addresses.some((a) => refusedAddressKind(a.address) !== null)) {
    throw new OutboundError('refused-address', `Refused: ${refusal} is not a public internet address`)
  }
  return first
}

/** Connects to the checked address whatever the resolver would answer now. */
const pinnedLookup = (target: Target): LookupFunction =>
  ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
    options.all ? callback(null, [target]) : callback(null, target.address, target.family)) as LookupFunction

function readBody(response: http.IncomingMessage, maxBytes: number, fail: (error: Error) => void, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = []
  let size = 0
  const tooLarge = () => fail(new OutboundError('too-large', `The answer is larger than ${maxBytes} bytes`))
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) return tooLarge()
  response.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > maxBytes) return tooLarge()
    chunks.push(chunk)
  })
  response.on('end', () => done(Buffer.concat(chunks)))
  response.on('error', fail)
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

function headersOf(response: http.IncomingMessage): Headers {
  const headers = new Headers()
  for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) headers.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!)
  return headers
}

/** One request to the pinned address; a redirect is returned, not followed. */
function requestOnce(url: URL, target: Target, exchange: Exchange, signal: AbortSignal, maxBytes: number): Promise<Reply> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Reply>((resolve, reject) => {
    const request = client.request(url, { method: exchange.method, headers: exchange.headers, lookup: pinnedLookup(target), agent: false, signal }, (response) => {
      const status = response.statusCode ?? 0
      const headers = headersOf(response)
      const location = REDIRECTS.has(status) ? response.headers.location ?? null : null
      const fail = (error: Error) => (request.destroy(), reject(error))
      if (location !== null) return void (response.resume(), resolve({ status, headers, body: null, location }))
      readBody(response, maxBytes, fail, (body) => resolve({ status, headers, body, location: null }))
    })
    request.on('error', reject)
    request.end(exchange.body)
  })
}

/** After 301/302/303 a POST becomes a GET without its body (as browsers do); credentials stay on their origin. */
function nextExchange(exchange: Exchange, status: number, from: URL, to: URL): Exchange {
  const headers = { ...exchange.headers }
  if (from.origin !== to.origin) for (const name of Object.keys(headers)) if (/^(authorization|cookie)$/i.test(name)) delete headers[name]
  if (status === 307 || status === 308 || exchange.method === 'GET' || exchange.method === 'HEAD') return { ...exchange, headers }
  for (const name of Object.keys(headers)) if (/^content-/i.test(name)) delete headers[name]
  return { method: 'GET', headers }
}

/** A network failure as the caller may see it: the system code kept for logs, no address or port. */
function outboundFailure(error: unknown, url: URL, timeout: AbortSignal, timeoutMs: number, caller?: AbortSignal): unknown {
  if (error instanceof OutboundError) return error
  if (timeout.aborted) return new OutboundError('timeout', `${url.hostname} did not answer within ${timeoutMs} ms`)
  if (caller?.aborted) return caller.reason
  const code = (error as NodeJS.ErrnoException | null)?.code
  return new OutboundError('connect-failed', `Could not connect to ${url.hostname}`, typeof code === 'string' ? code : undefined)
}

/** `fetch` for URLs from data; the answer is fully read (at most `maxBytes`) before it is returned. */
export async function outboundFetch(input: string | URL, init: OutboundInit = {}): Promise<Response> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...OUTBOUND_DEFAULTS, ...withoutUndefined(init) }
  const allow = init.allowHosts ?? allowHostsFrom(process.env)
  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = init.signal ? AbortSignal.any([timeout, init.signal]) : timeout
  const first = parseTarget(input)
  let [url, exchange] = [first, { method: (init.method ?? 'GET').toUpperCase(), headers: init.headers ?? {}, body: init.body } as Exchange]
  for (let hop = 0; ; hop++) {
    const refusal = hop === 0 ? first.hostname : `a host ${first.hostname} redirected to`
    const reply = await whenAborted(signal, checkedTarget(url, allow, refusal).then((target) => requestOnce(url, target, exchange, signal, maxBytes))).catch((error: unknown) => {
      throw outboundFailure(error, first, timeout, timeoutMs, init.signal)
    })
    if (reply.location === null) return new Response(reply.status === 204 || reply.status === 304 || !reply.body ? null : new Uint8Array(reply.body), { status: reply.status, headers: reply.headers })
    if (hop >= maxRedirects) throw new OutboundError('too-many-redirects', `${first.hostname} redirected more than ${maxRedirects} times`)
    const next = parseTarget(reply.location, url)
    exchange = nextExchange(exchange, reply.status, url, next)
    url = next
  }
}

const withoutUndefined = (init: OutboundInit) => Object.fromEntries(Object.entries(init).filter(([, value]) => value !== undefined)) as Partial<typeof OUTBOUND_DEFAULTS>

/** The name lookup has no signal of its own: the time limit must also end a slow resolver. */
function whenAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
