import { describe, expect, it } from 'vitest'
import { QuickEstimateStep, QuoteSummary } from '@/site/components/finance/QuickEstimateStep.client'
import { SITES } from '../../../scripts/seed/sites'
import { html } from './render'

const quote = (lenderName: string) => ({ status: 'ok' as const, quote: { weeklyRepaymentAmount: 150, advertisedRate: 10, comparisonRate: 10.93, lenderName, local: true } })
const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'")

describe('QuoteSummary: the local estimate names the site in the possessive (issue 46)', () => {
  it.each([
    ['City Used Cars', "Indicative estimate from City Used Cars' finance rates"],
    ['Harbourside Mazda', "Indicative estimate from Harbourside Mazda's finance rates"],
  ])('%s', (name, expected) => expect(text(html(<QuoteSummary state={quote(name)} />))).toContain(expected))

  it('never "s\'s" for any demo site', () => {
    for (const site of SITES) expect(text(html(<QuoteSummary state={quote(site.name)} />)), site.name).not.toMatch(/s's /)
  })
})

describe('QuickEstimateStep: a car’s price bounds the purchase price (issue 46)', () => {
  const inputs = { priceText: '4,980', term: 5, score: 'GREAT' as const }
  it('a $4,980 car: the hint names its price, not "between $10,000 and $200,000"', () => {
    const out = text(html(<QuickEstimateStep inputs={inputs} onChange={() => undefined} quote={{ status: 'loading' }} carPrice={4980} />))
    expect(out).toContain("The car's price, $4,980")
    expect(out).not.toContain('$10,000')
  })
  it('a $45,990 car: between $10,000 and its price; no car: the spec bounds', () => {
    expect(text(html(<QuickEstimateStep inputs={inputs} onChange={() => undefined} quote={{ status: 'loading' }} carPrice={45990} />))).toContain('Between $10,000 and $45,990')
    expect(text(html(<QuickEstimateStep inputs={inputs} onChange={() => undefined} quote={{ status: 'loading' }} />))).toContain('Between $10,000 and $200,000')
  })
})
