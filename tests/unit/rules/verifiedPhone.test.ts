import { describe, expect, it } from 'vitest'
import { NOT_MOBILE_MESSAGE, UNVERIFIED_PHONE_MESSAGE, verifiedPhoneProblem } from '../../../site/rules/verifiedPhone'

describe('verifiedPhoneProblem', () => {
  it('accepts the signed-in number however it is written', () => {
    for (const typed of ['0412345678', '0412 345 678', '+61412345678', '61 412 345 678', ' (04) 1234-5678 ']) expect(verifiedPhoneProblem(typed, '0412345678'), typed).toBeNull()
  })
  it('asks for the code when signed out or signed in with another number', () => {
    expect(verifiedPhoneProblem('0412345678', null)).toBe(UNVERIFIED_PHONE_MESSAGE)
    expect(verifiedPhoneProblem('0412345678', undefined)).toBe(UNVERIFIED_PHONE_MESSAGE)
    expect(verifiedPhoneProblem('0412345678', '')).toBe(UNVERIFIED_PHONE_MESSAGE)
    expect(verifiedPhoneProblem('0412345679', '0412345678')).toBe(UNVERIFIED_PHONE_MESSAGE)
  })
  it('refuses a number no code can reach: landlines, 1300, 13, text, empty', () => {
    for (const typed of ['0298765432', '1300123456', '131234', 'call me', '', '04123']) expect(verifiedPhoneProblem(typed, '0298765432'), typed).toBe(NOT_MOBILE_MESSAGE)
  })
})
