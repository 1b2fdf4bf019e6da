import { describe, expect, it } from 'vitest'
import { ANALYTICS_EVENTS, LEAD_EVENT_RULES, type LeadFacts, leadEventId, testDriveSubcategory } from '../../../site/rules/analytics'

describe('ANALYTICS_EVENTS (FIN §4, INV §9)', () => {
  it('has every spec id', () => {
    expect(ANALYTICS_EVENTS).toEqual({
      newEnquiry: 14,
      usedEnquiry: 15,
      newTestDrive: 17,
      usedTestDrive: 48,
      defaultEnquiry: 22,
      careerEnquiry: 51,
      phoneCodeSent: 36,
      phoneVerified: 37,
      financeCalculatorUse: 26,
      phoneClick: 25,
      saveCar: 39,
    })
  })
})

describe('testDriveSubcategory (FIN §4)', () => {
  it.each([
    ['used', 'Test Drive Booking Used'],
    ['new', 'Test Drive Booking New'],
    ['demo', 'Test Drive Booking New'],
    [null, 'Test Drive Booking New'],
  ])('%j → %s', (carType, subcategory) => expect(testDriveSubcategory(carType)).toBe(subcategory))
})

describe('leadEventId (FIN §4 Lead analytics event ids)', () => {
  it.each<[string, LeadFacts, number]>([
    ['new car enquiry', { category: 'General Enquiry', carType: 'new' }, 14],
    ['used car enquiry', { category: 'General Enquiry', carType: 'used' }, 15],
    ['finance enquiry on a used car', { category: 'Finance Enquiry', carType: 'used' }, 15],
    ['demo car enquiry', { category: 'General Enquiry', carType: 'demo' }, 22],
    ['enquiry without a car', { category: 'General Enquiry' }, 22],
    ['nothing known', {}, 22],
    ['car type in other case', { carType: ' USED ' }, 15],
    ['new test drive', { category: 'Test Drive', subcategory: 'Test Drive Booking New', carType: 'new' }, 17],
    ['used test drive', { category: 'Test Drive', subcategory: 'Test Drive Booking Used', carType: 'used' }, 48],
    ['demo test drive', { subcategory: testDriveSubcategory('demo'), carType: 'demo' }, 17],
    ['used car tagged Test Drive Only', { carType: 'used', tag: 'Test Drive Only' }, 17],
    ['used test drive tagged Test Drive Only', { subcategory: 'Test Drive Booking Used', carType: 'used', tag: 'test drive only' }, 17],
    ['another tag', { carType: 'used', tag: 'runout sale' }, 15],
    ['career enquiry', { category: 'General Enquiry', subcategory: 'Career Enquiry' }, 51],
    ['career subcategory on another category', { category: 'Finance Enquiry', subcategory: 'Career Enquiry' }, 22],
    ['career category without the subcategory', { category: 'General Enquiry', subcategory: 'Sales' }, 22],
    ['null facts', { category: null, subcategory: null, carType: null, tag: null }, 22],
  ])('%s → %d', (_, lead, id) => expect(leadEventId(lead)).toBe(id))

  it('reads the first matching row of a given table', () => {
    expect(leadEventId({ carType: 'new' }, [{ when: { carType: 'new' }, event: 'saveCar' }, ...LEAD_EVENT_RULES])).toBe(39)
    expect(leadEventId({ carType: 'new' }, [])).toBe(22)
  })
  it('a row with no conditions matches everything', () => expect(leadEventId({}, [{ when: {}, event: 'phoneClick' }])).toBe(25))
})
