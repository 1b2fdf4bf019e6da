/** The purge adapters against local HTTP servers standing in for Varnish, Fastly and Cloudflare. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { purgerFromEnv } from '../../../site/cache/purge/purger'

type Call = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }
const calls: Call[] = []
let answer: (call: Call) => { status: number; body: string } = () => ({ status: 200, body: '{"success":true}' })
let server: http.Server
let origin = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const call = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }
      calls.push(call)
      const { status, body: out } = answer(call)
      res.writeHead(status, { 'content-type': 'application/json' }).end(out)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  calls.length = 0
  answer = () => ({ status: 200, body: '{"success":true}' })
})

const keys = (n: number) => Array.from({ length: n }, (_, i) => `dealership:${i}`)

describe('Varnish (xkey)', () => {
  it('sends PURGE with the keys to every Varnish, in groups', async () => {
    await purgerFromEnv({ CACHE_PURGER: 'varnish', VARNISH_PURGE_URLS: `${origin}/a, ${origin}/b` }).purge(keys(150))
    expect(calls.map((c) => [c.method, c.url, String(c.headers['xkey-purge']).split(' ').length])).toEqual([
      ['PURGE', '/a', 100],
      ['PURGE', '/a', 50],
      ['PURGE', '/b', 100],
      ['PURGE', '/b', 50],
    ])
    expect(String(calls[0]?.headers['xkey-purge']).split(' ')[0]).toBe('dealership:0')
  })

  it('fails when Varnish refuses, so the job is retried', async () => {
    answer = () => ({ status: 403, body: 'Forbidden' })
    await expect(purgerFromEnv({ CACHE_PURGER: 'varnish', VARNISH_PURGE_URLS: origin }).purge(['site:1'])).rejects.toThrow(`Varnish purge at ${origin}: 403 Forbidden`)
  })

  it('fails when Varnish is down', async () => {
    await expect(purgerFromEnv({ CACHE_PURGER: 'varnish', VARNISH_PURGE_URLS: 'http://127.0.0.1:9' }).purge(['site:1'])).rejects.toThrow()
  })
})

describe('Fastly', () => {
  it('posts the keys in Surrogate-Key with the API token, 256 a call', async () => {
    await purgerFromEnv({ CACHE_PURGER: 'fastly', FASTLY_SERVICE_ID: 'svc 1', FASTLY_API_TOKEN: 'tok', FASTLY_API_URL: origin }).purge(keys(300))
    expect(calls.map((c) => [c.method, c.url, c.headers['fastly-key'], String(c.headers['surrogate-key']).split(' ').length, c.headers['fastly-soft-purge']])).toEqual([
      ['POST', '/service/svc%201/purge', 'tok', 256, undefined],
      ['POST', '/service/svc%201/purge', 'tok', 44, undefined],
    ])
  })

  it('soft-purges when asked', async () => {
    await purgerFromEnv({ CACHE_PURGER: 'fastly', FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't', FASTLY_API_URL: origin, FASTLY_SOFT_PURGE: '1' }).purge(['site:1'])
    expect(calls[0]?.headers['fastly-soft-purge']).toBe('1')
  })

  it('fails on an error answer', async () => {
    answer = () => ({ status: 401, body: '{"msg":"Provided credentials are missing or invalid"}' })
    await expect(purgerFromEnv({ CACHE_PURGER: 'fastly', FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't', FASTLY_API_URL: origin }).purge(['site:1'])).rejects.toThrow('Fastly purge: 401')
  })
})

describe('Cloudflare', () => {
  it('posts the tags as JSON with the bearer token, 30 a call', async () => {
    await purgerFromEnv({ CACHE_PURGER: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zone', CLOUDFLARE_API_TOKEN: 'tok', CLOUDFLARE_API_URL: origin }).purge(keys(31))
    expect(calls.map((c) => [c.method, c.url, c.headers.authorization, (JSON.parse(c.body) as { tags: string[] }).tags.length])).toEqual([
      ['POST', '/zones/zone/purge_cache', 'Bearer tok', 30],
      ['POST', '/zones/zone/purge_cache', 'Bearer tok', 1],
    ])
  })

  it('fails when Cloudflare does not confirm', async () => {
    answer = () => ({ status: 200, body: '{"success":false,"errors":[{"code":1134,"message":"Unable to purge"}]}' })
    await expect(purgerFromEnv({ CACHE_PURGER: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_API_URL: origin }).purge(['site:1'])).rejects.toThrow('Cloudflare purge: not confirmed')
  })
})

describe('settings', () => {
  it('name what a chosen adapter lacks', () => {
    expect(() => purgerFromEnv({ CACHE_PURGER: 'varnish' })).toThrow('CACHE_PURGER=varnish needs VARNISH_PURGE_URLS')
    expect(() => purgerFromEnv({ CACHE_PURGER: 'fastly', FASTLY_SERVICE_ID: 's' })).toThrow('CACHE_PURGER=fastly needs FASTLY_API_TOKEN')
    expect(() => purgerFromEnv({ CACHE_PURGER: 'cloudflare', CLOUDFLARE_API_TOKEN: 't' })).toThrow('CACHE_PURGER=cloudflare needs CLOUDFLARE_ZONE_ID')
  })

  it('purge nothing by default', async () => {
    const purger = purgerFromEnv({})
    expect(purger.name).toBe('none')
    await purger.purge(['site:1'])
    expect(calls).toEqual([])
  })
})
