import { describe, expect, it } from 'vitest'
import { accountPageKind, isSignInKind, pathSignInKind, type GateableRoute, needsSignIn, SIGN_IN_GATES, SIGN_IN_KINDS, type SignInKind, signInRedirect, signInUrl, type Visitor } from '../../../site/rules/signInGating'

const anonymous: Visitor = { signedIn: false }
const member: Visitor = { signedIn: true, phone: '0412345678' }
const ALL: GateableRoute[] = ['checkout', 'finance', 'spinToWin', 'equifaxFinance']

describe('the gating table (FIN §2.2)', () => {
  it('covers every kind', () => expect(Object.keys(SIGN_IN_GATES).sort()).toEqual([...SIGN_IN_KINDS].sort()))
  it('uses each flag name as its gate', () => expect(SIGN_IN_GATES).toMatchObject({ checkout: 'checkout', finance: 'finance', 'spin-to-win': 'spinToWin', 'equifax-finance': 'equifaxFinance' }))
  it.each<[SignInKind, boolean, boolean]>([
    // kind, anonymous with no flags, anonymous with every flag
    ['online-payment', true, true],
    ['my-garage', true, true],
    ['checkout', false, true],
    ['finance', false, true],
    ['spin-to-win', false, true],
    ['equifax-finance', false, true],
    ['trade-in', false, false],
    ['sell-my-car', false, false],
    ['car-finance', false, false],
    ['watchlist', true, true],
  ])('%s: no flags %s, all flags %s', (kind, noFlags, allFlags) => {
    expect(needsSignIn(kind, anonymous, [])).toBe(noFlags)
    expect(needsSignIn(kind, anonymous, ALL)).toBe(allFlags)
  })
  it.each<[SignInKind, GateableRoute]>([
    ['checkout', 'checkout'],
    ['finance', 'finance'],
    ['spin-to-win', 'spinToWin'],
    ['equifax-finance', 'equifaxFinance'],
  ])('%s is gated only by its own flag %s', (kind, flag) => {
    expect(needsSignIn(kind, anonymous, [flag])).toBe(true)
    expect(needsSignIn(kind, anonymous, ALL.filter((other) => other !== flag))).toBe(false)
  })
  it.each(SIGN_IN_KINDS)('a signed-in visitor with a phone passes %s', (kind) => expect(needsSignIn(kind, member, ALL)).toBe(false))
})

describe('watchlist needs a user phone (INV §4)', () => {
  it.each<[Visitor, boolean]>([
    [{ signedIn: true, phone: '0412345678' }, false],
    [{ signedIn: true }, true],
    [{ signedIn: true, phone: null }, true],
    [{ signedIn: true, phone: '  ' }, true],
    [{ signedIn: false, phone: '0412345678' }, false],
    [{ signedIn: false }, true],
  ])('%j → %s', (visitor, gated) => expect(needsSignIn('watchlist', visitor, [])).toBe(gated))
  it('signed in without a phone passes other kinds', () => expect(needsSignIn('my-garage', { signedIn: true }, [])).toBe(false))
})

describe('signInUrl (FIN §2.2)', () => {
  it('encodes the kind, redirect and back', () => {
    expect(signInUrl({ kind: 'checkout', path: '/cars/2020-mazda-cx5/checkout', back: '/cars/2020-mazda-cx5' })).toBe('/sign-in?type=checkout&redirect=%2Fcars%2F2020-mazda-cx5%2Fcheckout&back=%2Fcars%2F2020-mazda-cx5')
  })
  it('back defaults to the path', () => expect(signInUrl({ kind: 'watchlist', path: '/search?make=Kia&page=2' })).toBe('/sign-in?type=watchlist&redirect=%2Fsearch%3Fmake%3DKia%26page%3D2&back=%2Fsearch%3Fmake%3DKia%26page%3D2'))
})

describe('signInRedirect (FIN §2.2)', () => {
  it('redirects an anonymous visitor from an always-gated page', () => {
    expect(signInRedirect({ kind: 'online-payment', path: '/online-payment' }, anonymous, { gatedRoutes: [] })).toBe('/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2Fonline-payment')
  })
  it('lets a flagged route through when its flag is off', () => expect(signInRedirect({ kind: 'finance', path: '/finance' }, anonymous, { gatedRoutes: [] })).toBeNull())
  it('gates a flagged route when its flag is on', () => expect(signInRedirect({ kind: 'finance', path: '/finance' }, anonymous, { gatedRoutes: ['finance'] })).toBe('/sign-in?type=finance&redirect=%2Ffinance&back=%2Ffinance'))
  it('never gates trade-in', () => expect(signInRedirect({ kind: 'trade-in', path: '/cars/trade-in?car_id=1' }, anonymous, { gatedRoutes: ALL })).toBeNull())
  it('lets a signed-in visitor through', () => expect(signInRedirect({ kind: 'my-garage', path: '/my-garage' }, member, { gatedRoutes: [] })).toBeNull())
})

describe('accountPageKind (FIN §2.1, §2.2: my-* pages are always gated)', () => {
  const pages = ['/mymotorama', '/myblinkr/']
  it.each<[string, 'my-garage' | null]>([
    ['/my-garage', 'my-garage'],
    ['/my-garage/', 'my-garage'],
    ['/my-garage//', 'my-garage'],
    ['/mymotorama', 'my-garage'],
    ['/mymotorama/', 'my-garage'],
    ['/mymotorama?tab=cars', 'my-garage'],
    ['/mymotorama#saved', 'my-garage'],
    ['/myblinkr', 'my-garage'],
    ['/mybigboxcars', null],
    ['/mymotorama/extra', null],
    ['/', null],
    ['/finance', null],
  ])('%s → %j', (path, kind) => expect(accountPageKind(path, pages)).toBe(kind))
  it('the root stays the root', () => expect(accountPageKind('/', ['/'])).toBe('my-garage'))
})

describe('pathSignInKind', () => {
  it('account pages are my-garage; the gateable pages by their path; anything else null', () => {
    expect(pathSignInKind('/my-garage', [])).toBe('my-garage')
    expect(pathSignInKind('/mymotorama/', ['/mymotorama'])).toBe('my-garage')
    expect(pathSignInKind('/online-payment', [])).toBe('online-payment')
    expect(pathSignInKind('/Finance?car_id=3', [])).toBe('finance')
    expect(pathSignInKind('/checkout', [])).toBe('checkout')
    expect(pathSignInKind('/spin-to-win', [])).toBe('spin-to-win')
    expect(pathSignInKind('/sell-my-car', [])).toBeNull()
    expect(pathSignInKind('/', [])).toBeNull()
    expect(pathSignInKind('/finance/extra', [])).toBeNull()
    expect(pathSignInKind('/personalised/finance?car_id=abc', [])).toBe('finance')
    expect(pathSignInKind('/personalised/finance/', [])).toBe('finance')
    expect(pathSignInKind('/personalised', [])).toBeNull()
  })
  it('isSignInKind', () => {
    expect(isSignInKind('watchlist')).toBe(true)
    expect(isSignInKind('admin')).toBe(false)
    expect(isSignInKind(undefined)).toBe(false)
  })
})
