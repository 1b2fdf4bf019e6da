/**
 * What the sign-in page says for each `type` (FIN §2.2: `/sign-in?type={kind}`, the kinds listed
 * there and INV §2's `type=watchlist`). The spec names the kinds but not their wording: the heading
 * says what signing in unlocks, so a shopper sent from a gated page knows why they are asked. The
 * phone-and-code steps (FIN §4 Phone verification) are the same for every kind. An unknown or
 * missing type shows the plain page.
 */
import { isSignInKind, type SignInKind } from './signInGating'

export type SignInCopy = { kind: SignInKind | null; heading: string; intro: string }

const HOW = 'Enter your mobile number and we will text you a 6-digit code. No password needed.'

export const DEFAULT_SIGN_IN_COPY: SignInCopy = { kind: null, heading: 'Sign in', intro: HOW }

/** Heading and the line before the steps, per kind; every kind has its own heading. */
export const SIGN_IN_COPY: Readonly<Record<SignInKind, { heading: string; why: string }>> = {
  'trade-in': { heading: 'Sign in to value your trade-in', why: 'We will keep your trade-in details with your enquiry.' },
  'sell-my-car': { heading: 'Sign in to sell your car', why: 'We will keep your car details with your enquiry.' },
  checkout: { heading: 'Sign in to reserve this car', why: 'Signing in keeps your reservation with your mobile number.' },
  finance: { heading: 'Sign in to apply for finance', why: 'Signing in keeps your finance application with your mobile number.' },
  'equifax-finance': { heading: 'Sign in to check your finance options', why: 'Signing in keeps your finance application with your mobile number.' },
  'car-finance': { heading: 'Sign in for car finance', why: 'Signing in keeps your finance quote with your mobile number.' },
  'spin-to-win': { heading: 'Sign in to spin to win', why: 'One spin per mobile number.' },
  'online-payment': { heading: 'Sign in to pay online', why: 'Your payment is linked to your mobile number.' },
  'my-garage': { heading: 'Sign in to My Garage', why: 'Your saved cars, saved searches and enquiries, on any device.' },
  watchlist: { heading: 'Sign in to save this car', why: 'Saved cars stay in your account, on any device.' },
}

/** The page's copy for a `type` value as it arrives in the query string (any value, any case). */
export function signInCopy(type: unknown): SignInCopy {
  const value = Array.isArray(type) ? type[0] : type
  const kind = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (!isSignInKind(kind)) return DEFAULT_SIGN_IN_COPY
  const copy = SIGN_IN_COPY[kind]
  return { kind, heading: copy.heading, intro: `${copy.why} ${HOW}` }
}
