/** Lender rules (variants §4a) and make rules (§4b) as data: the spec's rows are the defaults. */
import { z } from 'zod'
import { ruleTable } from './shared'

export const lenderConditionSchema = z.enum(['inStock', 'statusInStock', 'notSold', 'notReserved', 'comparisonRate', 'weeklyPayment', 'monthlyPayment'])

const range = z.strictObject({ min: z.number(), max: z.number() }).refine((r) => r.min <= r.max, 'min must not exceed max')

export const lenderRuleSchema = z.strictObject({
  label: z.string().min(1),
  /** car.price must be strictly greater. */
  priceAbove: z.number().optional(),
  /** car.year within the last N years. */
  maxAgeYears: z.number().int().positive().optional(),
  requires: z.array(lenderConditionSchema),
  /** Used when the site's finance.calculator.* key is unset. */
  calculator: z
    .strictObject({ amountMin: z.number().optional(), interestRange: range.optional(), establishmentFee: z.number().min(0).optional() })
    .optional(),
  comparisonRateRange: range.optional(),
  cardFinalPayment: z.number().optional(),
})

export type LenderRule = z.output<typeof lenderRuleSchema>

export const DEFAULT_LENDERS: Record<string, z.input<typeof lenderRuleSchema>> = {
  taurus: { label: 'Taurus', priceAbove: 500, maxAgeYears: 12, requires: ['inStock', 'comparisonRate'] },
  '360-finance': { label: '360 Finance', requires: ['inStock'] },
  ausloans: { label: 'AusLoans', requires: ['inStock'] },
  manual: { label: 'Manual', priceAbove: 500, requires: ['inStock', 'weeklyPayment'] },
  angle: { label: 'Angle', priceAbove: 500, requires: ['inStock', 'weeklyPayment'] },
  powertorque: { label: 'Powertorque', priceAbove: 500, requires: ['inStock', 'weeklyPayment'] },
  'nissan-finance': { label: 'Nissan Finance', priceAbove: 500, requires: ['inStock', 'monthlyPayment'] },
  'toyota-finance': { label: 'Toyota finance lender', requires: [] },
  youx: { label: 'third-party lender tie-in', priceAbove: 200, requires: ['statusInStock', 'notSold', 'notReserved'] },
}

export const makeRuleSchema = z.strictObject({
  hideFinance: z.boolean().optional(),
  /** The calculator is suppressed unless the active lender is this one. */
  calculatorOnlyWithLender: z.string().optional(),
})

export type MakeRule = z.output<typeof makeRuleSchema>

export const DEFAULT_MAKE_RULES: Record<string, z.input<typeof makeRuleSchema>> = {
  Suzuki: { hideFinance: true },
  Toyota: { calculatorOnlyWithLender: 'toyota-finance' },
}

export const lendersTableSchema = ruleTable(lenderRuleSchema, DEFAULT_LENDERS)
export const makeRulesTableSchema = ruleTable(makeRuleSchema, DEFAULT_MAKE_RULES)
