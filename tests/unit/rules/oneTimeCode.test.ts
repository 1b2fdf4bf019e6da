import { describe, expect, it } from 'vitest'
import { codeMessage, codeOpen, RESEND_AFTER_MS, resendWaitSeconds, safeRedirectPath, SESSION_REFRESH_MS, SESSION_TTL_MS, slidSessionExpiry } from '../../../site/rules/oneTimeCode'
import { isAustralianMobile, mobileDigits, toE164 } from '../../../site/rules/phone'

const now = new Date('2026-11-25T10:00:00Z')
const at = (ms: number) => new Date(now.getTime() + ms)

describe('resendWaitSeconds', () => {
  it('0 with no code sent or 30 s after it, else the seconds left rounded up', () => {
    expect(resendWaitSeconds(null, now)).toBe(0)
    expect(resendWaitSeconds(at(-RESEND_AFTER_MS), now)).toBe(0)
    expect(resendWaitSeconds(at(-RESEND_AFTER_MS + 1), now)).toBe(1)
    expect(resendWaitSeconds(at(-10_500), now)).toBe(20)
    expect(resendWaitSeconds(now, now)).toBe(30)
  })
})

describe('codeOpen', () => {
  it('needs a code, before its expiry, with fewer than 5 wrong tries', () => {
    expect(codeOpen({ hasCode: true, expiresAt: at(1), attempts: 4 }, now)).toBe(true)
    expect(codeOpen({ hasCode: true, expiresAt: now, attempts: 0 }, now)).toBe(false)
    expect(codeOpen({ hasCode: true, expiresAt: at(1), attempts: 5 }, now)).toBe(false)
    expect(codeOpen({ hasCode: false, expiresAt: at(1), attempts: 0 }, now)).toBe(false)
    expect(codeOpen({ hasCode: true, expiresAt: null, attempts: 0 }, now)).toBe(false)
  })
})

describe('slidSessionExpiry', () => {
  it('extends to 30 days from now once at least an hour would be gained', () => {
    expect(slidSessionExpiry(at(SESSION_TTL_MS - SESSION_REFRESH_MS + 1), now)).toBeNull()
    expect(slidSessionExpiry(at(SESSION_TTL_MS - SESSION_REFRESH_MS), now)).toEqual(at(SESSION_TTL_MS))
    expect(slidSessionExpiry(at(1000), now)).toEqual(at(SESSION_TTL_MS))
  })
})

describe('safeRedirectPath', () => {
  it('follows a path on this site only', () => {
    expect(safeRedirectPath('/my-garage')).toBe('/my-garage')
    expect(safeRedirectPath('/finance?car_id=3#x')).toBe('/finance?car_id=3#x')
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'my-garage', '', null, undefined, '/a\nb', '/\u007f', '/\u3002', '/caf\u00e9']) expect(safeRedirectPath(bad)).toBe('/')
    expect(safeRedirectPath('//x', '/search')).toBe('/search')
  })
})

describe('codeMessage', () => {
  it('starts with the code (SMS autofill) and names the site', () => {
    expect(codeMessage('012345', 'Acme Cars')).toBe('012345 is your Acme Cars verification code. It expires in 10 minutes.')
  })
})

describe('mobile numbers', () => {
  it('accepts 04 and 8 digits, spaces and dashes ignored', () => {
    for (const ok of ['0412345678', '0412 345 678', '0412-345-678', '(04)12345678']) expect(isAustralianMobile(ok)).toBe(true)
    for (const bad of ['0212345678', '041234567', '04123456789', '+61412345678', 'abc', '']) expect(isAustralianMobile(bad)).toBe(false)
  })
  it('the account key is the digits after 61 → 0; E.164 for the gateway', () => {
    expect(mobileDigits('+61 412 345 678')).toBe('0412345678')
    expect(mobileDigits('0412 345 678')).toBe('0412345678')
    expect(toE164('0412 345 678')).toBe('+61412345678')
    expect(toE164('61412345678')).toBe('+61412345678')
  })
})
