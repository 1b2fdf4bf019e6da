/**
 * One-time codes (issue 13): 6 digits from the CSPRNG, stored only as an HMAC-SHA256 keyed with
 * PAYLOAD_SECRET over the site, the phone and the code, so a database copy reveals no code and a
 * hash from one site or phone is useless for another.
 */
import { createHmac, randomInt } from 'node:crypto'
import { CODE_LENGTH } from '../rules/oneTimeCode'

export const newCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')

const secret = (): string => process.env.PAYLOAD_SECRET || 'local-development-secret-change-me'

export const hashCode = (siteId: number, phone: string, code: string): string =>
  createHmac('sha256', secret()).update(`shopper-code:${siteId}:${phone}:${code}`).digest('hex')
