import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  afterSaleHeading,
  afterSaleTerms,
  guaranteeTerm,
  holdTerms,
  isPreOwned,
  reserveHeading,
  reserveOffer,
  reserveTabParagraphs,
  reserveTerms,
  returnTerm,
  type TermsSettings,
} from '../../../site/rules/carTerms'
import { defaultSiteConfig } from '../../../site/config/siteConfig'

const RETURNS = 'Return the car within 14 days and at most 500 km, with a quarter tank of fuel, all keys and accessories, and no lien.'
const GUARANTEE = 'Pre-owned cars come with a 48-hour money-back guarantee.'
const CAR_TYPES = ['new', 'used', 'demo', null, undefined, 'caravan'] as const
const SETTINGS: TermsSettings[] = [
  { moneyBackGuaranteeHours: null, usedCarReturns: false },
  { moneyBackGuaranteeHours: null, usedCarReturns: true },
  { moneyBackGuaranteeHours: 48, usedCarReturns: false },
  { moneyBackGuaranteeHours: 48, usedCarReturns: true },
]
const offer = { depositLabel: '$500', paidOnline: false }

describe('defaults: every site promises the used-car returns, none a guarantee (variants §10)', () => {
  it('reads them from SiteConfig', () => {
    expect(defaultSiteConfig.checkout.usedCarReturns).toBe(true)
    expect(defaultSiteConfig.checkout.moneyBackGuaranteeHours).toBeNull()
  })
})

describe('guarantee and returns: used cars only, only where the site offers them', () => {
  it('only used cars are pre-owned', () => {
    expect(CAR_TYPES.filter((t) => isPreOwned(t))).toEqual(['used'])
  })

  // Every car type × every combination of what a site offers.
  it.each(CAR_TYPES.flatMap((type) => SETTINGS.map((settings) => [type, settings] as const)))('%s car, %j', (type, settings) => {
    const guarantee = type === 'used' && settings.moneyBackGuaranteeHours !== null
    const returns = type === 'used' && settings.usedCarReturns
    expect(guaranteeTerm(type, settings)).toBe(guarantee ? GUARANTEE : null)
    expect(returnTerm(type, settings)).toBe(returns ? RETURNS : null)
    expect(afterSaleTerms(type, settings)).toEqual([...(guarantee ? [GUARANTEE] : []), ...(returns ? [RETURNS] : [])])
    expect(afterSaleHeading(type, settings)).toBe(guarantee && returns ? 'Returns and money-back guarantee' : guarantee ? 'Money-back guarantee' : returns ? 'Returns' : null)
    expect(reserveHeading(type, settings)).toBe(guarantee && returns ? 'The hold, returns and money-back guarantee' : guarantee ? 'The hold and money-back guarantee' : returns ? 'The hold and returns' : 'The hold')
    const terms = reserveTerms(type, offer, settings)
    expect(terms.slice(0, 2)).toEqual(holdTerms(offer))
    expect(terms.slice(2)).toEqual(afterSaleTerms(type, settings))
  })

  it('a new car’s reservation never promises the used-car guarantee or returns (issue 46)', () => {
    const terms = reserveTerms('new', offer, { moneyBackGuaranteeHours: 48, usedCarReturns: true })
    expect(terms.join(' ')).not.toMatch(/money-back|14 days|500 km|return/i)
  })

  it('the guarantee names the site’s hours', () => expect(guaranteeTerm('used', { moneyBackGuaranteeHours: 72 })).toBe('Pre-owned cars come with a 72-hour money-back guarantee.'))
})

describe('the hold (FIN §4, §9): 48 hours, fully refundable, paid where the site takes it', () => {
  it('at the dealership', () => {
    expect(holdTerms({ depositLabel: '$200', paidOnline: false })).toEqual(['The car is held 48 hours for a fully refundable deposit of $200.', 'The deposit is paid at the dealership and is 100% refundable.'])
  })
  it('online', () => {
    expect(holdTerms({ depositLabel: '$199.50', paidOnline: true })).toEqual(['The car is held 48 hours for a fully refundable deposit of $199.50.', 'The deposit is paid online by card and is 100% refundable.'])
  })
})

describe('reserveOffer: the site takes a reservation for this car', () => {
  const inStock = { status: 'in_stock', reserved: false }
  it.each<[string, { status: string; reserved: boolean }, { enabled: boolean; reserveAmount: number | null }, boolean, { depositLabel: string; paidOnline: boolean } | null]>([
    ['checkout on, $500', inStock, { enabled: true, reserveAmount: 500 }, false, { depositLabel: '$500', paidOnline: false }],
    ['paid online', inStock, { enabled: true, reserveAmount: 200 }, true, { depositLabel: '$200', paidOnline: true }],
    ['coming soon', { status: 'coming_soon', reserved: false }, { enabled: true, reserveAmount: 200 }, false, { depositLabel: '$200', paidOnline: false }],
    ['checkout off (the group site)', inStock, { enabled: false, reserveAmount: 200 }, false, null],
    ['no deposit (0)', inStock, { enabled: true, reserveAmount: 0 }, false, null],
    ['no deposit (null)', inStock, { enabled: true, reserveAmount: null }, false, null],
    ['already reserved', { status: 'in_stock', reserved: true }, { enabled: true, reserveAmount: 200 }, false, null],
    ['sold', { status: 'sold', reserved: false }, { enabled: true, reserveAmount: 200 }, false, null],
  ])('%s', (_, car, checkout, paidOnline, expected) => expect(reserveOffer(car, checkout, paidOnline)).toEqual(expected))
})

describe('reserveTabParagraphs: the Reserve Online tab', () => {
  const settings: TermsSettings = { moneyBackGuaranteeHours: 48, usedCarReturns: true }
  it('no tab without an offer (a site that takes no deposit promises none)', () => {
    expect(reserveTabParagraphs('Reserve this car online.', 'used', null, settings)).toEqual([])
  })
  it('no tab when the dealer cleared the text', () => expect(reserveTabParagraphs(' | ', 'used', offer, settings)).toEqual([]))
  it('the dealer’s paragraphs, then this car’s terms', () => {
    expect(reserveTabParagraphs('Hold it. | Then visit.', 'used', offer, settings)).toEqual(['Hold it.', 'Then visit.', ...reserveTerms('used', offer, settings)])
    expect(reserveTabParagraphs('Hold it.', 'new', offer, settings)).toEqual(['Hold it.', ...holdTerms(offer)])
  })
  it('property: a tab appears only with an offer, and never promises used-car terms for another type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAR_TYPES), fc.constantFrom(...SETTINGS), fc.option(fc.record({ depositLabel: fc.constantFrom('$200', '$500'), paidOnline: fc.boolean() })), fc.string(), (type, s, o, text) => {
        const paragraphs = reserveTabParagraphs(text, type, o, s)
        if (o === null || text.split('|').every((p) => p.trim() === '')) expect(paragraphs).toEqual([])
        if (type !== 'used') expect(paragraphs).not.toContain(RETURNS)
        if (type !== 'used') expect(paragraphs).not.toContain(GUARANTEE)
      }),
    )
  })
})
