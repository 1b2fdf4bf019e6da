/** Sign-in limits, shared by every instance (site/abuse/rateLimit.ts); `limit/windowSeconds` from the environment. */
import type { RateLimit } from '../abuse/rateLimit'

/** `codeSite` and `codePlatform`: the SMS budgets, codes sent per site and over every site. */
export type ShopperLimits = { codePhone: RateLimit; codeIp: RateLimit; verifyPhone: RateLimit; verifyIp: RateLimit; codeSite: RateLimit; codePlatform: RateLimit }

const limitFrom = (raw: string | undefined, fallback: RateLimit): RateLimit => {
  const [limit, windowSeconds] = (raw ?? '').split('/').map(Number)
  return limit && windowSeconds ? { limit, windowSeconds } : fallback
}

/**
 * Codes: 5 per phone and 20 per IP an hour, and the SMS budgets: 300 per site and 2,000 over every
 * site an hour (issue 48, finding 16: numbers and addresses are many, a bill is one). Verify tries:
 * 10 per phone and 30 per IP in 10 minutes (each code also ends after 5 wrong tries).
 * SHOPPER_RATE_LIMIT_CODE_PHONE, …_CODE_IP, …_CODE_SITE, …_CODE_PLATFORM, …_VERIFY_PHONE,
 * …_VERIFY_IP override them.
 */
export const shopperLimits = (env: Record<string, string | undefined> = process.env): ShopperLimits => ({
  codePhone: limitFrom(env.SHOPPER_RATE_LIMIT_CODE_PHONE, { limit: 5, windowSeconds: 3600 }),
  codeIp: limitFrom(env.SHOPPER_RATE_LIMIT_CODE_IP, { limit: 20, windowSeconds: 3600 }),
  verifyPhone: limitFrom(env.SHOPPER_RATE_LIMIT_VERIFY_PHONE, { limit: 10, windowSeconds: 600 }),
  verifyIp: limitFrom(env.SHOPPER_RATE_LIMIT_VERIFY_IP, { limit: 30, windowSeconds: 600 }),
  codeSite: limitFrom(env.SHOPPER_RATE_LIMIT_CODE_SITE, { limit: 300, windowSeconds: 3600 }),
  codePlatform: limitFrom(env.SHOPPER_RATE_LIMIT_CODE_PLATFORM, { limit: 2000, windowSeconds: 3600 }),
})
