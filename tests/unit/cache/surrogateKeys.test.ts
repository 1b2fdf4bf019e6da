import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectTags, noteTags, withTagRecording } from '../../../site/cache/responseTags.mjs'
import { purgerNameFrom, sharedCacheControl, surrogateHeader, surrogateKey, surrogateKeysOf } from '../../../site/cache/surrogateKeys.mjs'
import { sharedCacheHeaders } from '../../../site/http/sharedCache.mjs'

describe('surrogate keys', () => {
  it('are the cache tags, with what a key list cannot carry percent-encoded', () => {
    expect(surrogateKey('site:3:path:/used-cars')).toBe('site:3:path:/used-cars')
    expect(surrogateKey('site:3:path:/about us,now')).toBe('site:3:path:/about%20us%2Cnow')
    expect(surrogateKey('site:3:path:/100%')).toBe('site:3:path:/100%25')
    expect(surrogateKey('site:3:path:/café')).toBe('site:3:path:/caf%C3%A9')
  })

  it("leave out Next's implicit path tags and repeats", () => {
    expect(surrogateKeysOf(['_N_T_/layout', 'site:1', ' dealership:2 ', 'site:1', ''])).toEqual(['site:1', 'dealership:2'])
  })

  it('go in the header of the cache configured, none without one', () => {
    expect(surrogateHeader('varnish', ['site:1', 'dealership:2'])).toEqual(['Surrogate-Key', 'site:1 dealership:2'])
    expect(surrogateHeader('fastly', ['site:1'])).toEqual(['Surrogate-Key', 'site:1'])
    expect(surrogateHeader('cloudflare', ['site:1', 'dealership:2'])).toEqual(['Cache-Tag', 'site:1,dealership:2'])
    expect(surrogateHeader('none', ['site:1'])).toBeNull()
    expect(surrogateHeader('varnish', [])).toBeNull()
  })

  it('name a purger from CACHE_PURGER, and refuse a typo', () => {
    expect(purgerNameFrom(undefined)).toBe('none')
    expect(purgerNameFrom(' Varnish ')).toBe('varnish')
    expect(() => purgerNameFrom('varnsh')).toThrow('CACHE_PURGER must be one of none, varnish, fastly, cloudflare, not "varnsh"')
  })
})

describe('shared cache staleness', () => {
  const next = 's-maxage=300, stale-while-revalidate=31535700'

  it('is minutes unless a purge is guaranteed, a day with one, and a day while the app fails', () => {
    expect(sharedCacheControl(next, { purged: false })).toBe('s-maxage=300, stale-while-revalidate=300, stale-if-error=86400')
    expect(sharedCacheControl(next, { purged: true })).toBe('s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400')
  })

  it('leaves answers that are not for a shared cache alone', () => {
    expect(sharedCacheControl('private, no-cache, no-store, max-age=0, must-revalidate', { purged: true })).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect(sharedCacheControl('public, max-age=60', { purged: false })).toBe('public, max-age=60')
    expect(sharedCacheControl(undefined, { purged: false })).toBeUndefined()
  })
})

describe('the tags of an answer', () => {
  class Store {
    entries = new Map<string, unknown>()
    async get(...[key]: [key: string, ctx?: unknown]) {
      return this.entries.get(key) ?? null
    }
    async set(...[key, value]: [key: string, value: unknown, ctx?: unknown]) {
      this.entries.set(key, { value })
    }
  }
  const Recording = withTagRecording(Store)

  it("are noted from the cache entries read and written for it, each request its own", async () => {
    const cache = new Recording()
    await cache.set('/s/a/', { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/layout,site:1,dealership:2' } })
    const first = await collectTags(async (tags) => {
      await cache.get('/s/a/', { kind: 'APP_PAGE' })
      await cache.get('loader', { kind: 'FETCH', tags: ['site:1:path:/'] })
      return [...tags]
    })
    const second = await collectTags(async (tags) => {
      await cache.set('other', { kind: 'FETCH' }, { tags: ['posts:1'] })
      return [...tags]
    })
    expect(first).toEqual(['_N_T_/layout', 'site:1', 'dealership:2'])
    expect(second).toEqual(['posts:1'])
  })

  it('are noted nowhere outside a request', () => {
    expect(() => noteTags('site:1')).not.toThrow()
  })
})

describe('sharedCacheHeaders on a real server', () => {
  let server: http.Server
  let origin = ''
  let purger: 'none' | 'varnish' | 'cloudflare' = 'varnish'
  const pages: Record<string, { control: string; tags: string[] }> = {
    '/page': { control: 's-maxage=300, stale-while-revalidate=31535700', tags: ['_N_T_/page', 'site:1', 'dealership:2'] },
    '/untagged': { control: 's-maxage=300, stale-while-revalidate=31535700', tags: [] },
    '/private': { control: 'private, no-cache, no-store, max-age=0, must-revalidate', tags: ['site:1'] },
  }

  beforeAll(async () => {
    server = http.createServer((req, res) =>
      collectTags((tags) => {
        sharedCacheHeaders(res, tags, purger)
        const page = pages[req.url ?? ''] ?? pages['/private']!
        setTimeout(() => {
          noteTags(page.tags)
          res.setHeader('cache-control', page.control)
          res.end('ok')
        }, 5)
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('send a cacheable page its keys and bounded staleness', async () => {
    purger = 'varnish'
    const answer = await fetch(`${origin}/page`)
    expect(answer.headers.get('surrogate-key')).toBe('site:1 dealership:2')
    expect(answer.headers.get('cache-control')).toBe('s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400')
    purger = 'cloudflare'
    expect((await fetch(`${origin}/page`)).headers.get('cache-tag')).toBe('site:1,dealership:2')
  })

  it('send no keys without a purger, and a short stale-while-revalidate', async () => {
    purger = 'none'
    const answer = await fetch(`${origin}/page`)
    expect(answer.headers.get('surrogate-key')).toBeNull()
    expect(answer.headers.get('cache-tag')).toBeNull()
    expect(answer.headers.get('cache-control')).toBe('s-maxage=300, stale-while-revalidate=300, stale-if-error=86400')
  })

  it('keep a page whose tags are unknown out of a purged cache, and private answers as they are', async () => {
    purger = 'varnish'
    expect((await fetch(`${origin}/untagged`)).headers.get('cache-control')).toBe('private, no-cache')
    const other = await fetch(`${origin}/private`)
    expect(other.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect(other.headers.get('surrogate-key')).toBeNull()
  })
})
