import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LenderRule } from '../../../site/config/lenders'
import { CALCULATOR_DEFAULTS, calculatorIssues, resolveCalculator, type FinanceCalculator } from '../../../site/config/sections/financeCalculator'
import { parseSiteConfig, safeParseSiteConfig } from '../../../site/config/siteConfig'

const lender = (calculator: LenderRule['calculator']): LenderRule => ({ label: 'L', requires: [], calculator })

describe('calculator defaults (variants §4 table)', () => {
  it('are the table values', () => {
    expect(CALCULATOR_DEFAULTS).toStrictEqual({
      amountField: 'loanAmount',
      amountMin: 1000,
      amountMax: 100000,
      amountMaxFromPrice: null,
      termMaxYears: 7,
      termYearSteps: null,
      defaultTermYears: 5,
      interestRange: { min: 0.5, max: 15 },
      interestEditable: true,
      defaultInterestRate: 10,
      fees: null,
    })
  })

  it('apply with no stored value and no lender', () => {
    expect(resolveCalculator({}, undefined)).toStrictEqual(CALCULATOR_DEFAULTS)
    expect(resolveCalculator({}, { label: 'L', requires: [] })).toStrictEqual(CALCULATOR_DEFAULTS)
  })
})

describe('resolution order: site value, then the active lender row, then the default', () => {
  it.each([
    ['amountMin', 5000, 2000],
    ['amountMax', 250000, 150000],
    ['termMaxYears', 5, 6],
    ['defaultInterestRate', 8.5, 9],
    ['interestRange', { min: 7.5, max: 14.5 }, { min: 4, max: 20 }],
  ] as const)('%s', (key, fromLender, fromSite) => {
    const row = lender({ [key]: fromLender })
    expect(resolveCalculator({}, row)[key]).toStrictEqual(fromLender)
    expect(resolveCalculator({ [key]: fromSite }, row)[key]).toStrictEqual(fromSite)
    expect(resolveCalculator({ [key]: fromSite }, undefined)[key]).toStrictEqual(fromSite)
  })

  it.each([
    ['amountField', 'purchasePrice'],
    ['amountMaxFromPrice', { above: 100000, factor: 1.05 }],
    ['termYearSteps', [1, 2, 3, 5, 7]],
    ['defaultTermYears', 6],
    ['interestEditable', false],
  ] as const)('%s comes from the site or the default only', (key, value) => {
    expect(resolveCalculator({ [key]: value }, lender({}))[key]).toStrictEqual(value)
  })

  it('explicit null keeps the default for amountMaxFromPrice and termYearSteps', () => {
    expect(resolveCalculator({ amountMaxFromPrice: null, termYearSteps: null }, undefined)).toStrictEqual(CALCULATOR_DEFAULTS)
  })

  it('fees: the site fees, else the lender establishment fee, else none', () => {
    const siteFees = { establishment: 395, securityRegistration: 6, monthlyAdmin: 8, agency: 912.25 }
    expect(resolveCalculator({ fees: siteFees }, lender({ establishmentFee: 1300 })).fees).toStrictEqual(siteFees)
    expect(resolveCalculator({}, lender({ establishmentFee: 1360.5 })).fees).toStrictEqual({ establishment: 1360.5 })
    expect(resolveCalculator({ fees: null }, lender({ establishmentFee: 1300 })).fees).toStrictEqual({ establishment: 1300 })
    expect(resolveCalculator({}, lender({ establishmentFee: 0 })).fees).toStrictEqual({ establishment: 0 })
    expect(resolveCalculator({}, lender({})).fees).toBeNull()
  })

  it('property: every lender-backed key is the first value given', () => {
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
    fc.assert(
      fc.property(maybe(fc.integer({ min: 0, max: 1e6 })), maybe(fc.integer({ min: 0, max: 1e6 })), maybe(fc.integer({ min: 1, max: 10 })), maybe(fc.integer({ min: 1, max: 10 })), (siteMin, lenderMin, siteTerm, lenderTerm) => {
        const resolved = resolveCalculator({ amountMin: siteMin, termMaxYears: siteTerm }, lender({ amountMin: lenderMin, termMaxYears: lenderTerm }))
        expect(resolved.amountMin).toBe(siteMin ?? lenderMin ?? 1000)
        expect(resolved.termMaxYears).toBe(siteTerm ?? lenderTerm ?? 7)
      }),
    )
  })
})

describe('through SiteConfig: the active lender is finance.provider', () => {
  const lenders = { angle: { calculator: { amountMin: 5000, interestRange: { min: 7.5, max: 14.5 }, establishmentFee: 1300 } } }

  it('uses the provider row', () => {
    const { calculator } = parseSiteConfig({ finance: { provider: 'angle', lenders } }).finance
    expect(calculator).toStrictEqual({ ...CALCULATOR_DEFAULTS, amountMin: 5000, interestRange: { min: 7.5, max: 14.5 }, fees: { establishment: 1300 } })
  })

  it('ignores rows of other lenders', () => {
    expect(parseSiteConfig({ finance: { provider: 'taurus', lenders } }).finance.calculator).toStrictEqual(CALCULATOR_DEFAULTS)
    expect(parseSiteConfig({ finance: { lenders } }).finance.calculator).toStrictEqual(CALCULATOR_DEFAULTS)
  })

  it('a site value wins over the provider row', () => {
    const { calculator } = parseSiteConfig({ finance: { provider: 'angle', lenders, calculator: { interestRange: { min: 9.95, max: 19.95 }, amountField: 'purchasePrice', amountMax: 250000 } } }).finance
    expect(calculator).toMatchObject({ amountMin: 5000, interestRange: { min: 9.95, max: 19.95 }, amountField: 'purchasePrice', amountMax: 250000 })
  })
})

describe('contradictions between resolved values', () => {
  const base: FinanceCalculator = { ...CALCULATOR_DEFAULTS }

  it.each([
    [{ amountMin: 100000 }, []],
    [{ amountMin: 100001 }, [{ key: 'amountMin', message: 'amountMin 100001 is above amountMax 100000' }]],
    [{ defaultTermYears: 7 }, []],
    [{ defaultTermYears: 7.5 }, [{ key: 'defaultTermYears', message: 'defaultTermYears 7.5 is above termMaxYears 7' }]],
    [{ defaultInterestRate: 0.5 }, []],
    [{ defaultInterestRate: 15 }, []],
    [{ defaultInterestRate: 0.49 }, [{ key: 'defaultInterestRate', message: 'defaultInterestRate 0.49 is outside interestRange 0.5–15' }]],
    [{ defaultInterestRate: 15.01 }, [{ key: 'defaultInterestRate', message: 'defaultInterestRate 15.01 is outside interestRange 0.5–15' }]],
  ] as const)('%j', (patch, issues) => {
    expect(calculatorIssues({ ...base, ...patch })).toEqual(issues)
  })

  it.each([
    [{ calculator: { termMaxYears: 5, defaultTermYears: 6 } }, 'finance.calculator.defaultTermYears', 'defaultTermYears 6 is above termMaxYears 5'],
    [{ calculator: { interestRange: { min: 10.5, max: 19.95 } } }, 'finance.calculator.defaultInterestRate', 'defaultInterestRate 10 is outside interestRange 10.5–19.95'],
    [{ provider: 'angle', lenders: { angle: { calculator: { amountMin: 200000 } } } }, 'finance.calculator.amountMin', 'amountMin 200000 is above amountMax 100000'],
  ])('are rejected in SiteConfig at the key to fix: %j', (finance, path, message) => {
    const result = safeParseSiteConfig({ finance })
    expect(result.ok ? [] : result.issues).toEqual([{ path, message }])
  })

  it.each([
    [{ interestRange: { min: 9.95, max: 19.95 } }],
    [{ interestRange: { min: 5.99, max: 15.99 } }],
    [{ interestRange: { min: 0.5, max: 15 }, defaultInterestRate: 8.5 }],
    [{ termMaxYears: 5 }],
    [{ defaultTermYears: 6 }],
    [{ amountMin: 5000, amountMax: 250000, amountField: 'purchasePrice' }],
  ])('the spec alternatives are consistent: %j', (calculator) => {
    expect(safeParseSiteConfig({ finance: { calculator } }).ok).toBe(true)
  })
})
