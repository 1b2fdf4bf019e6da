import { describe, expect, it } from 'vitest'
import { isValidPostcode, limitPostcodeInput, POSTCODE_LENGTH, POSTCODE_MESSAGE, POSTCODE_PLACEHOLDER, postcodeField } from '../../../site/rules/postcode'

describe('constants (FIN §5, §8)', () => {
  it('has the spec values', () => {
    expect(POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(POSTCODE_LENGTH).toBe(4)
    expect(POSTCODE_PLACEHOLDER).toBe('1234')
  })
})

describe('isValidPostcode (FIN §5: exactly 4 digits)', () => {
  it.each<[string, boolean]>([
    ['4000', true],
    ['0800', true],
    ['400', false],
    ['40000', false],
    ['40a0', false],
    ['', false],
    [' 4000', false],
    ['4000\n', false],
  ])('%j → %s', (value, valid) => expect(isValidPostcode(value)).toBe(valid))
})

describe('limitPostcodeInput (FIN §5: input limited to 4 characters)', () => {
  it.each([
    ['40001', '4000'],
    ['4000', '4000'],
    ['40', '40'],
    ['', ''],
  ])('%j → %j', (raw, kept) => expect(limitPostcodeInput(raw)).toBe(kept))
})

describe('postcodeField (FIN §5: required, exactly 4 digits)', () => {
  it.each<[unknown, string | null]>([
    ['4000', null],
    [' 4000 ', null],
    ['400', POSTCODE_MESSAGE],
    ['40000', POSTCODE_MESSAGE],
    ['abcd', POSTCODE_MESSAGE],
    ['', POSTCODE_MESSAGE],
    [undefined, POSTCODE_MESSAGE],
    [4000, POSTCODE_MESSAGE],
  ])('%j → %j', (input, message) => {
    const result = postcodeField().safeParse(input)
    expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual(message === null ? null : [message])
  })
  it('keeps the trimmed value', () => expect(postcodeField().parse(' 2000 ')).toBe('2000'))
})
