import type { z } from 'zod'
import { amountBounds, calculatorDefaults, EXTRAS_RANGE, interestBounds, termBounds } from '../../site/rules/calculatorBounds'
import type { RenderContext } from '../types'
import { Calculator } from './CalculatorIsland'
import type { financeCalculatorSchema } from './config'

type Props = z.output<typeof financeCalculatorSchema> & { context: RenderContext }

/** FIN §2.5: bounds, steps and defaults come from the site's resolved `finance.calculator`. */
export function FinanceCalculator({ heading, price, context }: Props) {
  const { finance } = context.site.config
  const calc = finance.calculator
  return (
    <section id="finance-calculator" className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="finance-calculator-heading">
      <h2 id="finance-calculator-heading" className="text-2xl font-bold">{heading}</h2>
      <Calculator
        settings={calc}
        price={price}
        initial={calculatorDefaults(calc, price)}
        bounds={{ amount: amountBounds(calc, price), term: termBounds(calc), interest: interestBounds(calc), extras: EXTRAS_RANGE }}
        establishmentFee={calc.fees?.establishment ?? 0}
        disclaimerExample={finance.disclaimerExample}
      />
    </section>
  )
}
