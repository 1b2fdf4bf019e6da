import type { ComponentProps } from 'react'
import type { SiteConfig } from '../../config/siteConfig'
import { amountBounds, calculatorDefaults, EXTRAS_RANGE, interestBounds, termBounds } from '../../rules/calculatorBounds'
import { loanFees, upfrontFees } from '../../rules/finance'
import type { Calculator } from './Calculator.client'

type CalculatorSettings = SiteConfig['finance']['calculator']

/** What depends on the car's price: the starting values and the amount's bounds (FIN §2.5). */
export const priceStart = (calc: CalculatorSettings, price: number | null) => ({ price, initial: calculatorDefaults(calc, price), amountBounds: amountBounds(calc, price) })

/** The calculator's props from the site's finance settings and the car's price (FIN §2.5), for the block and the vehicle page. */
export function calculatorProps(finance: SiteConfig['finance'], price: number | null): ComponentProps<typeof Calculator> {
  const calc = finance.calculator
  const start = priceStart(calc, price)
  const fees = loanFees(calc.fees)
  return {
    settings: calc,
    price,
    initial: start.initial,
    bounds: { amount: start.amountBounds, term: termBounds(calc), interest: interestBounds(calc), extras: EXTRAS_RANGE },
    // Every fee the site or its lender names, else the FIN §9 default (site/rules/finance.ts loanFees).
    establishmentFee: upfrontFees(fees),
    monthlyFee: fees.monthlyAdmin ?? 0,
    disclaimerExample: finance.disclaimerExample,
    financePath: finance.linkPath,
  }
}
