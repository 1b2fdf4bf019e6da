import { describe, expect, it } from 'vitest'
import { previewQuery, previewSiteOf, previewSiteValue, verifyPreview } from '../../../site/pages/previewToken'

const NOW = 1_800_000_000_000

describe('preview links and the preview-site cookie', () => {
  it('a link opens its own page until it expires', () => {
    const query = new URLSearchParams(previewQuery(7, NOW))
    const [page, expires, token] = [Number(query.get('page')), Number(query.get('expires')), query.get('token') ?? '']
    expect(verifyPreview(page, expires, token, NOW)).toBe(true)
    expect(verifyPreview(8, expires, token, NOW)).toBe(false)
    expect(verifyPreview(page, expires + 1, token, NOW)).toBe(false)
    expect(verifyPreview(page, expires, token, expires + 1)).toBe(false)
  })

  it('the cookie names its site until the link’s expiry', () => {
    const expires = NOW + 60_000
    expect(previewSiteOf(previewSiteValue(3, expires), NOW)).toBe(3)
    expect(previewSiteOf(previewSiteValue(3, expires), expires)).toBe(3)
    expect(previewSiteOf(previewSiteValue(3, expires), expires + 1)).toBeNull()
  })

  it('a cookie changed to name another site or a later expiry opens nothing', () => {
    const value = previewSiteValue(3, NOW + 60_000)
    const [, expires, signature] = value.split('.')
    expect(previewSiteOf(`4.${expires}.${signature}`, NOW)).toBeNull()
    expect(previewSiteOf(`3.${Number(expires) + 3_600_000}.${signature}`, NOW)).toBeNull()
  })

  it.each([undefined, '', '3', '3.1', 'x.1.ab', `3.${NOW + 1}.${'g'.repeat(64)}`, `3.${NOW + 1}.${'a'.repeat(63)}`, `${'9'.repeat(13)}.${NOW + 1}.${'a'.repeat(64)}`])('a malformed value (%s) opens nothing', (value) => {
    expect(previewSiteOf(value, NOW)).toBeNull()
  })
})
