/**
 * Sign-in gating (FIN §2.2, INV §2 routes, INV §4 Watchlist; variants §6 `signIn.*`). A visitor who
 * may not open a target is sent to /sign-in with the target as redirect.
 */
import type { SiteConfig } from '../config/siteConfig'

export type GateableRoute = SiteConfig['signIn']['gatedRoutes'][number]

/**
 * The sign-in kinds (the `type` parameter). FIN §2.2 lists trade-in, checkout, finance,
 * spin-to-win, online-payment, car-finance, my-garage and watchlist; `sell-my-car` and
 * `equifax-finance` are ours for the two other pages the section names (the equifax page's own
 * type and path are not shown).
 */
export const SIGN_IN_KINDS = [
  'trade-in',
  'sell-my-car',
  'checkout',
  'finance',
  'equifax-finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
] as const
export type SignInKind = (typeof SIGN_IN_KINDS)[number]

/** 'always', 'phone' (a user phone is needed), the dealer flag that gates it, or null (never gated). */
export type Gate = 'always' | 'phone' | GateableRoute | null

/**
 * FIN §2.2: always gated online-payment, my-garage (and the my-* pages, which use its kind);
 * gated by the dealer's flag checkout, finance, spin-to-win and the equifax page; never trade-in
 * and sell-my-car. car-finance is in neither list (variants open question 10) and is not gated.
 * The watchlist needs a user phone (INV §4).
 */
export const SIGN_IN_GATES: Readonly<Record<SignInKind, Gate>> = {
  'trade-in': null,
  'sell-my-car': null,
  'car-finance': null,
  checkout: 'checkout',
  finance: 'finance',
  'spin-to-win': 'spinToWin',
  'equifax-finance': 'equifaxFinance',
  'online-payment': 'always',
  'my-garage': 'always',
  watchlist: 'phone',
}

export type Visitor = { signedIn: boolean; phone?: string | null }
export type SignInTarget = { kind: SignInKind; path: string; back?: string }

/** Whether the target needs sign-in for this visitor (FIN §2.2, INV §4). */
export function needsSignIn(kind: SignInKind, visitor: Visitor, gatedRoutes: readonly GateableRoute[]): boolean {
  const gate = SIGN_IN_GATES[kind]
  if (gate === 'phone') return !visitor.phone?.trim()
  if (visitor.signedIn) return false
  return gate === 'always' || gatedRoutes.some((route) => route === gate)
}

/** `/sign-in?type={kind}&redirect={path}&back={path}`, each value URL-encoded (FIN §2.2); back defaults to the path. */
export function signInUrl(target: SignInTarget): string {
  const query = [`type=${encodeURIComponent(target.kind)}`, `redirect=${encodeURIComponent(target.path)}`, `back=${encodeURIComponent(target.back ?? target.path)}`]
  return `/sign-in?${query.join('&')}`
}

/** null when the visitor may go on, else the sign-in URL to redirect to (FIN §2.2). */
export function signInRedirect(target: SignInTarget, visitor: Visitor, settings: Pick<SiteConfig['signIn'], 'gatedRoutes'>): string | null {
  return needsSignIn(target.kind, visitor, settings.gatedRoutes) ? signInUrl(target) : null
}

const withoutTrailingSlash = (path: string): string => path.replace(/\/+$/, '')

/**
 * The kind of an account page (FIN §2.1, §2.2): /my-garage and the dealer's my-* pages
 * (`signIn.accountPages`, e.g. /mymotorama) are always gated as my-garage; null for other paths.
 */
export function accountPageKind(path: string, accountPages: readonly string[]): 'my-garage' | null {
  const wanted = withoutTrailingSlash(path.split(/[?#]/)[0] as string)
  return ['/my-garage', ...accountPages].some((page) => withoutTrailingSlash(page) === wanted) ? 'my-garage' : null
}

/**
 * The sign-in kind of a page path, or null for a page that is never gated (FIN §2.1, §2.2): the
 * account pages (/my-garage, `signIn.accountPages`), /online-payment, /checkout, /finance, the
 * pre-approval page /personalised/finance (the finance flag, FIN §2.1) and /spin-to-win. Whether
 * the kind needs sign-in is `needsSignIn`'s answer with the dealer's flags.
 */
export function pathSignInKind(path: string, accountPages: readonly string[]): SignInKind | null {
  const account = accountPageKind(path, accountPages)
  if (account) return account
  const wanted = withoutTrailingSlash(path.split(/[?#]/)[0] as string).toLowerCase()
  return PAGE_KINDS[wanted] ?? null
}

const PAGE_KINDS: Readonly<Record<string, SignInKind>> = {
  '/online-payment': 'online-payment',
  '/checkout': 'checkout',
  '/finance': 'finance',
  '/personalised/finance': 'finance',
  '/spin-to-win': 'spin-to-win',
}

/** Whether a sign-in kind may be asked for in the `type` parameter. */
export const isSignInKind = (value: unknown): value is SignInKind => typeof value === 'string' && (SIGN_IN_KINDS as readonly string[]).includes(value)

/**
 * The sign-in kind a signed-out visitor of this page path needs, or null for a page anyone may
 * open (FIN §2.2): such a page depends on the visitor's session and is never served from a cache.
 */
export function gatedPathKind(path: string, settings: Pick<SiteConfig['signIn'], 'accountPages' | 'gatedRoutes'>): SignInKind | null {
  const kind = pathSignInKind(path, settings.accountPages)
  return kind && needsSignIn(kind, { signedIn: false }, settings.gatedRoutes) ? kind : null
}
