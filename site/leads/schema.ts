/**
 * The lead request: one zod schema per form type, shared by the browser forms (react-hook-form via
 * `@hookform/resolvers/zod`) and `POST /api/leads`, so both report the same message at the same
 * path (FIN §2.7, §5, §8; variants §5 `forms.*`). Client-safe: zod and `site/rules` only.
 *
 * Not in the specs (decided here): which fields each non-enquiry form requires. Every form needs
 * a way to answer it (first name, email, phone); trade-in, valuation, sell-my-car and contact use
 * the contact and trade-in field set with its required postcode (FIN §2.7, §5); the car forms
 * (trade-in, valuation, sell-my-car) need make, model, year and kilometres; service, parts and
 * career enquiries need a message. A phone reveal records call intent only: no contact fields.
 */
import * as z from '../rules/zod'
import { digitsValue } from '../rules/amountFields'
import { testDriveSubcategory } from '../rules/analytics'
import { GENERAL_ENQUIRY } from '../rules/enquiryForm'
import { emailField, FORM_ERROR_HEADING, leadPhoneField, limitedText, optionalText, REQUIRED_MESSAGE, requiredText, TERMS_MESSAGE } from '../rules/forms'
import { requiresLocation } from '../rules/leadLocations'
import { isValidPostcode, POSTCODE_MESSAGE } from '../rules/postcodeFormat'
import { CREDIT_SCORES, QUICK_QUOTE_PRICE, QUICK_QUOTE_TERM, quickQuotePrice, quickQuoteTerm } from '../rules/quickQuote'

export const LEAD_TYPES = [
  'enquiry',
  'find-similar',
  'request-photos',
  'test-drive',
  'trade-in',
  'valuation',
  'sell-my-car',
  'finance',
  'service',
  'parts',
  'contact',
  'career',
  'phone-reveal',
  'reserve',
  'purchase',
  'chat',
] as const
export type LeadType = (typeof LEAD_TYPES)[number]

export const isLeadType = (value: unknown): value is LeadType => typeof value === 'string' && (LEAD_TYPES as readonly string[]).includes(value)

/** Valuation extras (FIN §2.7): PreferredContactMethod. */
export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const

/** The prefilled message of Find Me Something Similar (FIN §2.7). */
import { FIND_SIMILAR_MESSAGE, FIND_SIMILAR_SUBCATEGORY } from './findSimilar'

export { FIND_SIMILAR_MESSAGE, FIND_SIMILAR_SUBCATEGORY }
export const CAREER_SUBCATEGORY = 'Career Enquiry'

export const INVALID_KEY_MESSAGE = 'The form could not be sent. Please reload the page and try again.'
export const INVALID_DATE_MESSAGE = 'Please choose a valid date.'
export const INVALID_TIME_MESSAGE = 'Please choose a valid time.'
/** Not in the spec: a day and time the location does not offer (closed, past, outside its hours). */
export const SLOT_MESSAGE = 'This time is not available at this location. Please choose another.'
export const INVALID_YEAR_MESSAGE = 'Please enter a valid year.'
export const INVALID_NUMBER_MESSAGE = 'Please enter a number.'
export const INVALID_CHOICE_MESSAGE = 'Please choose one of the options.'

/** The `forms.*` settings a lead schema reads (variants §5). */
export type LeadFormSettings = {
  enquiry: { commentsRequired: boolean; postcodeRequired: boolean; termsCheckbox: boolean }
}

/**
 * What the site knows beyond its settings, read by the server from the database: the dealership
 * select is required with several dealerships (FIN §5); the location only when the site offers the
 * form one (`locationsOffered`, site/rules/leadLocations.ts; unset: offered).
 */
export type LeadSchemaContext = { dealershipCount?: number; locationsOffered?: number; now?: Date }

/** The types bound to one car: they name the vehicle, which also gives the dealership and location. */
const VEHICLE_TYPES: ReadonlySet<LeadType> = new Set(['find-similar', 'request-photos', 'reserve', 'purchase', 'chat'])
/** The contact and trade-in field set (FIN §2.7, §5 Postcode): postcode required, 4 digits. */
const POSTCODE_TYPES: ReadonlySet<LeadType> = new Set(['trade-in', 'valuation', 'sell-my-car', 'contact'])
const CAR_DETAIL_TYPES: ReadonlySet<LeadType> = new Set(['trade-in', 'valuation', 'sell-my-car'])
/** The forms whose "Get my valuation" continues to the online valuation where the site has it on (issue 51). */
export const continuesToValuation = (type: LeadType, settings: { online: boolean }): boolean => settings.online && CAR_DETAIL_TYPES.has(type)
const MESSAGE_TYPES: ReadonlySet<LeadType> = new Set(['service', 'parts', 'career', 'chat'])
const COMMENT_TYPES: ReadonlySet<LeadType> = new Set(['enquiry', 'find-similar'])

const MAX_TEXT = 200
const MAX_MESSAGE = 5000

/** An id or slug of a related record (vehicle, dealership, location). */
const refField = () =>
  z.pipe(
    z.nullish(z.union([z.string().check(z.trim(), z.maxLength(MAX_TEXT)), z.number().check(z.int(), z.positive())])),
    z.transform((value: string | number | null | undefined) => (value === '' || value == null ? undefined : value)),
  )

const shortText = () => limitedText(MAX_TEXT)

/** A postcode that, when given, is exactly 4 digits (FIN §5); required on the contact and trade-in set. */
const postcode = (required: boolean) =>
  required
    ? z.string({ error: POSTCODE_MESSAGE }).check(z.trim(), z.refine(isValidPostcode, POSTCODE_MESSAGE))
    : optionalText().check(z.refine((value: string | undefined) => value === undefined || isValidPostcode(value), POSTCODE_MESSAGE))

const message = (required: boolean) => (required ? requiredText().check(z.maxLength(MAX_MESSAGE)) : limitedText(MAX_MESSAGE))

/** Money and kilometre fields (FIN §2.7): "$45,990" and "12,345 kms" keep only their digits (the fields' own rule). */
export function digitsOnly(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.max(0, Math.round(raw)) : undefined
  if (typeof raw !== 'string') return undefined
  return digitsValue(raw) ?? undefined
}

const wholeNumber = (required: boolean) =>
  z
    .pipe(z.nullish(z.union([z.string(), z.number()], { error: required ? REQUIRED_MESSAGE : INVALID_NUMBER_MESSAGE })), z.transform((raw: string | number | null | undefined) => digitsOnly(raw)))
    .check(z.refine((value: number | undefined) => !required || value !== undefined, REQUIRED_MESSAGE))

const yearField = (required: boolean, now: Date) =>
  wholeNumber(required).check(z.refine((year: number | undefined) => year === undefined || (year >= 1900 && year <= now.getFullYear() + 1), INVALID_YEAR_MESSAGE))

const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.pipe(
    z.pipe(z.nullish(z.string({ error: INVALID_CHOICE_MESSAGE })), z.transform((value: string | null | undefined) => value || undefined)),
    z.optional(z.enum(options, { error: INVALID_CHOICE_MESSAGE })),
  )

const dateField = () => optionalText().check(z.refine((value: string | undefined) => value === undefined || isCalendarDay(value), INVALID_DATE_MESSAGE))
const timeField = () => optionalText().check(z.refine((value: string | undefined) => value === undefined || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), INVALID_TIME_MESSAGE))

/** A real yyyy-MM-dd day (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const tradeInSchema = (required: boolean, now: Date) =>
  z.object({
    rego: shortText(),
    state: choice(AU_STATES),
    make: required ? requiredText().check(z.maxLength(MAX_TEXT)) : shortText(),
    model: required ? requiredText().check(z.maxLength(MAX_TEXT)) : shortText(),
    year: yearField(required, now),
    km: wholeNumber(required),
    /** The shopper's expected price (money field, FIN §2.7). */
    price: wholeNumber(false),
  })

/** Finance details (FIN §5 Finance quick quote): normalised rather than rejected. */
const financeSchema = () =>
  z.object({
    purchasePrice: z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform(quickQuotePrice)),
    term: z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform(quickQuoteTerm)),
    creditScore: z._default(z.enum(CREDIT_SCORES, { error: INVALID_CHOICE_MESSAGE }), 'GREAT'),
  })

const sourceSchema = () =>
  z.object({
    page: limitedText(2000),
    referrer: limitedText(2000),
    utm: z.pipe(
      z.nullish(z.partial(z.object({ source: shortText(), medium: shortText(), campaign: shortText(), term: shortText(), content: shortText() }))),
      z.transform(<T>(value: T | null | undefined) => value ?? undefined),
    ),
    visitedPages: z.pipe(z.nullish(z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(50))), z.transform((value: string[] | null | undefined) => value ?? undefined)),
    query: z.pipe(
      z.nullish(z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(500)))),
      z.transform((value: Record<string, string> | null | undefined) => value ?? undefined),
    ),
  })

/** Every request's bookkeeping: the idempotency key (a UUID made once per submission) and the honeypot. */
const envelope = (type: LeadType) => ({
  type: z.literal(type, { error: INVALID_CHOICE_MESSAGE }),
  idempotencyKey: z.uuid({ error: INVALID_KEY_MESSAGE }),
  /** Honeypot: people leave it empty; the server answers a filled one like a success and keeps it as spam. */
  website: z.pipe(z.nullish(z.string().check(z.maxLength(MAX_TEXT))), z.transform((value: string | null | undefined) => value ?? '')),
})

type ContactField = z.ZodType<string | undefined, string | null | undefined>
type ContactFields = Record<'firstName' | 'lastName' | 'email' | 'phone', ContactField>

/** The core contact fields (FIN §2.7); none on a phone reveal. */
function contactFields(type: LeadType): ContactFields {
  if (type === 'phone-reveal') {
    return { firstName: shortText(), lastName: shortText(), email: shortText(), phone: shortText() }
  }
  return {
    firstName: requiredText().check(z.maxLength(MAX_TEXT)),
    lastName: shortText(),
    email: z.pipe(emailField(), z.string().check(z.maxLength(MAX_TEXT))),
    phone: leadPhoneField(),
  }
}

/**
 * The request schema of one form type for one site. `forms` is the site's `forms` settings
 * (SiteConfig); `context.dealershipCount` makes the dealership select required with several, and
 * `context.locationsOffered` of 0 leaves the location out of what is required.
 */
export function leadSchema(type: LeadType, forms: LeadFormSettings, context: LeadSchemaContext = {}) {
  const now = context.now ?? new Date()
  const carDetails = CAR_DETAIL_TYPES.has(type)
  const termsRequired = forms.enquiry.termsCheckbox && type !== 'phone-reveal'
  const commentsRequired = (COMMENT_TYPES.has(type) && forms.enquiry.commentsRequired) || MESSAGE_TYPES.has(type)
  const postcodeRequired = POSTCODE_TYPES.has(type) || (type === 'enquiry' && forms.enquiry.postcodeRequired)
  const vehicleRequired = VEHICLE_TYPES.has(type) || type === 'phone-reveal'
  return z
    .object({
      ...envelope(type),
      ...contactFields(type),
      vehicle: refField(),
      dealership: refField(),
      location: refField(),
      postcode: postcode(postcodeRequired),
      message: message(commentsRequired),
      subcategory: shortText(),
      preferredContact: choice(CONTACT_METHODS),
      date: dateField(),
      time: timeField(),
      tradeIn: carDetails ? tradeInSchema(true, now) : z.optional(tradeInSchema(false, now)),
      hasTradeIn: z.optional(z.boolean()),
      finance: type === 'finance' ? z.prefault(financeSchema(), {}) : z.optional(financeSchema()),
      wantsFinance: z.optional(z.boolean()),
      optIn: z._default(z.boolean(), false),
      termsAccepted: termsRequired ? z.literal(true, { error: TERMS_MESSAGE }) : z._default(z.boolean(), false),
      consentText: limitedText(MAX_MESSAGE),
      ...sourceSchema().shape,
    })
    .check(
      z.superRefine((lead, ctx) => {
      const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: REQUIRED_MESSAGE })
      if (vehicleRequired && lead.vehicle === undefined && !(type === 'phone-reveal' && lead.dealership !== undefined)) required('vehicle')
      if (lead.location === undefined && requiresLocation({ type, boundToCar: lead.vehicle !== undefined, locationsOffered: context.locationsOffered ?? 1 })) required('location')
      if ((context.dealershipCount ?? 1) > 1 && lead.vehicle === undefined && lead.dealership === undefined && type !== 'phone-reveal') required('dealership')
      // Run also when other fields failed (zod skips it then by default): a form's step is checked
      // alone, and its location or dealership must not pass while a later step's fields are empty.
      }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null }),
    )
}

export type LeadSchema = ReturnType<typeof leadSchema>
/** A validated request (the server's view). */
export type LeadRequest = z.output<LeadSchema>
/** What a form holds before validation. */
export type LeadFormValues = z.input<LeadSchema>

/** One field error of the API's 422 answer; `path` is dotted (`tradeIn.km`). */
export type LeadFieldError = { path: string; message: string }
export type LeadErrorBody = { message: typeof FORM_ERROR_HEADING; errors: LeadFieldError[] }

/** The 422 body of a failed parse: the spec's heading and one entry per failed field. */
export function leadErrorBody(error: z.ZodError): LeadErrorBody {
  const errors = error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message }))
  return { message: FORM_ERROR_HEADING, errors }
}

/** Parses an unknown body: the type first (an unknown type is itself a field error), then its schema. */
const schemas = new Map<string, LeadSchema>()

/**
 * The schema of a type for these settings, built once: building one costs several times its
 * parse. The key holds everything `leadSchema` reads (the settings, whether there are several
 * dealerships, the year for the year fields); a schema for a given `now` is built afresh.
 */
function schemaFor(type: LeadType, forms: LeadFormSettings, context: LeadSchemaContext): LeadSchema {
  if (context.now) return leadSchema(type, forms, context)
  const { commentsRequired, postcodeRequired, termsCheckbox } = forms.enquiry
  const key = [type, commentsRequired, postcodeRequired, termsCheckbox, (context.dealershipCount ?? 1) > 1, (context.locationsOffered ?? 1) > 0, new Date().getFullYear()].join('|')
  let schema = schemas.get(key)
  if (!schema) {
    if (schemas.size >= 512) schemas.clear()
    schema = leadSchema(type, forms, context)
    schemas.set(key, schema)
  }
  return schema
}

export function parseLead(body: unknown, forms: LeadFormSettings, context: LeadSchemaContext = {}): { ok: true; lead: LeadRequest } | { ok: false; body: LeadErrorBody } {
  const type = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : undefined
  if (!isLeadType(type)) {
    const message = type === undefined || type === '' ? REQUIRED_MESSAGE : INVALID_CHOICE_MESSAGE
    return { ok: false, body: { message: FORM_ERROR_HEADING, errors: [{ path: 'type', message }] } }
  }
  const result = schemaFor(type, forms, context).safeParse(body)
  return result.success ? { ok: true, lead: result.data } : { ok: false, body: leadErrorBody(result.error) }
}

export type LeadCategory = { category: string; subcategory: string | null }

/**
 * The lead's category and subcategory in the spec's words (FIN §2.7, §4): test drives by car type,
 * careers as a General Enquiry › Career Enquiry, Find Me Something Similar by its subcategory.
 */
export function leadCategory(type: LeadType, carType?: string | null, subcategory?: string | null): LeadCategory {
  switch (type) {
    case 'test-drive':
      return { category: 'Test Drive', subcategory: testDriveSubcategory(carType) }
    case 'career':
      return { category: GENERAL_ENQUIRY, subcategory: CAREER_SUBCATEGORY }
    case 'find-similar':
      return { category: 'Vehicle Enquiry', subcategory: FIND_SIMILAR_SUBCATEGORY }
    case 'request-photos':
      return { category: 'Vehicle Enquiry', subcategory: 'Request Photos' }
    case 'enquiry':
      return carType ? { category: 'Vehicle Enquiry', subcategory: subcategory ?? null } : { category: GENERAL_ENQUIRY, subcategory: subcategory ?? null }
    case 'contact':
      return { category: GENERAL_ENQUIRY, subcategory: subcategory ?? 'Contact' }
    default:
      return { category: CATEGORY_NAMES[type], subcategory: subcategory ?? null }
  }
}

const CATEGORY_NAMES: Record<Exclude<LeadType, 'test-drive' | 'career' | 'find-similar' | 'request-photos' | 'enquiry' | 'contact'>, string> = {
  'trade-in': 'Trade-In',
  valuation: 'Valuation',
  'sell-my-car': 'Sell My Car',
  finance: 'Finance Enquiry',
  service: 'Service Booking',
  parts: 'Parts Enquiry',
  'phone-reveal': 'Phone Reveal',
  reserve: 'Reservation',
  purchase: 'Online Purchase',
  chat: 'Instant Message',
}

export { FORM_ERROR_HEADING, POSTCODE_MESSAGE, QUICK_QUOTE_PRICE, QUICK_QUOTE_TERM, REQUIRED_MESSAGE, TERMS_MESSAGE }
