/**
 * Nothing blank before an interaction (issue 47): the vehicle page's finance and fuel calculators
 * are in the server's HTML with their starting figures, from site/rules (finance.ts through
 * calculatorProps, fuelCost.ts at its defaults), not empty placeholders for a later island. The
 * delivery calculator's start is its rule's (tests/unit/rules/delivery.test.ts deliveryStart) and
 * is read with JavaScript off in tests/e2e/calculatorsNoScript.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import type { Vehicle } from '@/payload-types'
import { parseSiteConfig } from '@/site/config/siteConfig'
import { FinanceEstimate, FuelSection } from '@/site/components/vehicle/VehicleIslandSections'
import { calculatorProps } from '@/site/components/finance/calculatorProps'
import { financeQuote, FREQUENCY_LABELS } from '@/site/rules/finance'
import { fuelCost } from '@/site/rules/fuelCost'
import { formatCurrency } from '@/site/rules/pricing'
import type { SiteView } from '@/site/tenancy/siteView'
import { pageModel } from '@/site/vehicles/pageModel'
import { toVehicleView } from '@/site/vehicles/vehicleView'
import { streamHtml } from './render'

const now = new Date('2026-11-23T00:00:00Z')
const site = { id: 1, name: 'Test Motors', brand: null, dealershipIds: [1], config: parseSiteConfig({}) } as unknown as SiteView
const doc: Vehicle = {
  id: 9, name: 'Mazda CX-5', slug: 'cx-5', make: 'Mazda', model: 'CX-5', year: 2023, carType: 'used', status: 'in_stock', stockNumber: 'S1', price: 31990,
  fuel: 'Petrol', simpleFuel: 'Petrol', itemType: 'car', specs: { fuelConsumptionCombined: '7.4' },
  images: [{ url: '/a.jpg', thumb: '/a.jpg' }],
  updatedAt: '', createdAt: '',
} as unknown as Vehicle
const v = toVehicleView(doc)
const m = pageModel(v, site.config, now)
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ')

describe('the vehicle page calculators in the server HTML (issue 47)', () => {
  it('the finance calculator shows the repayment the rules give for its starting values', async () => {
    expect(m.showFinanceCalculator).toBe(true)
    const markup = await streamHtml(<FinanceEstimate v={v} m={m} site={site} />)
    const props = calculatorProps(site.config.finance, 31990)
    const start = props.initial
    const quote = financeQuote({ amount: start.amount, price: 31990, deposit: start.deposit, tradeIn: start.tradeIn, residual: start.residual, establishmentFee: props.establishmentFee, monthlyFee: props.monthlyFee, annualRatePercent: start.interestRate, termYears: start.termYears, frequency: start.frequency })
    expect(quote.kind).toBe('repayment')
    if (quote.kind !== 'repayment') return
    const output = text(/<output[^>]*>([\s\S]*?)<\/output>/.exec(markup)?.[1] ?? '')
    expect(output).toContain(`${formatCurrency(quote.repayment)} ${FREQUENCY_LABELS[start.frequency].toLowerCase()}`)
    expect(output).toContain(`Total payable ${formatCurrency(quote.total)}`)
    // the fields hold the starting values
    expect(markup).toContain(`value="${start.amount}"`)
    // an island takes it over later, adopting this HTML in place
    expect(markup).toContain('data-deferred-island')
  })

  it('the fuel calculator shows the weekly cost at the default price and distance', async () => {
    expect(m.showFuelCalculator).toBe(true)
    const markup = await streamHtml(<FuelSection v={v} m={m} site={site} />)
    const cost = fuelCost(v.car)!
    expect(cost.cost).toBeGreaterThan(0)
    const shown = /data-testid="fuel-cost"[^>]*>([\s\S]*?)<\/strong>/.exec(markup)?.[1]?.replace(/<!-- -->/g, '')
    expect(shown).toBe(`$${cost.cost.toFixed(2)}`)
    expect(markup).toContain('data-deferred-island')
  })
})
