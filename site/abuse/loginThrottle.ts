/**
 * Sign-in throttling (issue 16, finding 5; issue 48, finding 3): instead of Payload's lock-out (five
 * wrong passwords locked an account for everyone and said so), failed sign-ins are counted per
 * account-and-address and per address, in two windows each, a short one and a long one, so repeated
 * failures wait longer and longer; a success counts nothing. No count is per account alone: a
 * stranger's wrong passwords from their own address never refuse the owner's right password from
 * the owner's address (five of them from anywhere used to). The counts live in PostgreSQL
 * (site/abuse/rateLimit.ts), shared by every instance. A refused attempt, an unknown email and a
 * wrong password all get the same answer, so it tells no one whether an account exists or is throttled.
 */
import type { Payload } from 'payload'
import { hitRateLimits, peekRateLimit, type RateLimit } from './rateLimit'

/** `account`: one account from one address; `ip`: one address over any accounts. */
export const LOGIN_LIMITS: { account: RateLimit[]; ip: RateLimit[] } = {
  account: [{ limit: 5, windowSeconds: 300 }, { limit: 20, windowSeconds: 3600 }],
  ip: [{ limit: 20, windowSeconds: 300 }, { limit: 100, windowSeconds: 3600 }],
}

/** The one answer to every failed sign-in (401). */
export const SIGN_IN_REFUSED = 'The email or password is incorrect, or there were too many attempts: try again in a few minutes.'

const counters = (ip: string, email: string) => [
  ...LOGIN_LIMITS.account.map((rule) => ({ key: `login:account-ip:${email}:${ip}:${rule.windowSeconds}`, rule })),
  ...LOGIN_LIMITS.ip.map((rule) => ({ key: `login:ip:${ip}:${rule.windowSeconds}`, rule })),
]

/** Whether a sign-in of `email` from `ip` may be tried now. */
export async function signInAllowed(payload: Payload, ip: string, email: string): Promise<boolean> {
  const verdicts = await Promise.all(counters(ip, email).map(({ key, rule }) => peekRateLimit(payload, key, rule)))
  return verdicts.every((v) => v.allowed)
}

/** Counts a failed sign-in against the account and the address. */
export async function recordSignInFailure(payload: Payload, ip: string, email: string): Promise<void> {
  await hitRateLimits(payload, counters(ip, email))
}

/** Payload's answers to a failed sign-in: wrong credentials (401), locked (423), unverified (403). */
export const isSignInFailure = (status: unknown) => status === 401 || status === 403 || status === 423
