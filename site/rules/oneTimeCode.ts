/**
 * Phone sign-in by one-time code (FIN §4 Phone verification, §5, §7, §8; issue 13). Pure: time is
 * passed in. Not in the specs (decided in issue 13): the 10-minute life, 5 tries, 30 s resend delay
 * and the 30-day sliding session.
 */

export const CODE_LENGTH = 6
export const CODE_TTL_MS = 10 * 60 * 1000
export const MAX_CODE_ATTEMPTS = 5
export const RESEND_AFTER_MS = 30 * 1000
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** A session is extended (and its cookie sent again) at most once an hour. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000

/** FIN §8 and §5. */
export const INVALID_CODE_MESSAGE = 'The verification code is invalid. Please try again.'
export const TOO_MANY_MESSAGE = 'Too many verification attempts. Please try again later.'
// Not in the specs: the wait before another code, and a number that cannot receive an SMS.
export const resendWaitMessage = (seconds: number): string => `Please wait ${seconds} seconds before asking for another code.`
export const MOBILE_MESSAGE = 'Please enter a valid mobile number.'

/** Sign-in status values (FIN §4). */
export type SignInStatus = 'idle' | 'verificationSent' | 'verificationSubmitted'

/** The SMS text: the code first so phones can offer it for autofill. */
export const codeMessage = (code: string, siteName: string): string => `${code} is your ${siteName} verification code. It expires in 10 minutes.`

/** Seconds left before another code may be sent for this phone (0: now). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0
  const left = lastSentAt.getTime() + RESEND_AFTER_MS - now.getTime()
  return left > 0 ? Math.ceil(left / 1000) : 0
}

export type StoredCode = { expiresAt: Date | null; attempts: number; hasCode: boolean }

/** Whether a stored code may still be tried: present, not expired, fewer than 5 wrong tries. */
export function codeOpen(code: StoredCode, now: Date): boolean {
  return code.hasCode && code.expiresAt !== null && code.expiresAt.getTime() > now.getTime() && code.attempts < MAX_CODE_ATTEMPTS
}

/** A session's new expiry when it is used at `now`, or null when it needs no refresh yet (sliding, 30 days). */
export function slidSessionExpiry(expiresAt: Date, now: Date): Date | null {
  const fresh = now.getTime() + SESSION_TTL_MS
  return fresh - expiresAt.getTime() >= SESSION_REFRESH_MS ? new Date(fresh) : null
}

/**
 * Where to go after signing in: the `redirect` parameter when it is a path on this site (starts
 * with one `/`), else the home page. An absolute or protocol-relative URL is never followed.
 */
export function safeRedirectPath(redirect: string | null | undefined, fallback = '/'): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback
  // printable ASCII only: a control character, DEL or a non-Latin character cannot go in the Location header (a 500)
  return /[^\u0020-\u007e]/.test(redirect) ? fallback : redirect
}
