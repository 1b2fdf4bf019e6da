/**
 * Per-dealership import API keys. Only a SHA-256 hash is stored (keys are long random tokens, so a
 * fast unsalted hash cannot be brute-forced and lets the key be checked without a lookup table);
 * a short hint of the last characters is kept so staff can tell keys apart.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const MIN_KEY_LENGTH = 24

export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex')

export const apiKeyHint = (key: string): string => `••••${key.slice(-4)}`

/** A new random key: shown once to staff, never stored in the clear. */
export const generateApiKey = (): string => `dik_${randomBytes(24).toString('base64url')}`

/** Constant-time comparison of a presented key with a stored hash. */
export function apiKeyMatches(presented: string, storedHash: string | null | undefined): boolean {
  if (!storedHash || !presented) return false
  const a = Buffer.from(hashApiKey(presented), 'hex')
  const b = Buffer.from(storedHash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
