import { describe, expect, it } from 'vitest'
import { DEFAULT_SIGN_IN_COPY, SIGN_IN_COPY, signInCopy } from '../../../site/rules/signInCopy'
import { SIGN_IN_KINDS } from '../../../site/rules/signInGating'

describe('sign-in page copy per type (FIN §2.2)', () => {
  it.each(SIGN_IN_KINDS.map((kind) => [kind]))('type=%s has its own heading and keeps the code steps', (kind) => {
    const copy = signInCopy(kind)
    expect(copy.kind).toBe(kind)
    expect(copy.heading).toBe(SIGN_IN_COPY[kind].heading)
    expect(copy.heading).not.toBe(DEFAULT_SIGN_IN_COPY.heading)
    expect(copy.intro).toContain(SIGN_IN_COPY[kind].why)
    expect(copy.intro).toContain('6-digit code')
  })

  it('gives every kind a different heading', () => {
    const headings = SIGN_IN_KINDS.map((kind) => signInCopy(kind).heading)
    expect(new Set(headings).size).toBe(SIGN_IN_KINDS.length)
  })

  it.each([
    ['my-garage', 'Sign in to My Garage'],
    ['watchlist', 'Sign in to save this car'],
    ['checkout', 'Sign in to reserve this car'],
    ['online-payment', 'Sign in to pay online'],
    ['finance', 'Sign in to apply for finance'],
  ])('type=%s reads "%s"', (type, heading) => expect(signInCopy(type).heading).toBe(heading))

  it.each([[undefined], [''], ['garage'], ['__proto__'], ['constructor'], [42], [null], [{}]])('an unknown type %s shows the plain page', (type) => {
    expect(signInCopy(type)).toEqual(DEFAULT_SIGN_IN_COPY)
  })

  it('reads the first of repeated values, ignoring case and spaces', () => {
    expect(signInCopy(['watchlist', 'checkout']).kind).toBe('watchlist')
    expect(signInCopy(' My-Garage ').kind).toBe('my-garage')
  })
})
