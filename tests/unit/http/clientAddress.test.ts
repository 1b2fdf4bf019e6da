import { describe, expect, it } from 'vitest'
import { proxyHopsFrom, trustedClientAddress, trustedForwardedHost } from '../../../site/http/clientAddress.mjs'

describe('the caller address the server trusts', () => {
  it('reached directly (0 hops): the socket’s peer, whatever the client claims', () => {
    expect(trustedClientAddress(undefined, '198.51.100.4', 0)).toBe('198.51.100.4')
    expect(trustedClientAddress('203.0.113.1', '198.51.100.4', 0)).toBe('198.51.100.4')
    expect(trustedClientAddress('203.0.113.1, 203.0.113.2', '198.51.100.4', 0)).toBe('198.51.100.4')
  })

  it('behind one proxy: the entry that proxy appended, not the client’s claims to its left', () => {
    expect(trustedClientAddress('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
    expect(trustedClientAddress('203.0.113.1, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
    expect(trustedClientAddress(['203.0.113.1', '198.51.100.7'], '10.0.0.2', 1)).toBe('198.51.100.7')
  })

  it('behind two proxies: the entry the outer one appended', () => {
    expect(trustedClientAddress('203.0.113.1, 198.51.100.7, 10.0.0.9', '10.0.0.2', 2)).toBe('198.51.100.7')
  })

  it('fewer entries than hops: the leftmost; no peer: "unknown"', () => {
    expect(trustedClientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2')
    expect(trustedClientAddress(' , ', '10.0.0.2', 3)).toBe('10.0.0.2')
    expect(trustedClientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('TRUSTED_PROXY_HOPS: unset or empty is 0; a whole number up to 10; anything else stops the start', () => {
    expect(proxyHopsFrom(undefined)).toBe(0)
    expect(proxyHopsFrom(' ')).toBe(0)
    expect(proxyHopsFrom('1')).toBe(1)
    expect(proxyHopsFrom('10')).toBe(10)
    for (const bad of ['-1', '1.5', 'one', '11', 'true']) expect(() => proxyHopsFrom(bad), bad).toThrow(/TRUSTED_PROXY_HOPS/)
  })

  it('x-forwarded-host: dropped when reached directly (the client’s claim); behind proxies, the nearest proxy’s value (issue 48, finding 5)', () => {
    expect(trustedForwardedHost('harbourside-mazda.localhost', 0)).toBeUndefined()
    expect(trustedForwardedHost(['a.example', 'b.example'], 0)).toBeUndefined()
    expect(trustedForwardedHost(undefined, 1)).toBeUndefined()
    expect(trustedForwardedHost('www.dealer.com.au', 1)).toBe('www.dealer.com.au')
    expect(trustedForwardedHost('evil.example, www.dealer.com.au', 1)).toBe('www.dealer.com.au')
    expect(trustedForwardedHost(['evil.example', 'www.dealer.com.au'], 2)).toBe('www.dealer.com.au')
    expect(trustedForwardedHost(' , ', 1)).toBeUndefined()
  })
})
