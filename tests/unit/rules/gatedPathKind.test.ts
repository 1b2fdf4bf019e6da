import { describe, expect, it } from 'vitest'
import { gatedPathKind } from '../../../site/rules/signInGating'

const none = { accountPages: [], gatedRoutes: [] }

describe('gatedPathKind: the pages a signed-out visitor must sign in for (FIN §2.2), never served from a cache', () => {
  it('always gates the garage, the dealer’s account pages and online payment', () => {
    expect(gatedPathKind('/my-garage', none)).toBe('my-garage')
    expect(gatedPathKind('/mymotorama/', { accountPages: ['/mymotorama'], gatedRoutes: [] })).toBe('my-garage')
    expect(gatedPathKind('/online-payment', none)).toBe('online-payment')
  })
  it('gates checkout, finance and spin-to-win only when the dealer flags them', () => {
    expect(gatedPathKind('/finance', none)).toBeNull()
    expect(gatedPathKind('/finance', { accountPages: [], gatedRoutes: ['finance'] })).toBe('finance')
    expect(gatedPathKind('/spin-to-win', { accountPages: [], gatedRoutes: ['finance'] })).toBeNull()
    expect(gatedPathKind('/spin-to-win', { accountPages: [], gatedRoutes: ['spinToWin'] })).toBe('spin-to-win')
    expect(gatedPathKind('/checkout', { accountPages: [], gatedRoutes: ['checkout'] })).toBe('checkout')
  })
  it('gates the pre-approval page /personalised/finance with the finance flag only (FIN §2.1, §2.2)', () => {
    expect(gatedPathKind('/personalised/finance', none)).toBeNull()
    expect(gatedPathKind('/personalised/finance', { accountPages: [], gatedRoutes: ['checkout', 'spinToWin', 'equifaxFinance'] })).toBeNull()
    expect(gatedPathKind('/personalised/finance', { accountPages: [], gatedRoutes: ['finance'] })).toBe('finance')
  })
  it('never gates other pages, nor a page whose name only starts like a gated one', () => {
    for (const path of ['/', '/about-us', '/finance-calculator', '/trade-in', '/mymotorama']) expect(gatedPathKind(path, { accountPages: [], gatedRoutes: ['finance', 'checkout', 'spinToWin', 'equifaxFinance'] })).toBeNull()
  })
})
