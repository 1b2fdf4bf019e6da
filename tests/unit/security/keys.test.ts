import { createHmac, randomBytes } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hashCode } from '../../../site/shoppers/codes'
import { shopperOfToken, unsubscribeToken } from '../../../site/shoppers/unsubscribe'
import { KEY_PURPOSES, macFor, payloadSecret, purposeKey, sameMac } from '../../../site/security/keys'

// Before the imports: unsubscribe.ts loads the Payload config, which reads the secret at once
// (else it would make one in the repository's data folder).
const previous = vi.hoisted(() => {
  const before = process.env.PAYLOAD_SECRET
  process.env.PAYLOAD_SECRET ||= 'k'.repeat(32)
  return before
})
let root = ''
beforeEach(() => {
  root = randomBytes(32).toString('base64url')
  process.env.PAYLOAD_SECRET = root
})
afterEach(() => {
  if (previous === undefined) delete process.env.PAYLOAD_SECRET
  else process.env.PAYLOAD_SECRET = previous
})

describe('one key per purpose, derived from the one secret', () => {
  it('every purpose has its own 32-byte key, none of them the secret itself', () => {
    const keys = KEY_PURPOSES.map((purpose) => purposeKey(purpose).toString('hex'))
    expect(new Set(keys).size).toBe(KEY_PURPOSES.length)
    for (const key of keys) expect(key).toHaveLength(64)
    expect(keys).not.toContain(Buffer.from(root).toString('hex'))
    expect(payloadSecret()).not.toBe(root)
  })

  it('the same secret gives the same keys (sessions and links survive a restart); another secret, other keys', () => {
    const before = purposeKey('preview-link').toString('hex')
    expect(purposeKey('preview-link').toString('hex')).toBe(before)
    process.env.PAYLOAD_SECRET = randomBytes(32).toString('base64url')
    expect(purposeKey('preview-link').toString('hex')).not.toBe(before)
  })

  it('a signature made for one purpose fails verification for every other', () => {
    const message = 'alerts-unsubscribe:42'
    for (const purpose of KEY_PURPOSES) {
      const mac = macFor(purpose, message).toString('hex')
      for (const other of KEY_PURPOSES) expect(sameMac(macFor(other, message).toString('hex'), mac)).toBe(other === purpose)
    }
  })

  it('sameMac refuses different lengths and different bytes', () => {
    expect(sameMac('abcd', 'abcd')).toBe(true)
    expect(sameMac('abcd', 'abce')).toBe(false)
    expect(sameMac('abcd', 'abc')).toBe(false)
    expect(sameMac('abcd', '')).toBe(false)
  })
})

describe('the signers use their own keys, not the secret', () => {
  const forgedWith = (key: string, message: string) => createHmac('sha256', key).update(message).digest('base64url').slice(0, 32)

  it('an unsubscribe link forged with the published development default opens nothing', () => {
    process.env.PAYLOAD_SECRET = 'local-development-secret-change-me'
    expect(shopperOfToken(`42.${forgedWith('local-development-secret-change-me', 'alerts-unsubscribe:42')}`)).toBeNull()
    expect(shopperOfToken(unsubscribeToken(42))).toBe(42)
  })

  it('an unsubscribe link from before the keys were derived still works while the secret is strong (links in sent emails)', () => {
    expect(shopperOfToken(`42.${forgedWith(root, 'alerts-unsubscribe:42')}`)).toBe(42)
    expect(shopperOfToken(`43.${forgedWith(root, 'alerts-unsubscribe:42')}`)).toBeNull()
  })

  it('a sign-in code is kept under the shopper-code key', () => {
    const message = 'shopper-code:1:0412345678:123456'
    expect(hashCode(1, '0412345678', '123456')).toBe(createHmac('sha256', purposeKey('shopper-code')).update(message).digest('hex'))
    expect(hashCode(1, '0412345678', '123456')).not.toBe(createHmac('sha256', root).update(message).digest('hex'))
  })
})
