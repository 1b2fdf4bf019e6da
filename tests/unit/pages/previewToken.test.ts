import { describe, expect, it } from 'vitest'
import { previewAllowsHost, previewHostValue, previewQuery, verifyPreview } from '../../../site/pages/previewToken'

const NOW = 1_800_000_000_000
const HOST = 'city-used-cars.localhost:3000'

describe('preview links and the preview-host cookie', () => {
  it('a link opens its own page until it expires', () => {
    const query = new URLSearchParams(previewQuery(7, NOW))
    const [page, expires, token] = [Number(query.get('page')), Number(query.get('expires')), query.get('token') ?? '']
    expect(verifyPreview(page, expires, token, NOW)).toBe(true)
    expect(verifyPreview(8, expires, token, NOW)).toBe(false)
    expect(verifyPreview(page, expires + 1, token, NOW)).toBe(false)
    expect(verifyPreview(page, expires, token, expires + 1)).toBe(false)
  })

  it('the cookie opens drafts on its own host until the link’s expiry', () => {
    const expires = NOW + 60_000
    const value = previewHostValue(HOST, expires)
    expect(previewAllowsHost(value, HOST, NOW)).toBe(true)
    expect(previewAllowsHost(value, HOST, expires)).toBe(true)
    expect(previewAllowsHost(value, HOST, expires + 1)).toBe(false)
  })

  it('on another host, or changed to a later expiry, it opens nothing', () => {
    const value = previewHostValue(HOST, NOW + 60_000)
    expect(previewAllowsHost(value, 'harbourside-mazda.localhost:3000', NOW)).toBe(false)
    expect(previewAllowsHost(value, 'city-used-cars.localhost:3001', NOW)).toBe(false)
    const [, signature] = value.split('.')
    expect(previewAllowsHost(`${NOW + 3_600_000}.${signature}`, HOST, NOW)).toBe(false)
  })

  it.each([undefined, '', '1', `${NOW + 1}`, `x.${'a'.repeat(64)}`, `${NOW + 1}.${'g'.repeat(64)}`, `${NOW + 1}.${'a'.repeat(63)}`])('a malformed value (%s) opens nothing', (value) => {
    expect(previewAllowsHost(value, HOST, NOW)).toBe(false)
  })
})
