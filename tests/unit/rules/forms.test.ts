import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  asksForDealership,
  CODE_MESSAGE,
  codeField,
  EMAIL_MESSAGE,
  emailField,
  FORM_ERROR_HEADING,
  formErrorSummary,
  optionalText,
  phoneField,
  phoneStepSchema,
  REQUIRED_MESSAGE,
  requiredText,
  TERMS_MESSAGE,
  termsField,
  verificationSchema,
} from '../../../site/rules/forms'

/** Every message of a failed parse, or the parsed value. */
function outcome(schema: z.ZodMiniType, input: unknown): { value: unknown } | { messages: string[] } {
  const result = schema.safeParse(input)
  return result.success ? { value: result.data } : { messages: result.error.issues.map((issue) => issue.message) }
}

describe('messages (FIN §5, §8)', () => {
  it('are the spec texts', () => {
    expect(REQUIRED_MESSAGE).toBe('This is a required field.')
    expect(CODE_MESSAGE).toBe('Code must be 6 digits.')
    expect(TERMS_MESSAGE).toBe('*You must agree to the terms of use before submitting.')
    expect(FORM_ERROR_HEADING).toBe('Please fix the following errors:')
    expect(EMAIL_MESSAGE).toBe('Please enter a valid email address.')
  })
})

describe('requiredText and optionalText', () => {
  it.each<[unknown, ReturnType<typeof outcome>]>([
    ['Jo', { value: 'Jo' }],
    ['  Jo  ', { value: 'Jo' }],
    ['', { messages: [REQUIRED_MESSAGE] }],
    ['   ', { messages: [REQUIRED_MESSAGE] }],
    [undefined, { messages: [REQUIRED_MESSAGE] }],
    [null, { messages: [REQUIRED_MESSAGE] }],
    [5, { messages: [REQUIRED_MESSAGE] }],
  ])('required %j', (input, expected) => expect(outcome(requiredText(), input)).toEqual(expected))

  it.each<[unknown, unknown]>([
    [' hi ', 'hi'],
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('optional %j → %j', (input, value) => expect(outcome(optionalText(), input)).toEqual({ value }))
  it('optional still rejects a non-string', () => expect(optionalText().safeParse(5).success).toBe(false))
})

describe('emailField', () => {
  it.each<[unknown, ReturnType<typeof outcome>]>([
    ['jo@example.com', { value: 'jo@example.com' }],
    [' jo@example.com ', { value: 'jo@example.com' }],
    ['', { messages: [REQUIRED_MESSAGE] }],
    [undefined, { messages: [REQUIRED_MESSAGE] }],
    ['jo', { messages: [EMAIL_MESSAGE] }],
    ['jo@', { messages: [EMAIL_MESSAGE] }],
  ])('%j', (input, expected) => expect(outcome(emailField(), input)).toEqual(expected))
})

describe('phoneField (FIN §5: required; 61 becomes 0 before sending)', () => {
  it.each<[unknown, ReturnType<typeof outcome>]>([
    ['0412345678', { value: '0412345678' }],
    ['61412345678', { value: '0412345678' }],
    ['+61412345678', { value: '0412345678' }],
    [' 0412 345 678 ', { value: '0412 345 678' }],
    ['', { messages: [REQUIRED_MESSAGE] }],
    ['  ', { messages: [REQUIRED_MESSAGE] }],
    [undefined, { messages: [REQUIRED_MESSAGE] }],
  ])('%j', (input, expected) => expect(outcome(phoneField(), input)).toEqual(expected))
})

describe('codeField (FIN §5: required, exactly 6 digits)', () => {
  it.each<[unknown, ReturnType<typeof outcome>]>([
    ['123456', { value: '123456' }],
    [' 123456 ', { value: '123456' }],
    ['000000', { value: '000000' }],
    ['12345', { messages: [CODE_MESSAGE] }],
    ['1234567', { messages: [CODE_MESSAGE] }],
    ['12345a', { messages: [CODE_MESSAGE] }],
    ['123 456', { messages: [CODE_MESSAGE] }],
    ['', { messages: [REQUIRED_MESSAGE] }],
    [undefined, { messages: [REQUIRED_MESSAGE] }],
  ])('%j', (input, expected) => expect(outcome(codeField(), input)).toEqual(expected))
})

describe('termsField (FIN §5)', () => {
  it.each<[unknown, ReturnType<typeof outcome>]>([
    [true, { value: true }],
    [false, { messages: [TERMS_MESSAGE] }],
    [undefined, { messages: [TERMS_MESSAGE] }],
    ['on', { messages: [TERMS_MESSAGE] }],
  ])('%j', (input, expected) => expect(outcome(termsField(), input)).toEqual(expected))
})

describe('finance popup schemas (FIN §4, §5)', () => {
  it('phone step', () => {
    expect(phoneStepSchema.parse({ phone: '61400000000' })).toEqual({ phone: '0400000000' })
    expect(z.flattenError(phoneStepSchema.safeParse({}).error as z.core.$ZodError).fieldErrors).toEqual({ phone: [REQUIRED_MESSAGE] })
  })
  it('verification', () => {
    expect(verificationSchema.parse({ phone: '0400000000', code: '654321' })).toEqual({ phone: '0400000000', code: '654321' })
    expect(z.flattenError(verificationSchema.safeParse({ phone: '', code: '65432' }).error as z.core.$ZodError).fieldErrors).toEqual({
      phone: [REQUIRED_MESSAGE],
      code: [CODE_MESSAGE],
    })
  })
})

describe('formErrorSummary (FIN §5: alert under the heading, with a list)', () => {
  it('null without errors', () => {
    expect(formErrorSummary({})).toBeNull()
    expect(formErrorSummary({ name: [], email: undefined })).toBeNull()
  })
  it('lists form errors first, then field messages in order, once each', () => {
    expect(formErrorSummary({ name: [REQUIRED_MESSAGE], email: [EMAIL_MESSAGE, REQUIRED_MESSAGE], phone: undefined }, ['An error occurred when submitting this form:'])).toEqual({
      heading: 'Please fix the following errors:',
      errors: ['An error occurred when submitting this form:', REQUIRED_MESSAGE, EMAIL_MESSAGE],
    })
  })
  it('a form error alone is enough', () => expect(formErrorSummary({}, ['Lead submission failed'])).toEqual({ heading: FORM_ERROR_HEADING, errors: ['Lead submission failed'] }))
})

describe('asksForDealership (FIN §5: Preferred dealership select required when there are several)', () => {
  it('asks only on a form with no location and no car, on a site with several dealerships', () => {
    for (const asksForLocation of [false, true]) {
      for (const boundToCar of [false, true]) {
        for (const dealershipCount of [0, 1, 2, 40]) {
          expect(asksForDealership({ asksForLocation, boundToCar, dealershipCount }), JSON.stringify({ asksForLocation, boundToCar, dealershipCount })).toBe(!asksForLocation && !boundToCar && dealershipCount > 1)
        }
      }
    }
  })
})
