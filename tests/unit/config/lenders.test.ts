import { describe, expect, it } from 'vitest'
import { DEFAULT_LENDERS, DEFAULT_MAKE_RULES, LENDER_CONDITIONS } from '../../../site/config/lenders'
import { mergeRows } from '../../../site/config/shared'
import { defaultSiteConfig, parseSiteConfig, safeParseSiteConfig } from '../../../site/config/siteConfig'

const issuesOf = (raw: unknown) => {
  const result = safeParseSiteConfig(raw)
  return result.ok ? [] : result.issues
}

describe('4a lender rules: the spec rows ship as defaults', () => {
  it.each([
    ['taurus', { label: 'Taurus', priceAbove: 500, maxAgeYears: 12, requires: ['inStock', 'comparisonRate'] }],
    ['360-finance', { label: '360 Finance', requires: ['inStock'] }],
    ['ausloans', { label: 'AusLoans', requires: ['inStock'] }],
    ['manual', { label: 'Manual', priceAbove: 500, requires: ['inStock', 'weeklyPayment'] }],
    ['angle', { label: 'Angle', priceAbove: 500, requires: ['inStock', 'weeklyPayment'] }],
    ['powertorque', { label: 'Powertorque', priceAbove: 500, requires: ['inStock', 'weeklyPayment'] }],
    ['nissan-finance', { label: 'Nissan Finance', priceAbove: 500, requires: ['inStock', 'monthlyPayment'] }],
    ['toyota-finance', { label: 'Toyota finance lender', requires: [] }],
    ['youx', { label: 'third-party lender tie-in', priceAbove: 200, requires: ['statusInStock', 'notSold', 'notReserved'] }],
  ])('%s', (id, row) => {
    expect(DEFAULT_LENDERS[id]).toStrictEqual(row)
    expect(defaultSiteConfig.finance.lenders[id]).toStrictEqual(row)
  })

  it('has exactly the nine rows of the table, in its order', () => {
    expect(Object.keys(defaultSiteConfig.finance.lenders)).toEqual(['taurus', '360-finance', 'ausloans', 'manual', 'angle', 'powertorque', 'nissan-finance', 'toyota-finance', 'youx'])
  })

  it('knows the seven conditions of the LenderCondition type', () => {
    expect(LENDER_CONDITIONS).toEqual(['inStock', 'statusInStock', 'notSold', 'notReserved', 'comparisonRate', 'weeklyPayment', 'monthlyPayment'])
  })
})

describe('4b make rules: the spec rows ship as defaults', () => {
  it('Suzuki hides finance; Toyota keeps its calculator for the Toyota finance lender only', () => {
    expect(DEFAULT_MAKE_RULES).toStrictEqual({ Suzuki: { hideFinance: true }, Toyota: { calculatorOnlyWithLender: 'toyota-finance' } })
    expect(defaultSiteConfig.finance.makeRules).toStrictEqual(DEFAULT_MAKE_RULES)
  })
})

describe('rows merge by id', () => {
  it('a stored partial row overrides only its fields of the default row', () => {
    const { lenders } = parseSiteConfig({ finance: { lenders: { taurus: { priceAbove: 1000, comparisonRateRange: { min: 8.38, max: 19.42 } } } } }).finance
    expect(lenders.taurus).toStrictEqual({ label: 'Taurus', priceAbove: 1000, maxAgeYears: 12, requires: ['inStock', 'comparisonRate'], comparisonRateRange: { min: 8.38, max: 19.42 } })
    expect(lenders.angle).toStrictEqual(DEFAULT_LENDERS.angle)
  })

  it('a stored list replaces the default list (patches are shallow)', () => {
    const { lenders } = parseSiteConfig({ finance: { lenders: { manual: { requires: ['statusInStock'] } } } }).finance
    expect(lenders.manual?.requires).toEqual(['statusInStock'])
  })

  it('a new id is added after the default rows', () => {
    const { lenders, provider } = parseSiteConfig({ finance: { provider: 'acme', lenders: { acme: { label: 'Acme', requires: ['inStock'], cardFinalPayment: 0 } } } }).finance
    expect(provider).toBe('acme')
    expect(lenders.acme).toStrictEqual({ label: 'Acme', requires: ['inStock'], cardFinalPayment: 0 })
    expect(Object.keys(lenders).at(-1)).toBe('acme')
    expect(Object.keys(lenders)).toHaveLength(10)
  })

  it('a new row must be complete', () => {
    expect(issuesOf({ finance: { lenders: { acme: { priceAbove: 5 } } } })).toEqual([
      { path: 'finance.lenders.acme.label', message: 'Invalid input: expected string, received undefined' },
      { path: 'finance.lenders.acme.requires', message: 'Invalid input: expected array, received undefined' },
    ])
  })

  it.each([
    [{ taurus: { requires: ['teleport'] } }, 'finance.lenders.taurus.requires.0'],
    [{ taurus: { maxAgeYears: 0 } }, 'finance.lenders.taurus.maxAgeYears'],
    [{ taurus: { maxAgeYears: 12.5 } }, 'finance.lenders.taurus.maxAgeYears'],
    [{ taurus: { priceAbove: -1 } }, 'finance.lenders.taurus.priceAbove'],
    [{ taurus: { label: '' } }, 'finance.lenders.taurus.label'],
    [{ taurus: { calculator: { interestRange: { min: 20, max: 4 } } } }, 'finance.lenders.taurus.calculator.interestRange.max'],
    [{ taurus: { calculator: { establishmentFee: -1 } } }, 'finance.lenders.taurus.calculator.establishmentFee'],
    [{ taurus: { calculator: { amountMax: 0 } } }, 'finance.lenders.taurus.calculator.amountMax'],
    [{ taurus: { comparisonRateRange: { min: 19.42, max: 8.38 } } }, 'finance.lenders.taurus.comparisonRateRange.max'],
    [{ '': { label: 'Blank', requires: [] } }, 'finance.lenders.'],
  ])('rejects the bad lender patch %j at %s', (lenders, path) => {
    expect(issuesOf({ finance: { lenders } }).map((i) => i.path)).toEqual([path])
  })

  it('make rules merge the same way', () => {
    const { makeRules } = parseSiteConfig({ finance: { makeRules: { Suzuki: { hideFinance: false }, Toyota: { hideFinance: true }, Kia: { hideFinance: true } } } }).finance
    expect(makeRules).toStrictEqual({
      Suzuki: { hideFinance: false },
      Toyota: { calculatorOnlyWithLender: 'toyota-finance', hideFinance: true },
      Kia: { hideFinance: true },
    })
  })

  it('mergeRows never changes the default rows', () => {
    const defaults = { a: { x: 1, y: [1] } }
    const merged = mergeRows(defaults, { a: { x: 2 }, b: { x: 3 } })
    expect(merged).toStrictEqual({ a: { x: 2, y: [1] }, b: { x: 3 } })
    expect(defaults).toStrictEqual({ a: { x: 1, y: [1] } })
  })
})

describe('lender references', () => {
  it.each([
    [{ provider: 'no-such-lender' }, 'finance.provider', 'No lender row "no-such-lender" in finance.lenders'],
    [{ provider: 'toString' }, 'finance.provider', 'No lender row "toString" in finance.lenders'],
    [{ lenderTieIn: true, tieInLender: 'nope' }, 'finance.tieInLender', 'No lender row "nope" in finance.lenders'],
    [{ makeRules: { Kia: { calculatorOnlyWithLender: 'kia-finance' } } }, 'finance.makeRules.Kia.calculatorOnlyWithLender', 'No lender row "kia-finance" in finance.lenders'],
  ])('%j is rejected at %s', (finance, path, message) => {
    expect(issuesOf({ finance })).toEqual([{ path, message }])
  })

  it.each([
    [{ provider: 'taurus' }],
    [{ provider: null }],
    [{ lenderTieIn: false, tieInLender: 'not-used-while-off' }],
    [{ lenderTieIn: true }],
    [{ makeRules: { Kia: { calculatorOnlyWithLender: 'kia-finance' } }, lenders: { 'kia-finance': { label: 'Kia Finance', requires: [] } } }],
  ])('%j is accepted', (finance) => {
    expect(issuesOf({ finance })).toEqual([])
  })
})
