import { describe, expect, it } from 'vitest'
import { isValidHostHeader } from '../../../site/tenancy/hostHeader'

describe('isValidHostHeader', () => {
  it.each(['localhost', 'localhost:3000', 'city-used-cars.localhost:65535', 'www.dealer.com.au', '127.0.0.1:1', '[::1]:3000', 'Dealer.COM'])('accepts %s', (host) => {
    expect(isValidHostHeader(host)).toBe(true)
  })

  it.each(['', ' ', 'localhost:99999', 'localhost:65536', 'localhost:0', 'local host', 'a/b', 'evil.com@dealer.com', 'dealer.com:80x', '[::1', 'a\\b', 'dealer.com?x'])('refuses %j', (host) => {
    expect(isValidHostHeader(host)).toBe(false)
  })
})
