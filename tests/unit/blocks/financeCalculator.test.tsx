import { describe, expect, it } from 'vitest'
import { Calculator } from '../../../site/components/finance/Calculator.client'
import { calculatorProps } from '../../../site/components/finance/calculatorProps'
import { config, html } from '../components/render'

/** A price whose repayment is $25 or less, so the calculator shows Enquire for Finance (FIN §2.5). */
const SMALL_PRICE = 1000

describe('FinanceCalculator calculator', () => {
  it('links Enquire for Finance to the site finance page (finance.linkPath)', () => {
    const markup = html(<Calculator {...calculatorProps(config({ finance: { linkPath: '/car-loans' } }).finance, SMALL_PRICE)} />)
    expect(markup).toContain('Enquire for Finance')
    expect(markup).toContain('href="/car-loans"')
    expect(markup).not.toContain('href="/finance"')
  })

  it('uses the default finance path when the site sets none', () => {
    const markup = html(<Calculator {...calculatorProps(config().finance, SMALL_PRICE)} />)
    expect(markup).toContain('href="/finance"')
  })

  it('gives the disclaimer an id of its own that its toggle controls', () => {
    const markup = html(<><Calculator {...calculatorProps(config().finance, SMALL_PRICE)} /><Calculator {...calculatorProps(config().finance, SMALL_PRICE)} /></>)
    const controls = [...markup.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1])
    expect(controls).toHaveLength(2)
    expect(new Set(controls).size).toBe(2)
    for (const id of controls) expect(markup).toContain(`id="${id}"`)
  })
  it('carries the in-page anchor #financeDisclaimer on its disclaimer (FIN §2.1)', () => {
    const markup = html(<Calculator {...calculatorProps(config().finance, SMALL_PRICE)} />)
    expect(markup).toMatch(/<div id="financeDisclaimer"[^>]*><p id="[^"]+-disclaimer"[^>]*>Repayments are an estimate only/)
  })
})
