import { PHONE_MESSAGE } from '../../../site/rules/phone'
import { describe, expect, it } from 'vitest'
import {
  CAREER_SUBCATEGORY,
  digitsOnly,
  FIND_SIMILAR_SUBCATEGORY,
  FORM_ERROR_HEADING,
  INVALID_CHOICE_MESSAGE,
  INVALID_DATE_MESSAGE,
  INVALID_KEY_MESSAGE,
  INVALID_TIME_MESSAGE,
  INVALID_YEAR_MESSAGE,
  isCalendarDay,
  LEAD_TYPES,
  leadCategory,
  type LeadFormSettings,
  leadSchema,
  type LeadType,
  parseLead,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  TERMS_MESSAGE,
} from '../../../site/leads/schema'
import { EMAIL_MESSAGE } from '../../../site/rules/forms'
import { leadEventId } from '../../../site/rules/analytics'

const forms = (enquiry: Partial<LeadFormSettings['enquiry']> = {}): LeadFormSettings => ({
  enquiry: { commentsRequired: true, postcodeRequired: false, termsCheckbox: false, ...enquiry },
})
const key = '6f1c1f0e-8d7a-4c1e-9a53-2f4f6c1d2b3a'
const contact = { idempotencyKey: key, firstName: 'Jo', email: 'jo@example.com', phone: '0412345678' }
const car = { year: 2018, make: 'Toyota', model: 'Corolla', km: '85,000 kms' }
const now = new Date('2026-11-24T00:00:00Z')

/** A filled form of each type: the minimum each one accepts. */
const filled: Record<LeadType, Record<string, unknown>> = {
  enquiry: { ...contact, type: 'enquiry', vehicle: 'toyota-corolla-1', message: 'Is it available?' },
  'find-similar': { ...contact, type: 'find-similar', vehicle: 12, message: 'Can you please find me something similar?' },
  'request-photos': { ...contact, type: 'request-photos', vehicle: 12 },
  'test-drive': { ...contact, type: 'test-drive', location: 3, date: '2026-12-01', time: '10:30' },
  'trade-in': { ...contact, type: 'trade-in', location: 3, postcode: '4000', tradeIn: car },
  valuation: { ...contact, type: 'valuation', location: 3, postcode: '4000', tradeIn: car, preferredContact: 'SMS' },
  'sell-my-car': { ...contact, type: 'sell-my-car', location: 3, postcode: '4000', tradeIn: car },
  finance: { ...contact, type: 'finance', finance: { purchasePrice: '$45,990', term: 6, creditScore: 'DECENT' } },
  service: { ...contact, type: 'service', location: 3, message: 'Logbook service' },
  parts: { ...contact, type: 'parts', location: 3, message: 'Floor mats' },
  contact: { ...contact, type: 'contact', location: 3, postcode: '4000' },
  career: { ...contact, type: 'career', message: 'I would like to apply' },
  'phone-reveal': { type: 'phone-reveal', idempotencyKey: key, vehicle: 12 },
  reserve: { ...contact, type: 'reserve', vehicle: 12 },
  purchase: { ...contact, type: 'purchase', vehicle: 12 },
  chat: { ...contact, type: 'chat', vehicle: 12, message: 'Is it still available?' },
}

function errors(type: LeadType, input: Record<string, unknown>, settings = forms(), dealershipCount = 1) {
  const result = leadSchema(type, settings, { now, dealershipCount }).safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('leadSchema: every form type', () => {
  it('lists the sixteen lead types', () => expect(LEAD_TYPES).toHaveLength(16))
  it.each(LEAD_TYPES)('%s accepts its filled form', (type) => expect(errors(type, filled[type])).toEqual([]))
  it.each(LEAD_TYPES.filter((type) => type !== 'phone-reveal'))('%s requires first name, email and phone with the spec message', (type) => {
    const { firstName: _f, email: _e, phone: _p, ...rest } = filled[type]
    expect(errors(type, rest)).toEqual(expect.arrayContaining([['firstName', REQUIRED_MESSAGE], ['email', REQUIRED_MESSAGE], ['phone', REQUIRED_MESSAGE]]))
  })
  it.each(LEAD_TYPES)('%s requires an idempotency key that is a UUID', (type) => {
    expect(errors(type, { ...filled[type], idempotencyKey: 'abc' })).toEqual([['idempotencyKey', INVALID_KEY_MESSAGE]])
  })
  it('rejects a body whose type is another form', () => expect(errors('enquiry', { ...filled.enquiry, type: 'parts' })).toEqual([['type', INVALID_CHOICE_MESSAGE]]))
})

describe('enquiry settings (FIN §5 Enquiry form, variants forms.enquiry.*)', () => {
  it('comments are required by default, optional when the dealer opts out', () => {
    expect(errors('enquiry', { ...filled.enquiry, message: ' ' })).toEqual([['message', REQUIRED_MESSAGE]])
    expect(errors('enquiry', { ...filled.enquiry, message: '' }, forms({ commentsRequired: false }))).toEqual([])
  })
  it('postcode is optional unless the dealer requires it; a given postcode is 4 digits', () => {
    expect(errors('enquiry', filled.enquiry)).toEqual([])
    expect(errors('enquiry', { ...filled.enquiry, postcode: '40' })).toEqual([['postcode', POSTCODE_MESSAGE]])
    expect(errors('enquiry', filled.enquiry, forms({ postcodeRequired: true }))).toEqual([['postcode', POSTCODE_MESSAGE]])
    expect(errors('enquiry', { ...filled.enquiry, postcode: '4000' }, forms({ postcodeRequired: true }))).toEqual([])
  })
  it('the terms checkbox must be ticked where the dealer uses it, on every form but the phone reveal', () => {
    for (const type of LEAD_TYPES.filter((t) => t !== 'phone-reveal')) {
      expect(errors(type, filled[type], forms({ termsCheckbox: true }))).toEqual([['termsAccepted', TERMS_MESSAGE]])
      expect(errors(type, { ...filled[type], termsAccepted: true }, forms({ termsCheckbox: true }))).toEqual([])
    }
    expect(errors('phone-reveal', filled['phone-reveal'], forms({ termsCheckbox: true }))).toEqual([])
  })
  it('location is required when no car gives it', () => {
    const { vehicle: _v, ...general } = filled.enquiry
    expect(errors('enquiry', general)).toEqual([['location', REQUIRED_MESSAGE]])
    expect(errors('enquiry', { ...general, location: 'brisbane' })).toEqual([])
  })
  it('the location is required exactly when the site offers the form one (context.locationsOffered); a lead without one is valid where none is offered', () => {
    const withoutLocation = (type: LeadType) => {
      const { location: _l, ...rest } = filled[type]
      return rest
    }
    for (const type of LEAD_TYPES) {
      const body = withoutLocation(type)
      const none = leadSchema(type, forms(), { now, locationsOffered: 0 }).safeParse(body)
      expect(none.success, `${type} with no location offered`).toBe(true)
      const some = leadSchema(type, forms(), { now, locationsOffered: 2 }).safeParse(body)
      const refused = some.success ? [] : some.error.issues.map((i) => i.path.join('.'))
      // Only the forms with a location select and no car require it.
      expect(refused, `${type} with locations offered`).toEqual(['enquiry', 'test-drive', 'trade-in', 'valuation', 'sell-my-car', 'service', 'parts', 'contact'].includes(type) && body.vehicle === undefined ? ['location'] : [])
    }
    // The cached schemas are kept apart by it: the same type and settings, offered or not.
    const { location: _l, ...contactWithout } = filled.contact
    expect(parseLead(contactWithout, forms(), { locationsOffered: 1 })).toMatchObject({ ok: false, body: { errors: [{ path: 'location', message: REQUIRED_MESSAGE }] } })
    expect(parseLead(contactWithout, forms(), { locationsOffered: 0 })).toMatchObject({ ok: true, lead: { type: 'contact', postcode: '4000' } })
    expect(parseLead(contactWithout, forms(), { locationsOffered: 0, dealershipCount: 2 })).toMatchObject({ ok: false, body: { errors: [{ path: 'dealership', message: REQUIRED_MESSAGE }] } })
  })
  it('the dealership is required when the site has several and no car gives it', () => {
    expect(errors('contact', filled.contact, forms(), 2)).toEqual([['dealership', REQUIRED_MESSAGE]])
    expect(errors('contact', { ...filled.contact, dealership: 'city-toyota' }, forms(), 2)).toEqual([])
    expect(errors('enquiry', filled.enquiry, forms(), 2)).toEqual([])
  })
  it('a malformed email gets its message; a 61 phone becomes 0', () => {
    expect(errors('enquiry', { ...filled.enquiry, email: 'jo@' })).toEqual([['email', EMAIL_MESSAGE]])
    expect(leadSchema('enquiry', forms()).parse({ ...filled.enquiry, phone: '+61412345678' }).phone).toBe('0412345678')
  })
})

describe('contact and trade-in field set (FIN §2.7, §5 Postcode)', () => {
  it.each(['trade-in', 'valuation', 'sell-my-car', 'contact'] as const)('%s requires a 4-digit postcode', (type) => {
    const { postcode: _p, ...rest } = filled[type]
    expect(errors(type, rest)).toEqual([['postcode', POSTCODE_MESSAGE]])
    expect(errors(type, { ...rest, postcode: '40001' })).toEqual([['postcode', POSTCODE_MESSAGE]])
    expect(errors(type, { ...rest, postcode: 'abcd' })).toEqual([['postcode', POSTCODE_MESSAGE]])
  })
  it('the car forms need make, model, year and kilometres; money and km keep their digits', () => {
    expect(errors('trade-in', { ...filled['trade-in'], tradeIn: {} })).toEqual([
      ['tradeIn.make', REQUIRED_MESSAGE],
      ['tradeIn.model', REQUIRED_MESSAGE],
      ['tradeIn.year', REQUIRED_MESSAGE],
      ['tradeIn.km', REQUIRED_MESSAGE],
    ])
    const lead = leadSchema('valuation', forms(), { now }).parse({ ...filled.valuation, tradeIn: { ...car, price: '$12,500', state: 'QLD', rego: ' abc123 ' } })
    expect(lead.tradeIn).toEqual({ make: 'Toyota', model: 'Corolla', year: 2018, km: 85000, price: 12500, state: 'QLD', rego: 'abc123' })
    expect(lead.preferredContact).toBe('SMS')
  })
  it('rejects an impossible year and an unknown state or contact method', () => {
    expect(errors('trade-in', { ...filled['trade-in'], tradeIn: { ...car, year: 1850 } })).toEqual([['tradeIn.year', INVALID_YEAR_MESSAGE]])
    expect(errors('trade-in', { ...filled['trade-in'], tradeIn: { ...car, year: 2028 } })).toEqual([['tradeIn.year', INVALID_YEAR_MESSAGE]])
    expect(errors('trade-in', { ...filled['trade-in'], tradeIn: { ...car, state: 'XX' } })).toEqual([['tradeIn.state', INVALID_CHOICE_MESSAGE]])
    expect(errors('valuation', { ...filled.valuation, preferredContact: 'Fax' })).toEqual([['preferredContact', INVALID_CHOICE_MESSAGE]])
  })
})

describe('other forms', () => {
  it('finance details are clamped and defaulted like the quick quote (FIN §5)', () => {
    expect(leadSchema('finance', forms()).parse(filled.finance).finance).toEqual({ purchasePrice: 45990, term: 6, creditScore: 'DECENT' })
    expect(leadSchema('finance', forms()).parse({ ...filled.finance, finance: undefined }).finance).toEqual({ purchasePrice: 30000, term: 5, creditScore: 'GREAT' })
    expect(leadSchema('finance', forms()).parse({ ...filled.finance, finance: { purchasePrice: 5, term: 12 } }).finance).toEqual({ purchasePrice: 10000, term: 7, creditScore: 'GREAT' })
  })
  it('test drive date and time are optional but must be real', () => {
    expect(errors('test-drive', { ...filled['test-drive'], date: undefined, time: undefined })).toEqual([])
    expect(errors('test-drive', { ...filled['test-drive'], date: '2026-02-31', time: '25:00' })).toEqual([
      ['date', INVALID_DATE_MESSAGE],
      ['time', INVALID_TIME_MESSAGE],
    ])
  })
  it.each(['service', 'parts', 'career'] as const)('%s requires a message', (type) => expect(errors(type, { ...filled[type], message: '' })).toEqual([['message', REQUIRED_MESSAGE]]))
  it.each(['find-similar', 'request-photos', 'phone-reveal'] as const)('%s names its car', (type) => {
    expect(errors(type, { ...filled[type], vehicle: undefined })).toEqual([['vehicle', REQUIRED_MESSAGE]])
  })
  it('a phone reveal needs no contact details, only the car or the dealership', () => {
    expect(errors('phone-reveal', { type: 'phone-reveal', idempotencyKey: key, dealership: 'city-toyota' })).toEqual([])
  })
  it('keeps the honeypot so the server can see it', () => expect(leadSchema('contact', forms()).parse({ ...filled.contact, website: 'http://spam' }).website).toBe('http://spam'))
})

describe('parseLead (the 422 body)', () => {
  it('answers the heading with dotted paths', () => {
    const result = parseLead({ ...filled['trade-in'], postcode: '1', tradeIn: { ...car, km: '' } }, forms())
    expect(result).toEqual({ ok: false, body: { message: FORM_ERROR_HEADING, errors: [{ path: 'postcode', message: POSTCODE_MESSAGE }, { path: 'tradeIn.km', message: REQUIRED_MESSAGE }] } })
  })
  it('a missing or unknown type is a field error', () => {
    expect(parseLead({}, forms())).toEqual({ ok: false, body: { message: FORM_ERROR_HEADING, errors: [{ path: 'type', message: REQUIRED_MESSAGE }] } })
    expect(parseLead('x', forms())).toEqual({ ok: false, body: { message: FORM_ERROR_HEADING, errors: [{ path: 'type', message: REQUIRED_MESSAGE }] } })
    expect(parseLead({ type: 'reservation' }, forms())).toEqual({ ok: false, body: { message: FORM_ERROR_HEADING, errors: [{ path: 'type', message: INVALID_CHOICE_MESSAGE }] } })
  })
  it('accepts a valid body', () => expect(parseLead(filled.contact, forms())).toMatchObject({ ok: true, lead: { type: 'contact', postcode: '4000' } }))
  it('a phone that is not an Australian number is a field error; one written with spaces or +61 is kept as its digits (issue 48, finding 12)', () => {
    expect(parseLead({ ...filled.contact, phone: 'call me after 5' }, forms())).toEqual({ ok: false, body: { message: FORM_ERROR_HEADING, errors: [{ path: 'phone', message: PHONE_MESSAGE }] } })
    expect(parseLead({ ...filled.contact, phone: '+61 412 345 678' }, forms())).toMatchObject({ ok: true, lead: { phone: '0412345678' } })
    expect(parseLead({ ...filled.contact, phone: '(02) 9630 4000' }, forms())).toMatchObject({ ok: true, lead: { phone: '0296304000' } })
  })
  it("each site's settings decide, whichever site's form was parsed before (schemas are reused per settings)", () => {
    const noComment = { ...filled.enquiry, message: '' }
    const noCar = { ...noComment, vehicle: undefined, location: 3 }
    const withDealerships = (count: number) => parseLead(noCar, forms({ commentsRequired: false }), { dealershipCount: count })
    for (let round = 0; round < 2; round++) {
      expect(parseLead(noComment, forms({ commentsRequired: true }))).toMatchObject({ ok: false, body: { errors: [{ path: 'message', message: REQUIRED_MESSAGE }] } })
      expect(parseLead(noComment, forms({ commentsRequired: false }))).toMatchObject({ ok: true })
      expect(parseLead({ ...noComment, termsAccepted: false }, forms({ commentsRequired: false, termsCheckbox: true }))).toMatchObject({ ok: false, body: { errors: [{ path: 'termsAccepted' }] } })
      expect(withDealerships(2)).toMatchObject({ ok: false, body: { errors: [{ path: 'dealership', message: REQUIRED_MESSAGE }] } })
      expect(withDealerships(1)).toMatchObject({ ok: true })
    }
  })
})

describe('leadCategory (FIN §2.7, §4)', () => {
  it('test drives by car type', () => {
    expect(leadCategory('test-drive', 'used')).toEqual({ category: 'Test Drive', subcategory: 'Test Drive Booking Used' })
    expect(leadCategory('test-drive', 'new')).toEqual({ category: 'Test Drive', subcategory: 'Test Drive Booking New' })
  })
  it('a career enquiry is a General Enquiry › Career Enquiry and records event 51', () => {
    expect(leadCategory('career')).toEqual({ category: 'General Enquiry', subcategory: CAREER_SUBCATEGORY })
    expect(leadEventId(leadCategory('career'))).toBe(51)
  })
  it('Find Me Something Similar by its subcategory', () => expect(leadCategory('find-similar', 'used').subcategory).toBe(FIND_SIMILAR_SUBCATEGORY))
  it('an enquiry without a car is a General Enquiry; every type has a category', () => {
    expect(leadCategory('enquiry').category).toBe('General Enquiry')
    expect(leadCategory('enquiry', 'used').category).toBe('Vehicle Enquiry')
    for (const type of LEAD_TYPES) expect(leadCategory(type).category).not.toBe('')
  })
})

describe('helpers', () => {
  it('digitsOnly', () => {
    expect(digitsOnly('$45,990')).toBe(45990)
    expect(digitsOnly('12,345 kms')).toBe(12345)
    expect(digitsOnly('')).toBeUndefined()
    expect(digitsOnly(null)).toBeUndefined()
    expect(digitsOnly(-5)).toBe(0)
    expect(digitsOnly(Number.NaN)).toBeUndefined()
  })
  it('isCalendarDay', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('01/12/2026')).toBe(false)
  })
})
