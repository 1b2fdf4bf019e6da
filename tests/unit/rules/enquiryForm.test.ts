import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { contactSchema, type EnquiryFormSettings, enquirySchema, GENERAL_ENQUIRY } from '../../../site/rules/enquiryForm'
import { EMAIL_MESSAGE, REQUIRED_MESSAGE, TERMS_MESSAGE } from '../../../site/rules/forms'
import { POSTCODE_MESSAGE } from '../../../site/rules/postcode'

const settings = (over: Partial<EnquiryFormSettings> = {}): EnquiryFormSettings => ({ commentsRequired: true, postcodeRequired: false, termsCheckbox: false, dealershipCount: 1, ...over })
const filled = { name: 'Jo', email: 'jo@example.com', phone: '0412345678', message: 'Is it available?', location: '12' }

function fieldErrors(schema: z.ZodMiniType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input)
  return result.success ? {} : z.flattenError(result.error).fieldErrors
}

describe('enquirySchema (FIN §2.7, §5 Enquiry form)', () => {
  it('names the General Enquiry category', () => expect(GENERAL_ENQUIRY).toBe('General Enquiry'))
  it('a form categorised General Enquiry asks for a category', () => {
    expect(fieldErrors(enquirySchema(settings({ formCategory: 'General Enquiry' })), filled)).toEqual({ category: [REQUIRED_MESSAGE] })
    expect(fieldErrors(enquirySchema(settings({ formCategory: '' })), filled)).toEqual({})
  })
  it('accepts a filled form and keeps its fields', () => {
    expect(enquirySchema(settings()).parse({ ...filled, phone: '61412345678', opt_in: true, subcategory: 'Find me something similar', car: 42, page_id: 'p1', additional_services: ['finance'], Rego: ' ABC123 ' })).toEqual({
      ...filled,
      phone: '0412345678',
      opt_in: true,
      subcategory: 'Find me something similar',
      car: 42,
      page_id: 'p1',
      additional_services: ['finance'],
      Rego: 'ABC123',
    })
  })

  it('an empty form reports the default required fields with the spec message', () => {
    expect(fieldErrors(enquirySchema(settings()), {})).toEqual({
      name: [REQUIRED_MESSAGE],
      email: [REQUIRED_MESSAGE],
      phone: [REQUIRED_MESSAGE],
      message: [REQUIRED_MESSAGE],
      location: [REQUIRED_MESSAGE],
    })
  })

  it.each<[string, Partial<EnquiryFormSettings>, Record<string, unknown>, Record<string, string[]>]>([
    ['comments required by default', {}, { message: ' ' }, { message: [REQUIRED_MESSAGE] }],
    ['comments optional when the dealer opts out', { commentsRequired: false }, { message: '' }, {}],
    ['comments optional when the form makes them so', { messageOptional: true }, { message: undefined }, {}],
    ['comments required when the form keeps them', { messageOptional: false }, { message: '' }, { message: [REQUIRED_MESSAGE] }],
    ['category required on a General Enquiry form', { formCategory: GENERAL_ENQUIRY }, {}, { category: [REQUIRED_MESSAGE] }],
    ['category given on a General Enquiry form', { formCategory: GENERAL_ENQUIRY }, { category: 'Sales' }, {}],
    ['category optional on a Finance Enquiry form', { formCategory: 'Finance Enquiry' }, {}, {}],
    ['location always required', {}, { location: '' }, { location: [REQUIRED_MESSAGE] }],
    ['one dealership: no dealership select', { dealershipCount: 1 }, {}, {}],
    ['no dealership: no dealership select', { dealershipCount: 0 }, {}, {}],
    ['two dealerships: dealership required', { dealershipCount: 2 }, {}, { dealership_slug: [REQUIRED_MESSAGE] }],
    ['two dealerships: dealership given', { dealershipCount: 2 }, { dealership_slug: 'north' }, {}],
    ['postcode optional by default', {}, { postcode: 'abc' }, {}],
    ['postcode required for one dealer', { postcodeRequired: true }, {}, { postcode: [POSTCODE_MESSAGE] }],
    ['postcode must be 4 digits', { postcodeRequired: true }, { postcode: '40000' }, { postcode: [POSTCODE_MESSAGE] }],
    ['postcode of 4 digits', { postcodeRequired: true }, { postcode: '4000' }, {}],
    ['no terms checkbox by default', {}, { terms_conditions: false }, {}],
    ['terms must be ticked', { termsCheckbox: true }, {}, { terms_conditions: [TERMS_MESSAGE] }],
    ['terms unticked', { termsCheckbox: true }, { terms_conditions: false }, { terms_conditions: [TERMS_MESSAGE] }],
    ['terms ticked', { termsCheckbox: true }, { terms_conditions: true }, {}],
    ['a bad email', {}, { email: 'jo' }, { email: [EMAIL_MESSAGE] }],
    ['opt-in is optional', {}, { opt_in: undefined }, {}],
    ['last name is optional', {}, { last_name: null }, {}],
  ])('%s', (_, over, input, errors) => expect(fieldErrors(enquirySchema(settings(over)), { ...filled, ...input })).toEqual(errors))

  it('drops the terms field where the dealer does not use it', () => {
    expect(enquirySchema(settings()).parse({ ...filled, terms_conditions: true })).not.toHaveProperty('terms_conditions')
    expect(enquirySchema(settings({ termsCheckbox: true })).parse({ ...filled, terms_conditions: true })).toHaveProperty('terms_conditions', true)
  })
})

describe('contactSchema (FIN §2.7 contact and trade-in fields, §5 Postcode)', () => {
  const contact = { name: 'Jo', email: 'jo@example.com', phone: '0412345678', postcode: '4000', location_id: 7 }
  it('accepts a filled form', () => expect(contactSchema({ termsCheckbox: false, dealershipCount: 1 }).parse({ ...contact, last_name: 'Lee' })).toEqual({ ...contact, last_name: 'Lee' }))
  it('an empty form reports every required field', () => {
    expect(fieldErrors(contactSchema({ termsCheckbox: true, dealershipCount: 3 }), {})).toEqual({
      name: [REQUIRED_MESSAGE],
      email: [REQUIRED_MESSAGE],
      phone: [REQUIRED_MESSAGE],
      postcode: [POSTCODE_MESSAGE],
      location_id: [REQUIRED_MESSAGE],
      dealership_slug: [REQUIRED_MESSAGE],
      terms_conditions: [TERMS_MESSAGE],
    })
  })
  it.each<[unknown, string[] | undefined]>([
    ['7', undefined],
    [7, undefined],
    ['', [REQUIRED_MESSAGE]],
    ['  ', [REQUIRED_MESSAGE]],
    [null, [REQUIRED_MESSAGE]],
  ])('location_id %j', (location_id, errors) => expect(fieldErrors(contactSchema({ termsCheckbox: false, dealershipCount: 1 }), { ...contact, location_id }).location_id).toEqual(errors))
  it('postcode is always 4 digits', () => expect(fieldErrors(contactSchema({ termsCheckbox: false, dealershipCount: 1 }), { ...contact, postcode: '400' })).toEqual({ postcode: [POSTCODE_MESSAGE] }))
})
