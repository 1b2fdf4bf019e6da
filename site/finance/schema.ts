/**
 * Request bodies of `POST /api/youx/quote` and `/api/youx/create-customer` (FIN §5, §7). Client-safe:
 * the popup checks its details step with the same schema the server applies.
 */
import * as z from '../rules/zod'
import { emailField, requiredText } from '../rules/forms'
import { postcodeField } from '../rules/postcode'
import { quickQuoteSchema } from '../rules/quickQuoteSchema'
import { SEARCH_PAGE_SIZE } from '../rules/searchConstants'
import { mobileField } from '../shoppers/schema'

const optionalCode = () =>
  z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((value) => value || null)
const yearField = () => z.coerce.number().int().min(1900).max(2100).nullish().catch(null).transform((value) => value ?? null)
/** A car by id or slug; the server reads its year, VIN and NVIC itself. */
const carRef = () => z.union([z.string().trim().min(1).max(300), z.number().int().positive()]).nullish().transform((value) => (value == null ? null : String(value)))

/** The quote fields (FIN §7), normalised by the quick-quote rules rather than rejected (FIN §5). */
export const quoteRequestSchema = quickQuoteSchema.extend({
  year: yearField(),
  vin: optionalCode(),
  nvic: optionalCode(),
  whoIsHelping: z.string().trim().max(100).nullish().catch('').transform((value) => value ?? ''),
  car_id: carRef(),
})

/** The popup's details step (FIN §4, §5): name, email, mobile (61 → 0), postcode, the offers tick. */
export const customerDetailsSchema = z.object({
  firstName: requiredText().max(100),
  lastName: requiredText().max(100),
  email: emailField().pipe(z.string().max(200)),
  phoneNumber: mobileField(),
  postCode: postcodeField(),
  subscribe: z.boolean().default(false),
})

export type CustomerDetails = z.output<typeof customerDetailsSchema>

/** create-customer (FIN §7): `data` (quote and details; `loanLerm` as the spec spells it) and `additionalData` (the lead). */
export const createCustomerSchema = z.object({
  data: customerDetailsSchema.extend({
    selfAssessedCreditScore: quickQuoteSchema.shape.selfAssessedCreditScore,
    purchasePrice: quickQuoteSchema.shape.purchasePrice,
    loanLerm: quickQuoteSchema.shape.loanTerm,
    year: yearField(),
    vin: optionalCode(),
    nvic: optionalCode(),
  }),
  additionalData: z.record(z.string().max(100), z.unknown()).default({}),
  car_id: carRef(),
})

export type CreateCustomerBody = z.output<typeof createCustomerSchema>

/** At most one search results page of cards in one batched quote (INV §9: 21 a page). */
export const MAX_BATCH_QUOTES = SEARCH_PAGE_SIZE
export const BATCH_SIZE_MESSAGE = `Ask for 1 to ${MAX_BATCH_QUOTES} cars at a time.`

/**
 * `POST /api/youx/quotes`: the cards' quick quotes in one request (issue 19). Each car's own price,
 * year, VIN and NVIC; score and term as the quick-quote rules normalise them (GREAT and 5 when none,
 * the vehicle-page quote of FIN §7), no helper. Repeated cars are asked once.
 */
export const quotesRequestSchema = z.object({
  car_ids: z
    .array(z.union([z.string().trim().min(1).max(300), z.number().int().positive()]).transform(String), { error: BATCH_SIZE_MESSAGE })
    .min(1, { error: BATCH_SIZE_MESSAGE })
    .max(MAX_BATCH_QUOTES, { error: BATCH_SIZE_MESSAGE })
    .transform((ids) => [...new Set(ids)]),
  selfAssessedCreditScore: quickQuoteSchema.shape.selfAssessedCreditScore,
  loanTerm: quickQuoteSchema.shape.loanTerm,
})
