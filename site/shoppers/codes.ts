/**
 * One-time codes (issue 13): 6 digits from the CSPRNG, stored only as an HMAC-SHA256 keyed with
 * the sign-in code key (derived from PAYLOAD_SECRET, site/security/keys.ts) over the site, the
 * phone and the code, so a database copy reveals no code and a hash from one site or phone is
 * useless for another.
 */
import { randomInt } from 'node:crypto'
import { CODE_LENGTH } from '../rules/oneTimeCode'
import { macFor } from '../security/keys'

export const newCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')

export const hashCode = (siteId: number, phone: string, code: string): string => macFor('shopper-code', `shopper-code:${siteId}:${phone}:${code}`).toString('hex')
