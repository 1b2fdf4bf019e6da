/**
 * The finance calculator's server HTML carries what its early script (./financeCalculator.ts) needs
 * to answer a field before the calculator's island hydrates (issue 47).
 */
import type { CalculatorValues, TermBounds } from '../rules/calculatorBounds'
import type { CalculatorTerms } from '../rules/calculatorFigures'

/** The attribute on the calculator's root holding its model as JSON. */
export const CALCULATOR_MODEL = 'data-calc-model'

/** The car and fees, the term slider's bounds and the values the server rendered. */
export type CalculatorModel = CalculatorTerms & { term: TermBounds; initial: CalculatorValues }
