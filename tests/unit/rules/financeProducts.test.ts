import { describe, expect, it } from 'vitest'
import { financeProducts, type FinanceProductsInput } from '../../../site/rules/financeProducts'

const input = (over: Partial<FinanceProductsInput> = {}): FinanceProductsInput => ({
  financePath: '/finance',
  lender: { label: 'Taurus', comparisonRateRange: { min: 8.38, max: 19.42 } },
  preApprovalPath: '/personalised/finance',
  calculator: { amountMin: 5000, amountMax: 100000, termMaxYears: 7 },
  protection: ['Ask us about extended warranty.', 'Comprehensive insurance too.'],
  contactPath: '/contact',
  noun: 'caravan',
  ...over,
})

describe('financeProducts (/finance-and-insurance)', () => {
  it('offers finance, pre-approval and protection, in that order, each with its page', () => {
    const products = financeProducts(input())
    expect(products.map((p) => [p.id, p.link?.url])).toEqual([['loan', '/finance'], ['preApproval', '/personalised/finance'], ['protection', '/contact']])
    expect(products[0]).toMatchObject({ heading: 'Caravan finance', paragraphs: ['Borrow from $5,000 to $100,000 over up to 7 years, arranged with Taurus.', 'Comparison rates from 8.38% to 19.42% p.a.'] })
    expect(products[2]!.paragraphs).toEqual(['Ask us about extended warranty.', 'Comprehensive insurance too.'])
  })

  it('leaves out what the site does not have', () => {
    expect(financeProducts(input({ financePath: null, preApprovalPath: null })).map((p) => p.id)).toEqual(['protection'])
    expect(financeProducts(input({ protection: [] })).map((p) => p.id)).toEqual(['loan', 'preApproval'])
    expect(financeProducts(input({ financePath: null, preApprovalPath: null, protection: [] }))).toEqual([])
  })

  it('says no lender and no rates when the site has no lender', () => {
    const [loan] = financeProducts(input({ lender: null, calculator: { amountMin: 1000, amountMax: 100000, termMaxYears: 1 } }))
    expect(loan!.paragraphs).toEqual(['Borrow from $1,000 to $100,000 over up to 1 year.'])
    const [withoutRange] = financeProducts(input({ lender: { label: 'Angle', comparisonRateRange: null } }))
    expect(withoutRange!.paragraphs).toHaveLength(1)
  })
})
