/**
 * Variants §4: finance (`finance.*`). Lender and make rules are data (../lenders.ts); the calculator
 * keys are resolved through the active lender's row (./financeCalculator.ts).
 */
import { z } from 'zod'
import { lendersTableSchema, makeRulesTableSchema } from '../lenders'
import { pathSchema } from '../shared'
import { calculatorIssues, resolveCalculator, storedCalculatorSchema } from './financeCalculator'

const financeFields = z.strictObject({
  /** Key of `lenders`; null = no lender, so no finance figures. */
  provider: z.string().min(1).nullable().default(null),
  linkPath: pathSchema.default('/finance'),
  /** Third-party lender flow: pre-approval popup, quick quote, create-customer calls (FIN §4, §7). */
  lenderTieIn: z.boolean().default(false),
  // default not in spec: not a variants key; it names the 4a row whose conditions gate the tie-in
  // flow, so code never spells a lender id. The row is the spec's `youx`.
  tieInLender: z.string().min(1).default('youx'),
  lenders: lendersTableSchema,
  makeRules: makeRulesTableSchema,
  /** Dealership slugs whose cars show no finance. */
  hiddenDealerships: z.array(z.string().min(1)).default([]),
  calculator: storedCalculatorSchema,
  disclaimerExample: z.string().trim().min(1).default('comparison rates based on a 5-year secured $30,000 loan'),
  page: z
    .strictObject({
      /** The right-hand panel of the finance page. */
      panel: z.boolean().default(true),
      /** Appended to the three default steps. */
      extraSteps: z.array(z.string().trim().min(1)).default([]),
      /** (flag) — the Get Finance Now page when no car is selected. */
      getFinanceNow: z.boolean().default(false),
    })
    .prefault({}),
})

type FinanceFields = z.output<typeof financeFields>

/** Every lender id the section refers to must be a row of `lenders`. */
function lenderReferenceIssues(f: FinanceFields): Array<{ path: PropertyKey[]; message: string }> {
  const missing = (id: string) => !Object.hasOwn(f.lenders, id)
  const issues: Array<{ path: PropertyKey[]; message: string }> = []
  if (f.provider !== null && missing(f.provider)) issues.push({ path: ['provider'], message: `No lender row "${f.provider}" in finance.lenders` })
  if (f.lenderTieIn && missing(f.tieInLender)) issues.push({ path: ['tieInLender'], message: `No lender row "${f.tieInLender}" in finance.lenders` })
  for (const [make, rule] of Object.entries(f.makeRules)) {
    const id = rule.calculatorOnlyWithLender
    if (id !== undefined && missing(id)) issues.push({ path: ['makeRules', make, 'calculatorOnlyWithLender'], message: `No lender row "${id}" in finance.lenders` })
  }
  return issues
}

export const financeSection = financeFields
  .superRefine(
    (f, ctx) => {
      for (const issue of lenderReferenceIssues(f)) ctx.addIssue({ code: 'custom', input: f, ...issue })
    },
    // Only once the tables themselves are valid: a bad lender row is reported once, at its own path.
    { when: (payload) => payload.issues.length === 0 },
  )
  .transform((f, ctx) => {
    const calculator = resolveCalculator(f.calculator, f.provider === null ? undefined : f.lenders[f.provider])
    for (const { key, message } of calculatorIssues(calculator)) ctx.issues.push({ code: 'custom', input: f.calculator, path: ['calculator', key], message })
    return { ...f, calculator }
  })
  .prefault({})
