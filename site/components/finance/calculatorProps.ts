import type { ComponentProps } from 'react'
import type { SiteConfig } from '../../config/siteConfig'
import { amountBounds, calculatorDefaults, EXTRAS_RANGE, interestBounds, termBounds } from '../../rules/calculatorBounds'
import type { Calculator } from './Calculator.client'

/** The calculator's props from the site's finance settings and the car's price (FIN §2.5), for the block and the vehicle page. */
export function calculatorProps(finance: SiteConfig['finance'], price: number | null): ComponentProps<typeof Calculator> {
  const calc = finance.calculator
  return {
    settings: calc,
    price,
    initial: calculatorDefaults(calc, price),
    bounds: { amount: amountBounds(calc, price), term: termBounds(calc), interest: interestBounds(calc), extras: EXTRAS_RANGE },
    establishmentFee: calc.fees?.establishment ?? 0,
    disclaimerExample: finance.disclaimerExample,
    financePath: finance.linkPath,
  }
}
