// @vitest-environment happy-dom
/**
 * The finance calculator's early script (site/enhance/financeCalculator.ts, as bundled into
 * site/enhance/generated.ts) against the calculator's server HTML and a real React hydration: a
 * deposit typed before the island runs shows its repayment at once, React hydrates without a
 * mismatch and, told of the change, shows the same figures; after that the script stays out.
 */
import fs from 'node:fs'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseSiteConfig } from '../../../site/config/siteConfig'
import { Calculator } from '../../../site/components/finance/Calculator.client'
import { calculatorProps } from '../../../site/components/finance/calculatorProps'
import { reportChange } from '../../../site/components/reportChange'
import { calculatorFigures } from '../../../site/rules/calculatorFigures'
import { FINANCE_CALCULATOR_SCRIPT } from '../../../site/enhance/generated'
import { GENERATED_FILE, generatedEnhancers } from '../../../scripts/lib/enhancers'

const props = calculatorProps(parseSiteConfig({}).finance, 31990)
const terms = { price: props.price, establishmentFee: props.establishmentFee, monthlyFee: props.monthlyFee }

let root: Root | null = null
afterEach(() => {
  root?.unmount()
  root = null
  document.body.innerHTML = ''
})

/** The calculator as the server sent it, the early script run after it as the parser would. */
function serverCalculator() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Calculator {...props} />)
  document.body.append(container)
  new Function(FINANCE_CALCULATOR_SCRIPT)()
  return container
}

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`input[data-calc-field="${name}"]`)!
/** The result's lines (block spans), joined by a space. */
const shown = (container: HTMLElement) => [...container.querySelector('output')!.children].map((line) => line.textContent).join(' ').replace(/\s+/g, ' ').trim()
/** As the browser does when the shopper types: the value set past React's value tracker. */
const type = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
const expected = (values: Partial<typeof props.initial>) => {
  const figures = calculatorFigures(terms, { ...props.initial, ...values })
  if (figures.kind !== 'repayment') throw new Error('expected a repayment')
  return `${figures.repayment} ${figures.frequency} Total payable ${figures.total}`
}

describe('the finance calculator before its island hydrates (issue 47)', () => {
  it('a deposit typed shows its repayment at once; React hydrates without a mismatch and shows the same', async () => {
    const container = serverCalculator()
    expect(shown(container)).toBe(expected({}))
    type(field(container, 'deposit'), '5000')
    expect(shown(container)).toBe(expected({ deposit: 5000 }))
    expect(shown(container)).not.toBe(expected({}))

    const errors: unknown[] = []
    root = hydrateRoot(container, <Calculator {...props} />, { onRecoverableError: (error) => errors.push(error) })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(errors).toEqual([])
    // still the early script's answer, in React's own text nodes
    expect(shown(container)).toBe(expected({ deposit: 5000 }))
    container.setAttribute('data-island-hydrated', '')
    // the held change reported to React (site/components/deferredIsland.ts)
    reportChange(field(container, 'deposit'), '5000')
    await vi.waitFor(() => expect(field(container, 'deposit').value).toBe('5000'))
    expect(shown(container)).toBe(expected({ deposit: 5000 }))

    // React answers from here; its state carries the deposit
    type(field(container, 'tradeIn'), '2000')
    await vi.waitFor(() => expect(shown(container)).toBe(expected({ deposit: 5000, tradeIn: 2000 })))
  })

  it('the term slider, the rate and the frequency answer too, labels included', () => {
    const container = serverCalculator()
    const term = field(container, 'term')
    type(term, String(Number(term.max)))
    const years = Number(term.max)
    expect(container.querySelector('[data-calc-out="termYears"]')!.textContent).toBe(String(years))
    const monthly = container.querySelector<HTMLInputElement>('input[data-calc-field="frequency"][value="monthly"]')!
    monthly.checked = true
    monthly.dispatchEvent(new Event('change', { bubbles: true }))
    expect(shown(container)).toBe(expected({ termYears: years, frequency: 'monthly' }))
  })

  it('a change to Enquire for Finance waits for the island (the markup changes), and the script writes nothing', () => {
    const container = serverCalculator()
    const before = shown(container)
    type(field(container, 'deposit'), '250000')
    expect(shown(container)).toBe(before)
  })

  it('does nothing once the island has hydrated', () => {
    const container = serverCalculator()
    container.setAttribute('data-island-hydrated', '')
    const before = shown(container)
    type(field(container, 'deposit'), '5000')
    expect(shown(container)).toBe(before)
  })

  it(`${GENERATED_FILE} is the bundle of today's sources (else: npm run generate:enhancers)`, async () => {
    expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(await generatedEnhancers())
  })
})
