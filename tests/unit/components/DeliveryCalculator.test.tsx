import { describe, expect, it } from 'vitest'
import { DeliveryCalculatorView } from '@/site/components/vehicle/DeliveryCalculator.client'
import { DELIVERY_EMPTY_POSTCODE_MESSAGE, DELIVERY_NO_ESTIMATE_MESSAGE, type DeliveryState } from '@/site/rules/delivery'
import { dataValues, html } from './render'

const render = (state: DeliveryState, postcode = '') => html(<DeliveryCalculatorView postcode={postcode} state={state} onPostcode={() => {}} onSubmit={() => {}} />)
const result = (markup: string) => /data-testid="delivery-result"[^>]*>(.*?)<\/p>/.exec(markup)?.[1] ?? null

describe('DeliveryCalculator (INV §4: idle, loading, estimate, error)', () => {
  it('has a labelled numeric postcode input limited to 4 characters, described by the announced result', () => {
    const out = render({ status: 'idle' }, '40')
    const id = /<input id="([^"]+)"/.exec(out)?.[1]
    expect(out).toContain(`<label for="${id}"`)
    expect(out).toContain('>Delivery postcode</label>')
    expect(out).toMatch(/inputMode="numeric"|inputmode="numeric"/)
    expect(out).toContain('maxLength="4"')
    expect(out).toContain('value="40"')
    const described = /aria-describedby="([^"]+)"/.exec(out)?.[1]
    expect(out).toContain(`<p id="${described}" aria-live="polite"`)
  })

  it.each<[DeliveryState, string, string]>([
    [{ status: 'idle' }, 'idle', 'Enter your postcode to estimate the delivery cost.'],
    [{ status: 'loading' }, 'loading', 'Estimating delivery…'],
    [{ status: 'estimate', estimate: { name: 'Gold Coast', price: 250, priceText: '$250' } }, 'estimate', '<strong>Estimated delivery to Gold Coast: $250</strong>'],
    [{ status: 'error', message: DELIVERY_EMPTY_POSTCODE_MESSAGE }, 'error', 'Please enter a postcode.'],
    [{ status: 'error', message: DELIVERY_NO_ESTIMATE_MESSAGE }, 'error', 'Sorry, we can&#x27;t provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.'],
  ])('%j shows its text', (state, name, text) => {
    const out = render(state)
    expect(dataValues(out, 'state')).toEqual([name])
    expect(result(out)).toBe(text)
  })

  it('marks the input invalid only on an error and disables the button only while loading', () => {
    expect(render({ status: 'error', message: 'x' })).toContain('aria-invalid="true"')
    expect(render({ status: 'idle' })).toContain('aria-invalid="false"')
    expect(render({ status: 'loading' })).toMatch(/<button type="submit" disabled=""/)
    expect(render({ status: 'estimate', estimate: { name: 'A', price: 1, priceText: '$1' } })).not.toMatch(/<button type="submit" disabled/)
  })
})
