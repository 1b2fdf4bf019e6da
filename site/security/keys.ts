/**
 * A key per purpose, derived from the one secret (site/security/secret.mjs) with HKDF-SHA256 and
 * the purpose as its info: a signature made for one purpose never verifies as another's, and
 * what one purpose's key signs tells nothing about the others' keys or the secret.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { resolveSecret } from './secret.mjs'

/** Every use of the secret. Adding one is adding a name here; renaming one invalidates what it signed. */
export const KEY_PURPOSES = ['payload', 'preview-link', 'preview-host', 'alerts-unsubscribe', 'shopper-code'] as const
export type KeyPurpose = (typeof KEY_PURPOSES)[number]

let cache: { env: string | undefined; dataDir: string | undefined; root: string; keys: Map<KeyPurpose, Buffer> } | undefined

/** The secret, resolved again only when PAYLOAD_SECRET or DATA_DIR change (tests switch them). */
function current(): NonNullable<typeof cache> {
  const { PAYLOAD_SECRET: env, DATA_DIR: dataDir } = process.env
  if (!cache || cache.env !== env || cache.dataDir !== dataDir) cache = { env, dataDir, root: resolveSecret(process.env).secret, keys: new Map() }
  return cache
}

/** The secret itself: only for reading what was signed before keys were derived. */
export const rootSecret = (): string => current().root

/** The 32-byte key of one purpose. */
export function purposeKey(purpose: KeyPurpose): Buffer {
  const { root, keys } = current()
  let key = keys.get(purpose)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', root, '', `dealer-sites:${purpose}`, 32))
    keys.set(purpose, key)
  }
  return key
}

/** HMAC-SHA256 of the message under the purpose's key. */
export const macFor = (purpose: KeyPurpose, message: string): Buffer => createHmac('sha256', purposeKey(purpose)).update(message).digest()

/** Payload's own secret (staff tokens): the 'payload' key, the same on every start with the same secret. */
export const payloadSecret = (): string => purposeKey('payload').toString('hex')

/** A constant-time comparison of a signature with the expected one. */
export function sameMac(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
