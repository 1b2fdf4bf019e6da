/** Variants §4: finance. The calculator keys stay optional: unset falls back to the lender row, then the defaults. */
import { z } from 'zod'
import { lendersTableSchema, makeRulesTableSchema } from '../lenders'
import { pathSchema } from '../shared'

const range = z.strictObject({ min: z.number(), max: z.number() }).refine((r) => r.min <= r.max, 'min must not exceed max')

export const calculatorSection = z
  .strictObject({
    amountField: z.enum(['loanAmount', 'purchasePrice']).optional(),
    amountMin: z.number().min(0).optional(),
    amountMax: z.number().positive().optional(),
    amountMaxFromPrice: z.strictObject({ above: z.number(), factor: z.number().positive() }).nullable().optional(),
    termMaxYears: z.number().min(1).optional(),
    termYearSteps: z.array(z.number().positive()).min(1).nullable().optional(),
    defaultTermYears: z.number().min(1).optional(),
    interestRange: range.optional(),
    interestEditable: z.boolean().optional(),
    defaultInterestRate: z.number().min(0).optional(),
    fees: z
      .strictObject({ establishment: z.number().min(0), securityRegistration: z.number().min(0).optional(), monthlyAdmin: z.number().min(0).optional(), agency: z.number().min(0).optional() })
      .nullable()
      .optional(),
  })
  .prefault({})

export const financeSection = z
  .strictObject({
    provider: z.string().min(1).nullable().default(null),
    linkPath: pathSchema.default('/finance'),
    lenderTieIn: z.boolean().default(false),
    lenders: lendersTableSchema,
    makeRules: makeRulesTableSchema,
    hiddenDealerships: z.array(z.string()).default([]),
    calculator: calculatorSection,
    disclaimerExample: z.string().default('comparison rates based on a 5-year secured $30,000 loan'),
    page: z
      .strictObject({
        panel: z.boolean().default(true),
        extraSteps: z.array(z.string()).default([]),
        getFinanceNow: z.boolean().default(false),
      })
      .prefault({}),
  })
  .prefault({})
  .refine((f) => f.provider === null || f.provider in f.lenders, { message: 'finance.provider must be the id of a row in finance.lenders', path: ['provider'] })
