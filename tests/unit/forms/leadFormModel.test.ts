import { describe, expect, it } from 'vitest'
import { leadEventId } from '../../../site/rules/analytics'
import { leadCategory } from '../../../site/leads/schema'
import { FINANCE_CONSENT_NOTICE, FORM_TYPES, formModel, TRADE_IN_FAQ, type FormType } from '../../../site/forms/leadFormModel'

const defaults = { postcodeRequired: false, commentsRequired: true, termsCheckbox: false }
const names = (type: FormType, settings = defaults) => formModel(type, settings).steps.map((s) => s.fields.map((f) => f.name))

describe('lead form model (FIN §2.3, §2.7, §4, §5)', () => {
  it('every type has a title, a submit label and at least one step with the contact fields', () => {
    for (const type of FORM_TYPES) {
      const model = formModel(type, defaults)
      expect(model.title).not.toBe('')
      expect(model.submitLabel).not.toBe('')
      expect(model.steps.flatMap((s) => s.fields.map((f) => f.name))).toEqual(expect.arrayContaining(['firstName', 'email', 'phone', 'optIn']))
    }
  })

  it('the enquiry has Comments required unless the dealer opts out, postcode (placeholder 1234) and terms only where the dealer uses them', () => {
    const fields = formModel('enquiry', defaults).steps[0]!.fields
    expect(fields.find((f) => f.name === 'message')).toMatchObject({ label: 'Comments', required: true })
    expect(fields.find((f) => f.name === 'postcode')).toMatchObject({ required: false, placeholder: '1234' })
    expect(fields.some((f) => f.name === 'termsAccepted')).toBe(false)
    const strict = formModel('enquiry', { postcodeRequired: true, commentsRequired: false, termsCheckbox: true }).steps[0]!.fields
    expect(strict.find((f) => f.name === 'message')?.required).toBe(false)
    expect(strict.find((f) => f.name === 'postcode')?.required).toBe(true)
    expect(strict.at(-1)?.name).toBe('termsAccepted')
  })

  it('test drive is two steps: the time first, then the details with an optional message', () => {
    expect(names('test-drive')).toEqual([['location', 'date', 'time'], ['firstName', 'lastName', 'email', 'phone', 'message', 'optIn']])
    expect(formModel('test-drive', defaults).steps[1]!.fields.find((f) => f.name === 'message')?.required).toBe(false)
  })

  it('trade-in, valuation and sell my car: rego and state, km and money fields, preferred contact, finance yes/no, postcode, the FAQ', () => {
    for (const type of ['trade-in', 'valuation', 'sell-my-car'] as const) {
      const model = formModel(type, defaults)
      expect(model.faq).toBe(true)
      const fields = model.steps.flatMap((s) => s.fields)
      expect(fields.find((f) => f.name === 'preferredContact')?.options?.map((o) => o.value)).toEqual(['Phone', 'Email', 'SMS'])
      expect(fields.find((f) => f.name === 'wantsFinance')).toMatchObject({ yesNo: true, options: [{ value: 'Yes', label: 'Yes' }, { value: 'No', label: 'No' }] })
      expect(fields.find((f) => f.name === 'tradeIn.km')?.kind).toBe('km')
      expect(fields.find((f) => f.name === 'tradeIn.price')?.kind).toBe('money')
      expect(fields.find((f) => f.name === 'postcode')?.required).toBe(true)
      expect(fields.find((f) => f.name === 'tradeIn.state')?.options).toHaveLength(8)
      expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual(['tradeIn.make', 'tradeIn.model', 'tradeIn.year', 'tradeIn.km', 'firstName', 'email', 'phone', 'postcode', 'location'])
    }
    expect(TRADE_IN_FAQ.map((q) => q.answer).join(' ')).toContain('over 7 years old or with more than 100,000 km')
  })

  it('the valuation form alone asks whether the shopper has a trade-in, Yes or No sent as a boolean (FIN §2.7)', () => {
    const asks = (type: 'trade-in' | 'valuation' | 'sell-my-car') => formModel(type, defaults).steps.flatMap((s) => s.fields).find((f) => f.name === 'hasTradeIn')
    expect(asks('valuation')).toMatchObject({ kind: 'radio', yesNo: true, label: 'Do you have a trade-in?', options: [{ value: 'Yes', label: 'Yes' }, { value: 'No', label: 'No' }] })
    expect(asks('trade-in')).toBeUndefined()
    expect(asks('sell-my-car')).toBeUndefined()
  })

  it('finance: the STOP consent notice, purchase price, term 1 to 7 years and credit history', () => {
    const model = formModel('finance', defaults)
    expect(model.notice).toBe(FINANCE_CONSENT_NOTICE)
    expect(model.defaults).toEqual({ finance: { term: '5', creditScore: 'GREAT' } })
    expect(FINANCE_CONSENT_NOTICE).toContain('replying STOP')
    const fields = model.steps[0]!.fields
    expect(fields.find((f) => f.name === 'finance.term')?.options).toHaveLength(7)
    expect(fields.find((f) => f.name === 'finance.creditScore')?.options?.map((o) => o.value)).toEqual(['GREAT', 'DECENT', 'POOR'])
  })

  it('find-similar sends the spec subcategory', () => {
    expect(formModel('find-similar', defaults).fixed).toEqual({ subcategory: 'Find me something similar' })
  })

  it("the schema's categories give the spec event ids (FIN §4)", () => {
    const event = (type: FormType, carType: string | null, tag: string | null = null) => leadEventId({ ...leadCategory(type, carType), carType, tag })
    expect(event('enquiry', 'new')).toBe(14)
    expect(event('enquiry', 'used')).toBe(15)
    expect(event('enquiry', 'demo')).toBe(22)
    expect(event('enquiry', null)).toBe(22)
    expect(event('test-drive', 'new')).toBe(17)
    expect(event('test-drive', 'used')).toBe(48)
    expect(event('enquiry', 'used', 'Test Drive Only')).toBe(17)
    expect(event('career', null)).toBe(51)
  })
})

describe('defaultState (FIN §9 "Default state qld")', () => {
  it("starts a trade-in's rego state at the site's default state", () => {
    expect(formModel('trade-in', { ...defaults, defaultState: 'qld' }).defaults).toEqual({ tradeIn: { state: 'QLD' } })
    expect(formModel('sell-my-car', { ...defaults, defaultState: 'wa' }).defaults).toEqual({ tradeIn: { state: 'WA' } })
    const field = formModel('valuation', { ...defaults, defaultState: 'nsw' }).steps[0]!.fields.find((f) => f.name === 'tradeIn.state')
    expect(field?.options?.map((o) => o.value)).toContain('NSW')
  })

  it('leaves forms without a rego state alone', () => {
    expect(formModel('enquiry', { ...defaults, defaultState: 'wa' }).defaults).toEqual({})
  })
})

describe('the Preferred dealership select (FIN §5: required when there are several dealerships)', () => {
  const fieldsOf = (type: FormType, dealershipCount: number, boundToCar = false) => formModel(type, { ...defaults, dealershipCount, boundToCar }).steps.flatMap((s) => s.fields)
  it('the careers form asks for the dealership on a group site, after the phone; with one dealership it does not ask', () => {
    const names = fieldsOf('career', 3).map((f) => f.name)
    expect(names.slice(names.indexOf('phone'), names.indexOf('phone') + 2)).toEqual(['phone', 'dealership'])
    expect(fieldsOf('career', 3).find((f) => f.name === 'dealership')).toMatchObject({ kind: 'dealership', label: 'Preferred dealership', required: true })
    expect(fieldsOf('career', 1).some((f) => f.name === 'dealership')).toBe(false)
  })
  it('a form with a location (which names the dealership) never asks for it', () => {
    // Careers has no location; Instant Message neither, and is always about a car (whose dealership it is).
    for (const type of FORM_TYPES.filter((t) => t !== 'career' && t !== 'chat')) expect(fieldsOf(type, 3).some((f) => f.kind === 'dealership'), type).toBe(false)
  })
})

describe('a site that offers the form no location (FormSettings.locationsOffered 0)', () => {
  const fieldsOf = (type: FormType, locationsOffered: number | undefined, dealershipCount = 1) => formModel(type, { ...defaults, locationsOffered, dealershipCount }).steps.flatMap((s) => s.fields)
  it('no form has a location select, a date or a time; with locations (or unset) the forms keep theirs', () => {
    for (const type of FORM_TYPES) {
      expect(fieldsOf(type, 0).filter((f) => ['location', 'date', 'time'].includes(f.kind)), type).toEqual([])
      expect(fieldsOf(type, 2).map((f) => f.name), type).toEqual(fieldsOf(type, undefined).map((f) => f.name))
    }
    expect(fieldsOf('service', 1).map((f) => f.kind)).toEqual(expect.arrayContaining(['location', 'date']))
  })
  it('the test drive loses its "Choose a time" step (every field of it came from the location) and keeps the details', () => {
    const model = formModel('test-drive', { ...defaults, locationsOffered: 0 })
    expect(model.steps.map((s) => s.title)).toEqual(['Your details'])
    expect(model.steps[0]!.fields.map((f) => f.name)).toEqual(formModel('test-drive', defaults).steps[1]!.fields.map((f) => f.name))
  })
  it('on a group site the form asks for the dealership instead (the lead goes to it without a location); with one dealership it asks nothing', () => {
    for (const type of FORM_TYPES) {
      expect(fieldsOf(type, 0, 3).some((f) => f.kind === 'dealership'), type).toBe(true)
      expect(fieldsOf(type, 0, 1).some((f) => f.kind === 'dealership'), type).toBe(false)
    }
  })
})
