import { describe, expect, it } from 'vitest'
import { parseSiteConfig } from '../../../site/config/siteConfig'
import { LOCAL_REDIRECT, localLender, localQuoteRates } from '../../../site/finance/lender/localLender'

describe('the local default lender', () => {
  it('rates: the tie-in row’s quickQuote rates and fee when set', () => {
    const config = parseSiteConfig({ finance: { lenderTieIn: true, lenders: { youx: { quickQuote: { rates: { GREAT: 6.29, DECENT: 9.5, POOR: 14 }, establishmentFee: 1300 } } } } })
    expect(localQuoteRates(config.finance)).toEqual({ rates: { GREAT: 6.29, DECENT: 9.5, POOR: 14 }, fees: { establishment: 1300 } })
  })
  it('rates: else the site calculator rate and fee', () => {
    const config = parseSiteConfig({ finance: { lenderTieIn: true, calculator: { defaultInterestRate: 8.5, fees: { establishment: 395 } } } })
    expect(localQuoteRates(config.finance)).toEqual({ rates: { GREAT: 8.5, DECENT: 11.5, POOR: 14.5 }, fees: { establishment: 395 } })
  })
  it('fees: every fee the site names, else the FIN §9 default (so the comparison rate includes them)', () => {
    const all = { establishment: 395, securityRegistration: 6, monthlyAdmin: 8, agency: 912.25 }
    expect(localQuoteRates(parseSiteConfig({ finance: { lenderTieIn: true, calculator: { fees: all } } }).finance).fees).toEqual(all)
    expect(localQuoteRates(parseSiteConfig({ finance: { lenderTieIn: true } }).finance).fees).toEqual({ establishment: 1300 })
    const rates = localQuoteRates(parseSiteConfig({ finance: { lenderTieIn: true, lenders: { youx: { quickQuote: { rates: { GREAT: 6.29, DECENT: 9.5, POOR: 14 } } } } } }).finance)
    expect(rates.fees).toEqual({ establishment: 1300 })
  })
  it('a bad rate is refused at the config boundary', () => {
    expect(() => parseSiteConfig({ finance: { lenders: { youx: { quickQuote: { rates: { GREAT: -1, DECENT: 9, POOR: 14 } } } } } })).toThrow()
  })
  it('names the site, quotes offline and hands off to the thank-you page', async () => {
    const lender = localLender({ name: 'Demo Motors', config: parseSiteConfig({ finance: { lenderTieIn: true } }) })
    expect(lender).toMatchObject({ kind: 'local', lenderName: 'Demo Motors' })
    const quote = await lender.quote({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'DECENT', year: null, vin: null, nvic: null, whoIsHelping: '' })
    expect(quote.advertisedRate).toBe(13)
    expect(quote.comparisonRate).toBeGreaterThan(13)
    expect(await lender.createCustomer({ data: {} as never, additionalData: {} })).toEqual({ redirectUrl: LOCAL_REDIRECT })
  })
})
