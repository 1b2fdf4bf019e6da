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

const optionalCode = () => z.pipe(z.nullish(z.string().check(z.trim(), z.maxLength(40))), z.transform((value: string | null | undefined) => value || null))
const yearField = () => z.pipe(z.catchValue(z.nullish(z.coerce.number().check(z.int(), z.gte(1900), z.lte(2100))), null), z.transform((value: number | null | undefined) => value ?? null))
/** A car by id or slug; the server reads its year, VIN and NVIC itself. */
const carId = () => z.union([z.string().check(z.trim(), z.minLength(1), z.maxLength(300)), z.number().check(z.int(), z.positive())])
const carRef = () => z.pipe(z.nullish(carId()), z.transform((value: string | number | null | undefined) => (value == null ? null : String(value))))

/** The quote fields (FIN §7), normalised by the quick-quote rules rather than rejected (FIN §5). */
export const quoteRequestSchema = z.extend(quickQuoteSchema, {
  year: yearField(),
  vin: optionalCode(),
  nvic: optionalCode(),
  whoIsHelping: z.pipe(z.catchValue(z.nullish(z.string().check(z.trim(), z.maxLength(100))), ''), z.transform((value: string | null | undefined) => value ?? '')),
  car_id: carRef(),
})

/** The popup's details step (FIN §4, §5): name, email, mobile (61 → 0), postcode, the offers tick. */
export const customerDetailsSchema = z.object({
  firstName: requiredText().check(z.maxLength(100)),
  lastName: requiredText().check(z.maxLength(100)),
  email: z.pipe(emailField(), z.string().check(z.maxLength(200))),
  phoneNumber: mobileField(),
  postCode: postcodeField(),
  subscribe: z._default(z.boolean(), false),
})

export type CustomerDetails = z.output<typeof customerDetailsSchema>

/** create-customer (FIN §7): `data` (quote and details; `loanLerm` as the spec spells it) and `additionalData` (the lead). */
export const createCustomerSchema = z.object({
  data: z.extend(customerDetailsSchema, {
    selfAssessedCreditScore: quickQuoteSchema.shape.selfAssessedCreditScore,
    purchasePrice: quickQuoteSchema.shape.purchasePrice,
    loanLerm: quickQuoteSchema.shape.loanTerm,
    year: yearField(),
    vin: optionalCode(),
    nvic: optionalCode(),
  }),
  additionalData: z._default(z.record(z.string().check(z.maxLength(100)), z.unknown()), {}),
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
  car_ids: z.pipe(
    z.array(z.pipe(carId(), z.transform(String)), { error: BATCH_SIZE_MESSAGE }).check(z.minLength(1, { error: BATCH_SIZE_MESSAGE }), z.maxLength(MAX_BATCH_QUOTES, { error: BATCH_SIZE_MESSAGE })),
    z.transform((ids: string[]) => [...new Set(ids)]),
  ),
  selfAssessedCreditScore: quickQuoteSchema.shape.selfAssessedCreditScore,
  loanTerm: quickQuoteSchema.shape.loanTerm,
})
