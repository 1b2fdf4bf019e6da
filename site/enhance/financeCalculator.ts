/**
 * The finance calculator's early script (issue 47: the first tap answers within 200 ms on a phone).
 *
 * The vehicle page's calculator is server-rendered and its island hydrates only once the page's
 * scripts have come (about a second after the first tap on a mid-range phone). This script is
 * inlined in the page right after the calculator (`npm run generate:enhancers` bundles it into
 * ./generated.ts, a few KB with the rules it runs): a deposit, trade-in, residual, term, rate or
 * frequency changed before the island runs shows its repayment, total and slider labels at once,
 * from site/rules/calculatorFigures.ts, the island's own rules.
 *
 * It writes only the text of the `data-calc-out` nodes, the same text nodes React hydrates (their
 * parents suppress the hydration check) and updates once the held change is replayed to it
 * (site/components/deferredIsland.ts): React then shows the same figures. A change that turns the
 * repayment into Enquire for Finance (or back) changes the markup, so it waits for the island.
 * Once the island has hydrated (`data-island-hydrated` on its container) the script does nothing.
 */
import type { CalculatorValues } from '../rules/calculatorBounds'
import { calculatorFigures, isCalculatorField, withField } from '../rules/calculatorFigures'
import { CALCULATOR_MODEL, type CalculatorModel } from './calculatorModel'

/** Set by site/components/deferredIsland.ts on an island's container once React runs it. */
const HYDRATED = '[data-island-hydrated]'

function setText(root: Element, name: string, text: string) {
  const node = root.querySelector(`[data-calc-out="${name}"]`)?.firstChild
  if (node instanceof Text && node.nodeValue !== text) node.nodeValue = text
}

function show(root: Element, model: CalculatorModel, values: CalculatorValues) {
  setText(root, 'termYears', String(values.termYears))
  setText(root, 'interestRate', String(values.interestRate))
  const figures = calculatorFigures(model, values)
  // a repayment shown as a repayment only: Enquire for Finance is other markup, left to the island
  if (figures.kind !== 'repayment' || root.querySelector('output')?.getAttribute('data-calc-kind') !== 'repayment') return
  setText(root, 'repayment', figures.repayment)
  setText(root, 'frequency', figures.frequency)
  setText(root, 'total', figures.total)
}

const watched = new WeakSet<Element>()

function watch(root: Element) {
  if (watched.has(root)) return
  watched.add(root)
  let model: CalculatorModel
  try {
    model = JSON.parse(root.getAttribute(CALCULATOR_MODEL) ?? '') as CalculatorModel
  } catch {
    return
  }
  let values = model.initial
  const change = (event: Event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement) || root.closest(HYDRATED)) return
    const name = field.dataset.calcField
    if (!isCalculatorField(name) || (field.type === 'radio' && !field.checked)) return
    values = withField(values, name, field.value, model.term)
    show(root, model, values)
  }
  root.addEventListener('input', change)
  root.addEventListener('change', change)
}

const watchAll = () => document.querySelectorAll(`[${CALCULATOR_MODEL}]`).forEach(watch)
watchAll()
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watchAll, { once: true })
