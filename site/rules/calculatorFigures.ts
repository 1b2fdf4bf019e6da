/**
 * What the finance calculator shows (FIN §2.5, FIN §9) for the shopper's values, and how a field the
 * shopper sets changes those values. One module for the calculator's island
 * (site/components/finance/Calculator.client.tsx) and the page's early script
 * (site/enhance/financeCalculator.ts), which answers a field changed before the island has
 * hydrated (issue 47: the first tap within 200 ms): both show the same figures for the same fields.
 */
import { clampExtra, termAtPosition, type CalculatorValues, type TermBounds } from './calculatorBounds'
import { ENQUIRE_FOR_FINANCE, financeQuote, FREQUENCY_LABELS, REPAYMENT_FREQUENCIES, type FinanceQuote, type RepaymentFrequency } from './finance'
import { formatCurrency } from './pricing'

/** What the figures depend on besides the shopper's values: the car and the loan's fees. */
export type CalculatorTerms = { price: number | null; establishmentFee: number; monthlyFee: number }

/** The quote for the shopper's values (site/rules/finance.ts financeQuote). */
export const calculatorQuote = (terms: CalculatorTerms, values: CalculatorValues): FinanceQuote =>
  financeQuote({
    amount: values.amount,
    price: terms.price,
    deposit: values.deposit,
    tradeIn: values.tradeIn,
    residual: values.residual,
    establishmentFee: terms.establishmentFee,
    monthlyFee: terms.monthlyFee,
    annualRatePercent: values.interestRate,
    termYears: values.termYears,
    frequency: values.frequency,
  })

/** The result's text: a repayment, its frequency and the total payable, or Enquire for Finance. */
export type CalculatorFigures = { kind: 'repayment'; repayment: string; frequency: string; total: string } | { kind: 'enquire'; label: typeof ENQUIRE_FOR_FINANCE }

export function calculatorFigures(terms: CalculatorTerms, values: CalculatorValues): CalculatorFigures {
  const quote = calculatorQuote(terms, values)
  if (quote.kind === 'enquire') return { kind: 'enquire', label: quote.label }
  return { kind: 'repayment', repayment: formatCurrency(quote.repayment), frequency: FREQUENCY_LABELS[quote.frequency].toLowerCase(), total: formatCurrency(quote.total) }
}

/** The fields a shopper changes and the calculator answers at once (the amount is checked when it is left: checkAmount). */
export const CALCULATOR_FIELDS = ['deposit', 'tradeIn', 'residual', 'term', 'interest', 'frequency'] as const
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number]

export const isCalculatorField = (name: unknown): name is CalculatorField => (CALCULATOR_FIELDS as readonly unknown[]).includes(name)

const isFrequency = (value: string): value is RepaymentFrequency => Object.hasOwn(REPAYMENT_FREQUENCIES, value)

/**
 * The values once a field holds `raw` (an input's value): deposit, trade-in and residual clamped
 * to 0..250000, the term read at the slider's position, the rate as set, a frequency only when it
 * is one. Anything else leaves the values as they are.
 */
export function withField(values: CalculatorValues, field: CalculatorField, raw: string, term: TermBounds): CalculatorValues {
  switch (field) {
    case 'deposit':
    case 'tradeIn':
    case 'residual':
      return { ...values, [field]: clampExtra(Number(raw)) }
    case 'term':
      return { ...values, termYears: termAtPosition(term, Number(raw)) }
    case 'interest': {
      const rate = Number(raw)
      return raw.trim() !== '' && Number.isFinite(rate) ? { ...values, interestRate: rate } : values
    }
    case 'frequency':
      return isFrequency(raw) ? { ...values, frequency: raw } : values
  }
}
