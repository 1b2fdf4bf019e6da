import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { allowHostsFrom, OutboundError, outboundFetch } from '@/site/http/outboundFetch'

/** Names the tests resolve themselves: the first answer is checked, a later one would point elsewhere. */
const answers = vi.hoisted(() => new Map<string, string[]>())
vi.mock('node:dns/promises', async (original) => {
  const real = await original<typeof import('node:dns/promises')>()
  const lookup = (name: string, options: object) => {
    const queue = answers.get(name)
    const next = queue?.shift()
    return next ? Promise.resolve([{ address: next, family: 4 }]) : real.lookup(name, options as { all: true })
  }
  return { ...real, default: { ...real, lookup }, lookup }
})

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders }
type Local = { seen: Seen[]; port: number; host: string; url: (path: string) => string; close: () => Promise<void> }

async function localServer(handler: (req: http.IncomingMessage, res: http.ServerResponse, port: number) => void): Promise<Local> {
  const seen: Seen[] = []
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    req.resume()
    req.on('end', () => handler(req, res, port))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    seen,
    port,
    host: `127.0.0.1:${port}`,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => (server.closeAllConnections(), new Promise((resolve) => server.close(() => resolve()))),
  }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof OutboundError ? { reason: error.reason, message: error.message } : error),
  )

let target: Local
let hop: Local
beforeAll(async () => {
  target = await localServer((req, res) => {
    if (req.url === '/big') return void res.writeHead(200, { 'content-length': String(2_000_000) }).end(Buffer.alloc(2_000_000))
    if (req.url === '/big-chunked') return void (res.writeHead(200), res.write(Buffer.alloc(600_000)), res.end(Buffer.alloc(600_000)))
    if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 2000)
    res.writeHead(200, { 'content-type': 'text/plain', 'x-method': req.method ?? '' }).end(`hello ${req.method} ${req.url}`)
  })
  hop = await localServer((req, res, port) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')
    if (req.url === '/loop') return void res.writeHead(302, { location: `http://127.0.0.1:${port}/loop` }).end()
    res.writeHead(Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 302), { location: to ?? '/' }).end()
  })
})
afterAll(async () => {
  await target.close()
  await hop.close()
})

describe('outboundFetch refuses before connecting', () => {
  it.each([
    (l: Local) => l.url('/x'),
    (l: Local) => `http://localhost:${l.port}/x`,
    (l: Local) => `http://2130706433:${l.port}/x`,
    (l: Local) => `http://0x7f.1:${l.port}/x`,
    (l: Local) => `http://0177.0.0.1:${l.port}/x`,
    (l: Local) => `http://[::ffff:127.0.0.1]:${l.port}/x`,
    (l: Local) => `http://[::ffff:7f00:1]:${l.port}/x`,
    (l: Local) => `http://0.0.0.0:${l.port}/x`,
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://[fd00:ec2::254]/latest/meta-data/',
    () => 'http://10.0.0.1/',
    () => 'http://[::1]/',
  ])('a loopback, private or metadata address (%#) is refused, and nothing is requested', async (url) => {
    const before = target.seen.length
    expect(await failure(outboundFetch(url(target), { allowHosts: [] }))).toMatchObject({ reason: 'refused-address' })
    expect(target.seen).toHaveLength(before)
  })

  it.each(['file:///etc/passwd', 'ftp://example.com/a.jpg', 'gopher://127.0.0.1:6379/_INFO', 'data:text/plain,hi'])('%s: only http and https', async (url) => {
    expect(await failure(outboundFetch(url, { allowHosts: [] }))).toMatchObject({ reason: 'bad-scheme' })
  })

  it('the allow-list is by host, or host and port', async () => {
    expect(allowHostsFrom({ OUTBOUND_ALLOW_HOSTS: ' 127.0.0.1:8080, Localhost ,' })).toEqual(['127.0.0.1:8080', 'localhost'])
    expect(allowHostsFrom({})).toEqual([])
    expect(await failure(outboundFetch(target.url('/x'), { allowHosts: ['127.0.0.1:1'] }))).toMatchObject({ reason: 'refused-address' })
    expect(await (await outboundFetch(target.url('/x'), { allowHosts: ['127.0.0.1'] })).text()).toBe('hello GET /x')
  })

  it('reads OUTBOUND_ALLOW_HOSTS when the caller gives no list', async () => {
    vi.stubEnv('OUTBOUND_ALLOW_HOSTS', target.host)
    try {
      expect((await outboundFetch(target.url('/env'))).status).toBe(200)
    } finally {
      vi.unstubAllEnvs()
    }
    expect(await failure(outboundFetch(target.url('/env')))).toMatchObject({ reason: 'refused-address' })
  })
})

describe('outboundFetch to an allowed host', () => {
  const allowHosts = () => [target.host, hop.host]

  it('answers like fetch: status, headers, body; POST bodies are sent', async () => {
    const reply = await outboundFetch(target.url('/hello'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', allowHosts: allowHosts() })
    expect([reply.status, reply.headers.get('x-method'), await reply.text()]).toEqual([200, 'POST', 'hello POST /hello'])
  })

  it('follows a redirect to an allowed host, a 302 POST becoming a GET', async () => {
    const reply = await outboundFetch(hop.url(`/r?to=${encodeURIComponent(target.url('/landed'))}`), { method: 'POST', body: 'x', allowHosts: allowHosts() })
    expect(await reply.text()).toBe('hello GET /landed')
  })

  it('checks every hop: a redirect to a host that is not allowed is refused without a request to it', async () => {
    const before = target.seen.length
    for (const status of [301, 302, 303, 307, 308]) {
      const error = await failure(outboundFetch(hop.url(`/r?status=${status}&to=${encodeURIComponent(target.url('/internal'))}`), { allowHosts: [hop.host] }))
      expect(error).toMatchObject({ reason: 'refused-address' })
      expect((error as { message: string }).message).not.toContain(String(target.port))
    }
    expect(await failure(outboundFetch(hop.url(`/r?to=${encodeURIComponent('http://169.254.169.254/latest')}`), { allowHosts: [hop.host] }))).toMatchObject({ reason: 'refused-address' })
    expect(await failure(outboundFetch(hop.url(`/r?to=${encodeURIComponent('file:///etc/passwd')}`), { allowHosts: [hop.host] }))).toMatchObject({ reason: 'bad-scheme' })
    expect(target.seen).toHaveLength(before)
  })

  it('stops after maxRedirects hops', async () => {
    const before = hop.seen.length
    expect(await failure(outboundFetch(hop.url('/loop'), { allowHosts: allowHosts(), maxRedirects: 2 }))).toMatchObject({ reason: 'too-many-redirects' })
    expect(hop.seen.length - before).toBe(3)
  })

  it('refuses an answer over maxBytes, announced or streamed', async () => {
    expect(await failure(outboundFetch(target.url('/big'), { allowHosts: allowHosts(), maxBytes: 1_000_000 }))).toMatchObject({ reason: 'too-large' })
    expect(await failure(outboundFetch(target.url('/big-chunked'), { allowHosts: allowHosts(), maxBytes: 1_000_000 }))).toMatchObject({ reason: 'too-large' })
    expect((await (await outboundFetch(target.url('/big-chunked'), { allowHosts: allowHosts(), maxBytes: 2_000_000 })).arrayBuffer()).byteLength).toBe(1_200_000)
  })

  it('ends at timeoutMs', async () => {
    const started = Date.now()
    expect(await failure(outboundFetch(target.url('/slow'), { allowHosts: allowHosts(), timeoutMs: 200 }))).toMatchObject({ reason: 'timeout' })
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('a failed connection names no address or port beyond what the caller gave', async () => {
    const closed = await localServer(() => {})
    await closed.close()
    const error = await failure(outboundFetch(`http://localhost:${closed.port}/hook`, { allowHosts: ['localhost'] }))
    expect(error).toMatchObject({ reason: 'connect-failed', message: 'Could not connect to localhost' })
  })

  it('connects to the address that was checked, even when the name would resolve elsewhere afterwards', async () => {
    answers.set('pinned.test', ['127.0.0.1', '10.9.9.9'])
    const reply = await outboundFetch(`http://pinned.test:${target.port}/pinned`, { allowHosts: [`pinned.test:${target.port}`] })
    expect(await reply.text()).toBe('hello GET /pinned')
    expect(answers.get('pinned.test')).toEqual(['10.9.9.9'])
    expect(target.seen.at(-1)?.headers.host).toBe(`pinned.test:${target.port}`)
  })

  it('a name with any non-public address is refused', async () => {
    answers.set('rebind.test', ['10.0.0.5'])
    expect(await failure(outboundFetch('http://rebind.test/', { allowHosts: [] }))).toMatchObject({ reason: 'refused-address', message: 'Refused: rebind.test is not a public internet address' })
  })
})
