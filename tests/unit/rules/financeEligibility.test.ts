import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSiteConfig } from '../../../site/config/siteConfig'
import {
  calculatorSuppressed,
  type FinanceCar,
  financeDisplayEligible,
  type FinanceRuleSettings,
  type LenderCondition,
  type LenderData,
  lenderDataFor,
  type LenderRule,
  lenderTieInEligible,
  makeRuleFor,
  meetsCondition,
  meetsLenderRule,
  yearAt,
} from '../../../site/rules/financeEligibility'

// The spec's rows (variants §4a, §4b) come from the parsed default SiteConfig: the rule is data.
const financeFor = (provider: string | null, over: Record<string, unknown> = {}) => parseSiteConfig({ finance: { provider, ...over } }).finance
const clock = { now: new Date('2025-06-15T00:00:00Z') }

const rates: LenderData = { interestRate: 9.5, comparisonRate: 10.2, paymentWeek: 120, paymentMonth: 520 }
const car = (provider: string, over: Partial<FinanceCar> = {}, data: LenderData = rates): FinanceCar => ({
  make: 'Mazda',
  year: 2020,
  price: 25000,
  status: 'in_stock',
  reserved: false,
  sold: false,
  dealership_slug: 'north',
  finance_lenders: { [provider]: data },
  ...over,
})

describe('yearAt: the dealer calendar year', () => {
  it('is read in Brisbane by default', () => expect(yearAt({ now: new Date('2024-12-31T15:00:00Z') })).toBe(2025))
  it('follows a given time zone', () => expect(yearAt({ now: new Date('2024-12-31T15:00:00Z'), timeZone: 'UTC' })).toBe(2024))
})

describe('lenderDataFor (FIN §5: missing or empty data hides finance)', () => {
  it.each<[string, FinanceCar['finance_lenders'], LenderData | null]>([
    ['present', { taurus: rates }, rates],
    ['empty object', { taurus: {} }, null],
    ['null entry', { taurus: null }, null],
    ['other lender only', { angle: rates }, null],
    ['no lender map', null, null],
    ['lender map missing', undefined, null],
  ])('%s', (_, lenders, expected) => expect(lenderDataFor({ finance_lenders: lenders }, 'taurus')).toEqual(expected))
})

describe('meetsCondition (variants §4a)', () => {
  it.each<[LenderCondition, Partial<FinanceCar>, LenderData, boolean]>([
    ['inStock', { status: 'in_stock' }, {}, true],
    ['inStock', { status: 'coming_soon' }, {}, true],
    ['inStock', { status: 'sold' }, {}, false],
    ['inStock', { status: null }, {}, false],
    ['statusInStock', { status: 'in_stock' }, {}, true],
    ['statusInStock', { status: 'coming_soon' }, {}, false],
    ['notSold', { sold: false }, {}, true],
    ['notSold', { sold: null }, {}, true],
    ['notSold', {}, {}, true],
    ['notSold', { sold: true }, {}, false],
    ['notReserved', { reserved: false }, {}, true],
    ['notReserved', {}, {}, true],
    ['notReserved', { reserved: true }, {}, false],
    ['comparisonRate', {}, { comparisonRate: 8.38 }, true],
    ['comparisonRate', {}, { comparisonRate: 0 }, true],
    ['comparisonRate', {}, { comparisonRate: null }, false],
    ['comparisonRate', {}, { comparisonRate: '' }, false],
    ['comparisonRate', {}, {}, false],
    ['weeklyPayment', {}, { paymentWeek: 99 }, true],
    ['weeklyPayment', {}, { paymentWeek: '99' }, true],
    ['weeklyPayment', {}, { paymentWeek: null }, false],
    ['weeklyPayment', {}, { paymentMonth: 400 }, false],
    ['monthlyPayment', {}, { paymentMonth: 400 }, true],
    ['monthlyPayment', {}, { paymentMonth: undefined }, false],
    ['monthlyPayment', {}, { paymentWeek: 99 }, false],
  ])('%s with %j and %j → %s', (condition, over, data, expected) => expect(meetsCondition(condition, over, data)).toBe(expected))
})

describe('meetsLenderRule: price and age (variants §4a, FIN §9)', () => {
  const rule: LenderRule = { label: 'Acme', priceAbove: 500, maxAgeYears: 12, requires: [] }
  it.each<[string, Partial<FinanceCar>, boolean]>([
    ['price 500 is not above 500', { price: 500 }, false],
    ['price 500.01', { price: 500.01 }, true],
    ['price 501', { price: 501 }, true],
    ['no price', { price: null }, false],
    ['exactly 12 years old (2013 in 2025)', { year: 2013 }, true],
    ['13 years old', { year: 2012 }, false],
    ['this year', { year: 2025 }, true],
    ['next model year', { year: 2026 }, true],
    ['no year', { year: null }, false],
  ])('%s → %s', (_, over, expected) => expect(meetsLenderRule({ price: 25000, year: 2020, ...over }, rule, {}, 2025)).toBe(expected))

  it('no price or age limit when the row sets none', () => expect(meetsLenderRule({ price: null, year: null }, { label: 'Open', requires: [] }, {}, 2025)).toBe(true))
  it('every listed condition must hold', () => {
    const both: LenderRule = { label: 'Both', requires: ['inStock', 'weeklyPayment'] }
    expect(meetsLenderRule({ status: 'in_stock' }, both, { paymentWeek: 1 }, 2025)).toBe(true)
    expect(meetsLenderRule({ status: 'in_stock' }, both, {}, 2025)).toBe(false)
    expect(meetsLenderRule({ status: 'sold' }, both, { paymentWeek: 1 }, 2025)).toBe(false)
  })
})

describe('financeDisplayEligible: base rule (FIN §5)', () => {
  const taurus = financeFor('taurus')
  it('shows for a car meeting every rule', () => expect(financeDisplayEligible(car('taurus'), taurus, clock)).toBe(true))
  it.each<[string, FinanceCar]>([
    ['no data for the lender', car('taurus', { finance_lenders: { angle: rates } })],
    ['empty data', car('taurus', {}, {})],
    ['no lender map', car('taurus', { finance_lenders: null })],
    ['interestRate null', car('taurus', {}, { ...rates, interestRate: null })],
    ['interestRate missing', car('taurus', {}, { comparisonRate: 10.2 })],
    ['comparisonRate null', car('taurus', {}, { ...rates, comparisonRate: null })],
    ['hidden make (default Suzuki row)', car('taurus', { make: 'Suzuki' })],
    ['hidden make in other case', car('taurus', { make: ' SUZUKI ' })],
  ])('hidden: %s', (_, hiddenCar) => expect(financeDisplayEligible(hiddenCar, taurus, clock)).toBe(false))

  it('hidden without a provider', () => expect(financeDisplayEligible(car('taurus'), financeFor(null), clock)).toBe(false))
  it('hidden without a provider even beside a row and data keyed "null"', () => {
    const settings: FinanceRuleSettings = { provider: null, lenders: { null: { label: 'Odd', requires: [] } }, makeRules: {}, hiddenDealerships: [] }
    expect(financeDisplayEligible(car('null'), settings, clock)).toBe(false)
  })
  it('hidden for a hidden dealership, shown for others and for none', () => {
    const settings = financeFor('taurus', { hiddenDealerships: ['north'] })
    expect(financeDisplayEligible(car('taurus'), settings, clock)).toBe(false)
    expect(financeDisplayEligible(car('taurus', { dealership_slug: 'south' }), settings, clock)).toBe(true)
    expect(financeDisplayEligible(car('taurus', { dealership_slug: null }), settings, clock)).toBe(true)
  })
  it('a make with a calculator rule only still shows finance', () => expect(financeDisplayEligible(car('taurus', { make: 'Toyota' }), taurus, clock)).toBe(true))
  it('hidden when the provider has no row', () => {
    const settings: FinanceRuleSettings = { provider: 'ghost', lenders: {}, makeRules: {}, hiddenDealerships: [] }
    expect(financeDisplayEligible(car('ghost'), settings, clock)).toBe(false)
  })
})

describe('financeDisplayEligible: the default lender rows (FIN §5)', () => {
  it.each<[string, string, Partial<FinanceCar>, LenderData, boolean]>([
    ['Taurus', 'taurus', { year: 2013 }, rates, true],
    ['Taurus', 'taurus', { year: 2012 }, rates, false],
    ['Taurus', 'taurus', { price: 500 }, rates, false],
    ['Taurus', 'taurus', { price: 501 }, rates, true],
    ['Taurus', 'taurus', { status: 'sold' }, rates, false],
    ['Taurus', 'taurus', { status: 'coming_soon' }, rates, true],
    ['360 Finance', '360-finance', { price: null, year: 1990 }, rates, true],
    ['360 Finance', '360-finance', { status: 'sold' }, rates, false],
    ['AusLoans', 'ausloans', { price: 1 }, rates, true],
    ['AusLoans', 'ausloans', { status: 'sold' }, rates, false],
    ['Manual', 'manual', {}, rates, true],
    ['Manual', 'manual', { price: 500 }, rates, false],
    ['Manual', 'manual', {}, { ...rates, paymentWeek: null }, false],
    ['Angle', 'angle', { year: 1990 }, rates, true],
    ['Angle', 'angle', { status: 'sold' }, rates, false],
    ['Powertorque', 'powertorque', {}, { interestRate: 9, comparisonRate: 9, paymentWeek: 80 }, true],
    ['Powertorque', 'powertorque', {}, { interestRate: 9, comparisonRate: 9, paymentMonth: 350 }, false],
    ['Nissan Finance', 'nissan-finance', {}, { interestRate: 9, comparisonRate: 9, paymentMonth: 350 }, true],
    ['Nissan Finance', 'nissan-finance', {}, { interestRate: 9, comparisonRate: 9, paymentWeek: 80 }, false],
    ['Nissan Finance', 'nissan-finance', { price: 500 }, rates, false],
  ])('%s (%s) with %j → %s', (_, id, over, data, expected) => expect(financeDisplayEligible(car(id, over, data), financeFor(id), clock)).toBe(expected))

  it('reads a site-added row the same way', () => {
    const settings = financeFor('acme', { lenders: { acme: { label: 'Acme', priceAbove: 1000, maxAgeYears: 3, requires: ['monthlyPayment'] } } })
    expect(financeDisplayEligible(car('acme', { year: 2022, price: 1001 }), settings, clock)).toBe(true)
    expect(financeDisplayEligible(car('acme', { year: 2021 }), settings, clock)).toBe(false)
    expect(financeDisplayEligible(car('acme', { price: 1000 }), settings, clock)).toBe(false)
  })
})

describe('makeRuleFor and calculatorSuppressed (FIN §2.5, variants §4b)', () => {
  const makeRules = financeFor(null).makeRules
  it.each<[string | null | undefined, unknown]>([
    ['Suzuki', { hideFinance: true }],
    ['toyota', { calculatorOnlyWithLender: 'toyota-finance' }],
    ['Mazda', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('rule for %j', (make, rule) => expect(makeRuleFor(make, makeRules)).toEqual(rule))
  it('matches a table key written with spaces', () => expect(makeRuleFor('Suzuki', { ' suzuki ': { hideFinance: true } })).toEqual({ hideFinance: true }))

  it.each<[string, string | null, string | null, boolean]>([
    ['Toyota on another lender', 'Toyota', 'taurus', true],
    ['Toyota with no lender', 'Toyota', null, true],
    ['Toyota on its own lender', 'Toyota', 'toyota-finance', false],
    ['Toyota in other case', ' TOYOTA', 'angle', true],
    ['another make', 'Mazda', 'taurus', false],
    ['a make that only hides finance', 'Suzuki', 'taurus', false],
    ['no make', null, 'taurus', false],
  ])('%s → suppressed %s', (_, make, provider, expected) => expect(calculatorSuppressed({ make }, { provider, makeRules })).toBe(expected))
})

describe('lenderTieInEligible (FIN §4)', () => {
  const tieIn = financeFor(null, { lenderTieIn: true })
  const stock: FinanceCar = { status: 'in_stock', price: 201, sold: false, reserved: false }
  it.each<[string, Partial<FinanceCar>, boolean]>([
    ['in stock at 201', {}, true],
    ['price 200', { price: 200 }, false],
    ['price 200.01', { price: 200.01 }, true],
    ['no price', { price: null }, false],
    ['coming soon', { status: 'coming_soon' }, false],
    ['sold status', { status: 'sold' }, false],
    ['sold flag', { sold: true }, false],
    ['reserved', { reserved: true }, false],
    ['flags missing', { sold: undefined, reserved: undefined }, true],
  ])('%s → %s', (_, over, expected) => expect(lenderTieInEligible({ ...stock, ...over }, tieIn, clock)).toBe(expected))

  it('off unless the tie-in is enabled', () => expect(lenderTieInEligible(stock, financeFor(null), clock)).toBe(false))
  it('off when the tie-in row is missing', () => expect(lenderTieInEligible(stock, { lenderTieIn: true, tieInLender: 'ghost', lenders: {} }, clock)).toBe(false))
  it('reads the car data of the tie-in lender for data conditions', () => {
    const settings = { lenderTieIn: true, tieInLender: 'acme', lenders: { acme: { label: 'Acme', requires: ['weeklyPayment' as const] } } }
    expect(lenderTieInEligible({ finance_lenders: { acme: { paymentWeek: 50 } } }, settings, clock)).toBe(true)
    expect(lenderTieInEligible({ finance_lenders: { other: { paymentWeek: 50 } } }, settings, clock)).toBe(false)
  })
})

describe('no lender or make name in code (common brief)', () => {
  it('names appear only as data', () => {
    const source = fs.readFileSync('site/rules/financeEligibility.ts', 'utf8')
    expect(source).not.toMatch(/taurus|suzuki|toyota|nissan|ausloans|angle'|powertorque|youx|360/i)
  })
})
