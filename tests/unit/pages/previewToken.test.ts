import { createHmac, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PREVIEW_MAX_LIFETIME_MS, PREVIEW_TTL_MS, previewAllowsHost, previewHostValue, previewQuery, verifyPreview } from '../../../site/pages/previewToken'

const NOW = 1_800_000_000_000
const DAY = 24 * 60 * 60 * 1000
const HOST = 'city-used-cars.localhost:3000'
const SECRET = randomBytes(32).toString('base64url')
const previous = process.env.PAYLOAD_SECRET
beforeAll(() => {
  process.env.PAYLOAD_SECRET = SECRET
})
afterAll(() => {
  if (previous === undefined) delete process.env.PAYLOAD_SECRET
  else process.env.PAYLOAD_SECRET = previous
})

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

  it('a link minted with a far expiry opens nothing now, though its signature is right (maximum lifetime)', () => {
    expect(PREVIEW_MAX_LIFETIME_MS).toBeGreaterThanOrEqual(PREVIEW_TTL_MS)
    expect(PREVIEW_MAX_LIFETIME_MS).toBeLessThanOrEqual(7 * DAY)
    const query = new URLSearchParams(previewQuery(7, NOW + 30 * DAY))
    const [expires, token] = [Number(query.get('expires')), query.get('token') ?? '']
    expect(verifyPreview(7, expires, token, NOW)).toBe(false)
    expect(verifyPreview(7, expires, token, NOW + 30 * DAY)).toBe(true)
  })

  it('a cookie whose expiry lies beyond the maximum lifetime opens nothing', () => {
    expect(previewAllowsHost(previewHostValue(HOST, NOW + PREVIEW_MAX_LIFETIME_MS), HOST, NOW)).toBe(true)
    expect(previewAllowsHost(previewHostValue(HOST, NOW + PREVIEW_MAX_LIFETIME_MS + 1), HOST, NOW)).toBe(false)
    expect(previewAllowsHost(previewHostValue(HOST, NOW + 365 * DAY), HOST, NOW)).toBe(false)
  })

  it('a link or cookie signed with the secret itself, not the preview keys derived from it, opens nothing', () => {
    const expires = NOW + 60_000
    const withRoot = (message: string) => createHmac('sha256', SECRET).update(message).digest('hex')
    expect(verifyPreview(7, expires, withRoot(`preview:7:${expires}`), NOW)).toBe(false)
    expect(previewAllowsHost(`${expires}.${withRoot(`preview-host:${HOST}:${expires}`)}`, HOST, NOW)).toBe(false)
  })

  it('a link token is not a cookie signature, nor the other way round', () => {
    const expires = NOW + 60_000
    const cookieSignature = previewHostValue(HOST, expires).split('.')[1] as string
    expect(verifyPreview(7, expires, cookieSignature, NOW)).toBe(false)
  })
})
