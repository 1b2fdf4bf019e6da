import type { z } from 'zod'
import type { RenderContext } from '../types'
import { Calculator } from './CalculatorIsland.client'
import { calculatorProps } from '../../site/components/finance/calculatorProps'
import type { financeCalculatorSchema } from './config'

type Props = z.output<typeof financeCalculatorSchema> & { context: RenderContext }

/** FIN §2.5: bounds, steps and defaults come from the site's resolved `finance.calculator`. */
export function FinanceCalculator({ heading, price, context }: Props) {
  const { finance } = context.site.config
  return (
    <section id="finance-calculator" className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="finance-calculator-heading">
      <h2 id="finance-calculator-heading" className="text-2xl font-bold">{heading}</h2>
      <Calculator {...calculatorProps(finance, price)} priceFromLink />
    </section>
  )
}
