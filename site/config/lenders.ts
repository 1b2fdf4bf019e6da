/**
 * Lender rules (variants §4a) and make rules (§4b) as data. The spec's rows ship as defaults; a site
 * adds a row or overrides fields of a row by its id (`finance.lenders.<id>`, `finance.makeRules.<make>`).
 *
 * Shape decisions (the variants file's proposed types, kept):
 * - rows are keyed by id (the key of car.finance_lenders) rather than carrying an `id` field, so
 *   `finance.lenders[finance.provider]` is the active row and merging by id is a key merge;
 * - `priceAbove` is strict (`car.price > priceAbove`), `maxAgeYears` counts back from the current
 *   year (how exactly is for the finance rule, open question 8);
 * - `requires` lists the conditions beyond the fixed base rule (lender data present, interestRate
 *   and comparisonRate not null, FIN §5), which applies to every row and is not data;
 * - `calculator` uses the names of the `finance.calculator.*` keys it stands in for when the site
 *   leaves them unset, plus `establishmentFee` (becomes `finance.calculator.fees.establishment`).
 */
import { z } from 'zod'
import { rangeSchema, ruleTable } from './shared'

export const LENDER_CONDITIONS = [
  'inStock', // status in_stock or coming_soon
  'statusInStock', // status exactly in_stock
  'notSold',
  'notReserved',
  'comparisonRate', // lender comparisonRate present
  'weeklyPayment', // lender paymentWeek present
  'monthlyPayment', // lender paymentMonth present
] as const
export const lenderConditionSchema = z.enum(LENDER_CONDITIONS)
export type LenderCondition = z.output<typeof lenderConditionSchema>

const money = z.number().min(0)

/** Calculator values a lender brings; each is used only where the site's own key is unset. */
export const lenderCalculatorSchema = z.strictObject({
  amountMin: money.optional(),
  amountMax: z.number().positive().optional(),
  interestRange: rangeSchema.optional(),
  defaultInterestRate: z.number().min(0).optional(),
  termMaxYears: z.number().min(1).optional(),
  establishmentFee: money.optional(),
})

export const lenderRuleSchema = z.strictObject({
  label: z.string().min(1),
  /** car.price must be strictly greater. */
  priceAbove: money.optional(),
  /** car.year within the last N years. */
  maxAgeYears: z.number().int().positive().optional(),
  requires: z.array(lenderConditionSchema),
  calculator: lenderCalculatorSchema.optional(),
  /** Shown as text, e.g. 8.38%–19.42%. */
  comparisonRateRange: rangeSchema.optional(),
  /** Card text "$N final payment". */
  cardFinalPayment: money.optional(),
  /**
   * The local quick quote's rates for this lender (issue 19, used while no lender API is
   * configured): advertised % p.a. by credit history and the establishment fee. Unset: the site's
   * calculator rate and fee (site/rules/lenderQuote.ts `defaultQuoteRates`).
   */
  quickQuote: z
    .strictObject({
      rates: z.strictObject({ GREAT: z.number().positive().max(100), DECENT: z.number().positive().max(100), POOR: z.number().positive().max(100) }),
      establishmentFee: money.optional(),
    })
    .optional(),
})

export type LenderRule = z.output<typeof lenderRuleSchema>
export type LenderRuleInput = z.input<typeof lenderRuleSchema>

/**
 * The 4a rows. Not attached to any row because the specs do not say whose they are (FIN §5, §9):
 * interest 7.5–14.5 and 4–20, establishment fee 1300 and 1360.5, comparison range 8.38–19.42,
 * minimum amount 5000, "$0 final payment". A site sets them on its lender's row.
 */
export const DEFAULT_LENDERS: Readonly<Record<string, LenderRuleInput>> = {
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
  /** No finance display for cars of this make. */
  hideFinance: z.boolean().optional(),
  /** The calculator is suppressed unless the active lender is this one. */
  calculatorOnlyWithLender: z.string().min(1).optional(),
})

export type MakeRule = z.output<typeof makeRuleSchema>

/** The 4b rows, keyed by make (matched against car.make). */
export const DEFAULT_MAKE_RULES: Readonly<Record<string, z.input<typeof makeRuleSchema>>> = {
  Suzuki: { hideFinance: true },
  Toyota: { calculatorOnlyWithLender: 'toyota-finance' },
}

export const lendersTableSchema = ruleTable(lenderRuleSchema, DEFAULT_LENDERS)
export const makeRulesTableSchema = ruleTable(makeRuleSchema, DEFAULT_MAKE_RULES)
