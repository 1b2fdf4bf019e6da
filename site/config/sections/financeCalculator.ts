/**
 * Variants §4 `finance.calculator.*` (FIN §5 Finance calculator, FIN §9). Every key is optional in
 * stored config; parsing resolves each one from the site's value, then the active lender's row
 * (`finance.lenders[finance.provider].calculator`), then the defaults below, so code reads a
 * complete `FinanceCalculator`.
 */
import { z } from 'zod'
import type { LenderRule } from '../lenders'
import { rangeSchema } from '../shared'

const money = z.number().min(0)

export const calculatorFeesSchema = z.strictObject({
  establishment: money,
  securityRegistration: money.optional(),
  monthlyAdmin: money.optional(),
  agency: money.optional(),
})

const ascending = (list: number[]) => list.every((value, i) => i === 0 || value > Number(list[i - 1]))

export const storedCalculatorSchema = z
  .strictObject({
    /** 'loanAmount' clamps; 'purchasePrice' is the brand-variant reading (message at the bounds, below 0 becomes 0). */
    amountField: z.enum(['loanAmount', 'purchasePrice']).optional(),
    amountMin: money.optional(),
    amountMax: z.number().positive().optional(),
    /** e.g. { above: 100000, factor: 1.05 }: the maximum becomes factor × price for a car priced above `above`. */
    amountMaxFromPrice: z.strictObject({ above: money, factor: z.number().positive() }).nullable().optional(),
    termMaxYears: z.number().min(1).optional(),
    /** Custom year increments; the slider then moves by index. null = step 0.5. */
    termYearSteps: z.array(z.number().positive()).min(1).refine(ascending, 'Term steps must be in ascending order').nullable().optional(),
    defaultTermYears: z.number().min(1).optional(),
    interestRange: rangeSchema.optional(),
    interestEditable: z.boolean().optional(),
    defaultInterestRate: z.number().min(0).optional(),
    /** null = the lender row's establishment fee, if any. */
    fees: calculatorFeesSchema.nullable().optional(),
  })
  .prefault({})

export type StoredCalculator = z.output<typeof storedCalculatorSchema>
export type CalculatorFees = z.output<typeof calculatorFeesSchema>

export type FinanceCalculator = {
  amountField: 'loanAmount' | 'purchasePrice'
  amountMin: number
  amountMax: number
  amountMaxFromPrice: { above: number; factor: number } | null
  termMaxYears: number
  termYearSteps: number[] | null
  defaultTermYears: number
  interestRange: { min: number; max: number }
  interestEditable: boolean
  defaultInterestRate: number
  fees: CalculatorFees | null
}

/** The variants §4 table defaults. */
export const CALCULATOR_DEFAULTS: Readonly<FinanceCalculator> = {
  amountField: 'loanAmount',
  amountMin: 1000,
  amountMax: 100000,
  amountMaxFromPrice: null,
  termMaxYears: 7,
  termYearSteps: null,
  defaultTermYears: 5,
  interestRange: { min: 0.5, max: 15 },
  interestEditable: true,
  defaultInterestRate: 10,
  fees: null,
}

/** Site value, then the active lender's value, then the default (variants §4 intro). */
export function resolveCalculator(stored: StoredCalculator, lender: LenderRule | undefined): FinanceCalculator {
  const fromLender = lender?.calculator ?? {}
  const lenderFees = fromLender.establishmentFee === undefined ? null : { establishment: fromLender.establishmentFee }
  const d = CALCULATOR_DEFAULTS
  return {
    amountField: stored.amountField ?? d.amountField,
    amountMin: stored.amountMin ?? fromLender.amountMin ?? d.amountMin,
    amountMax: stored.amountMax ?? fromLender.amountMax ?? d.amountMax,
    amountMaxFromPrice: stored.amountMaxFromPrice ?? d.amountMaxFromPrice,
    termMaxYears: stored.termMaxYears ?? fromLender.termMaxYears ?? d.termMaxYears,
    termYearSteps: stored.termYearSteps ?? d.termYearSteps,
    defaultTermYears: stored.defaultTermYears ?? d.defaultTermYears,
    interestRange: stored.interestRange ?? fromLender.interestRange ?? d.interestRange,
    interestEditable: stored.interestEditable ?? d.interestEditable,
    defaultInterestRate: stored.defaultInterestRate ?? fromLender.defaultInterestRate ?? d.defaultInterestRate,
    fees: stored.fees ?? lenderFees,
  }
}

/** Contradictions between resolved values, each with the key to fix. */
export function calculatorIssues(c: FinanceCalculator): Array<{ key: keyof FinanceCalculator; message: string }> {
  const issues: Array<{ key: keyof FinanceCalculator; message: string }> = []
  if (c.amountMin > c.amountMax) issues.push({ key: 'amountMin', message: `amountMin ${c.amountMin} is above amountMax ${c.amountMax}` })
  if (c.defaultTermYears > c.termMaxYears) issues.push({ key: 'defaultTermYears', message: `defaultTermYears ${c.defaultTermYears} is above termMaxYears ${c.termMaxYears}` })
  const { min, max } = c.interestRange
  if (c.defaultInterestRate < min || c.defaultInterestRate > max) {
    issues.push({ key: 'defaultInterestRate', message: `defaultInterestRate ${c.defaultInterestRate} is outside interestRange ${min}–${max}` })
  }
  return issues
}
