/**
 * What each lead form asks, in order (FIN §2.3, §2.7, §4, §5): its title, steps, fields and fixed
 * values. Data only: the one client island (LeadForm.client.tsx) renders any of them, and the
 * shared schema (site/leads/schema.ts) validates them in the browser and on the server.
 */
import { POSTCODE_PLACEHOLDER } from '../rules/postcodeFormat'
import { AU_STATES, CONTACT_METHODS, FIND_SIMILAR_SUBCATEGORY, LEAD_TYPES, type LeadType } from '../leads/schema'
import { CREDIT_SCORES, DEFAULT_CREDIT_SCORE, QUICK_QUOTE_TERM } from '../rules/quickQuote'
import { asksForDealership } from '../rules/forms'
import { showsLocationChoice } from '../rules/leadLocations'

/** Every lead type a shopper fills in as a lead form (a phone reveal is a click; a reservation has its own page, /cars/{slug}/checkout). */
export type FormType = Exclude<LeadType, 'phone-reveal' | 'reserve' | 'purchase'>
export const FORM_TYPES = LEAD_TYPES.filter((type): type is FormType => type !== 'phone-reveal' && type !== 'reserve' && type !== 'purchase')

export const FORM_LABELS: Readonly<Record<FormType, string>> = {
  enquiry: 'Enquiry',
  'find-similar': 'Find Me Something Similar',
  'request-photos': 'Request Photos',
  'test-drive': 'Book a Test Drive',
  'trade-in': 'Trade-In',
  valuation: 'Trade-In Valuation',
  'sell-my-car': 'Sell my car',
  finance: 'Finance enquiry',
  service: 'Service booking',
  parts: 'Parts enquiry',
  contact: 'Contact',
  career: 'Careers',
  chat: 'Instant Message',
}

/** FIN §2.7 Valuation form extras: Yes or No answers, sent as booleans. */
export const YES_NO = ['Yes', 'No'] as const

/** FIN §2.3: the finance-enquiry consent notice. */
export const FINANCE_CONSENT_NOTICE = 'By submitting this form you consent to us contacting you about your enquiry and sending you future communications. You can opt out at any time by replying STOP.'

export type FieldKind = 'text' | 'email' | 'tel' | 'postcode' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'money' | 'km' | 'location' | 'dealership' | 'date' | 'time'

export type FieldSpec = {
  /** The request path, e.g. `firstName` or `tradeIn.rego`. */
  name: string
  label: string
  kind: FieldKind
  autoComplete?: string
  placeholder?: string
  options?: ReadonlyArray<{ value: string; label: string }>
  /** Shows a required marker; the schema decides what is really required. */
  required?: boolean
  /** A Yes/No radio sent as true or false. */
  yesNo?: boolean
}

export type FormStep = { title: string; fields: FieldSpec[] }

export type FormSettings = {
  /** `forms.enquiry.postcodeRequired`. */
  postcodeRequired: boolean
  /** `forms.enquiry.commentsRequired`. */
  commentsRequired: boolean
  /** `forms.enquiry.termsCheckbox`. */
  termsCheckbox: boolean
  /** The site's `defaultState` (FIN §9 "Default state qld"): where a trade-in's rego state starts. */
  defaultState?: string
  /** The site's dealerships: a form with no location and no car asks for one when there are several (FIN §5). */
  dealershipCount?: number
  /** The form is about a car (a vehicle page's dialog), whose dealership it is. */
  boundToCar?: boolean
  /** `forms.valuation.online`: the trade-in forms look the rego up and continue to the online valuation (issue 51). */
  onlineValuation?: boolean
  /**
   * How many locations the site offers this form (site/rules/leadLocations.ts `locationsFor`); with
   * none the form has no location select, and no date or time (they are made from its hours).
   * Unset: the form is drawn with its location select.
   */
  locationsOffered?: number
}

export type FormModel = {
  type: FormType
  title: string
  submitLabel: string
  steps: FormStep[]
  /** Values sent whatever the shopper types (the subcategory of a prefilled form). */
  fixed: Record<string, string>
  /** A notice shown above the submit button (the finance STOP notice). */
  notice: string | null
  /** Shows the trade-in FAQ beside the form. */
  faq: boolean
  /** Starting values (nested like the request). */
  defaults: Record<string, unknown>
  /** A trade-in form on a site with online valuations: a Look up rego button, and the valuation after sending (issue 51). */
  valuation: boolean
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

const contactFields = (): FieldSpec[] => [
  { name: 'firstName', label: 'First name', kind: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', kind: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Mobile', kind: 'tel', autoComplete: 'tel', required: true },
]

const postcode = (required: boolean): FieldSpec => ({ name: 'postcode', label: 'Postcode', kind: 'postcode', autoComplete: 'postal-code', placeholder: POSTCODE_PLACEHOLDER, required })
const comments = (required: boolean, label = 'Comments'): FieldSpec => ({ name: 'message', label, kind: 'textarea', required })
const location = (label = 'Location'): FieldSpec => ({ name: 'location', label, kind: 'location', required: true })
const optIn: FieldSpec = { name: 'optIn', label: 'Keep me up to date with news and offers', kind: 'checkbox' }
const terms: FieldSpec = { name: 'termsAccepted', label: 'I agree to the terms of use', kind: 'checkbox', required: true }

const tradeInFields = (type: FormType): FieldSpec[] => [
  { name: 'tradeIn.rego', label: 'Rego', kind: 'text' },
  { name: 'tradeIn.state', label: 'Rego state', kind: 'select', options: options(AU_STATES) },
  { name: 'tradeIn.make', label: 'Make', kind: 'text', required: true },
  { name: 'tradeIn.model', label: 'Model', kind: 'text', required: true },
  { name: 'tradeIn.year', label: 'Year', kind: 'text', required: true },
  { name: 'tradeIn.km', label: 'Kilometres', kind: 'km', required: true },
  { name: 'tradeIn.price', label: 'Price you are hoping for', kind: 'money' },
  { name: 'preferredContact', label: 'Preferred contact method', kind: 'radio', options: options(CONTACT_METHODS) },
  { name: 'wantsFinance', label: 'Do you need finance?', kind: 'radio', options: options(YES_NO), yesNo: true },
  // FIN §2.7 lists it among the valuation form's extras only (a trade-in form is the trade-in).
  ...(type === 'valuation' ? [{ name: 'hasTradeIn', label: 'Do you have a trade-in?', kind: 'radio', options: options(YES_NO), yesNo: true } satisfies FieldSpec] : []),
]

const dealership: FieldSpec = { name: 'dealership', label: 'Preferred dealership', kind: 'dealership', required: true }

/** The model with the dealership select after the phone, where the site needs the shopper to choose (FIN §5). */
function withDealershipChoice(model: FormModel, settings: FormSettings): FormModel {
  const fields = model.steps.flatMap((s) => s.fields)
  const asks = asksForDealership({ asksForLocation: fields.some((f) => f.kind === 'location'), boundToCar: settings.boundToCar === true, dealershipCount: settings.dealershipCount ?? 1 })
  if (!asks) return model
  const steps = model.steps.map((step) => {
    const phone = step.fields.findIndex((f) => f.name === 'phone')
    return phone < 0 ? step : { ...step, fields: [...step.fields.slice(0, phone + 1), dealership, ...step.fields.slice(phone + 1)] }
  })
  return { ...model, steps }
}

/** The model without the location select, and the date and time made from a location's hours, when the site offers no location; a step left empty goes. */
function withLocationChoice(model: FormModel, settings: FormSettings): FormModel {
  if (showsLocationChoice(settings.locationsOffered ?? 1)) return model
  const steps = model.steps.map((step) => ({ ...step, fields: step.fields.filter((f) => f.kind !== 'location' && f.kind !== 'date' && f.kind !== 'time') })).filter((step) => step.fields.length > 0)
  return { ...model, steps }
}

/** The form of a type with the site's settings. */
export function formModel(type: FormType, settings: FormSettings): FormModel {
  return withDealershipChoice(withLocationChoice(baseModel(type, settings), settings), settings)
}

function baseModel(type: FormType, settings: FormSettings): FormModel {
  const base = { type, fixed: {}, notice: null, faq: false, defaults: {}, valuation: false }
  const tail = (fields: FieldSpec[]) => [...fields, optIn, ...(settings.termsCheckbox ? [terms] : [])]
  const enquiryFields = (messageRequired: boolean) => tail([...contactFields(), postcode(settings.postcodeRequired), comments(messageRequired), location()])
  switch (type) {
    case 'enquiry':
      return { ...base, title: 'Enquire Now', submitLabel: 'Send enquiry', steps: [{ title: 'Your details', fields: enquiryFields(settings.commentsRequired) }] }
    case 'find-similar':
      return { ...base, title: 'Find Me Something Similar', submitLabel: 'Send enquiry', steps: [{ title: 'Your details', fields: enquiryFields(settings.commentsRequired) }], fixed: { subcategory: FIND_SIMILAR_SUBCATEGORY } }
    case 'request-photos':
      return { ...base, title: 'Request Photos', submitLabel: 'Request photos', steps: [{ title: 'Your details', fields: tail([...contactFields(), comments(false, 'Which photos would you like?'), location()]) }] }
    case 'test-drive':
      return {
        ...base,
        title: 'Book a Test Drive',
        submitLabel: 'Book test drive',
        steps: [
          { title: 'Choose a time', fields: [location(), { name: 'date', label: 'Date', kind: 'date' }, { name: 'time', label: 'Time', kind: 'time' }] },
          { title: 'Your details', fields: tail([...contactFields(), comments(false)]) },
        ],
      }
    case 'trade-in':
    case 'valuation':
    case 'sell-my-car':
      return {
        ...base,
        title: type === 'sell-my-car' ? 'Sell my car' : type === 'valuation' ? 'Trade-In Valuation' : 'Trade-In',
        submitLabel: 'Get my valuation',
        steps: [{ title: 'Your car', fields: tradeInFields(type) }, { title: 'Your details', fields: tail([...contactFields(), postcode(true), location(), comments(false)]) }],
        faq: true,
        valuation: settings.onlineValuation === true,
        defaults: settings.defaultState ? { tradeIn: { state: settings.defaultState.toUpperCase() } } : {},
      }
    case 'finance':
      return {
        ...base,
        title: 'Finance enquiry',
        submitLabel: 'Send finance enquiry',
        notice: FINANCE_CONSENT_NOTICE,
        // FIN §5 Finance quick quote: term 5 years and credit history GREAT by default.
        defaults: { finance: { term: String(QUICK_QUOTE_TERM.default), creditScore: DEFAULT_CREDIT_SCORE } },
        steps: [
          {
            title: 'Your details',
            fields: tail([
              ...contactFields(),
              postcode(false),
              { name: 'finance.purchasePrice', label: 'Purchase price', kind: 'money' },
              { name: 'finance.term', label: 'Loan term (years)', kind: 'select', options: ['1', '2', '3', '4', '5', '6', '7'].map((value) => ({ value, label: `${value} year${value === '1' ? '' : 's'}` })) },
              { name: 'finance.creditScore', label: 'Credit history', kind: 'select', options: CREDIT_SCORES.map((value) => ({ value, label: value.charAt(0) + value.slice(1).toLowerCase() })) },
              location('Preferred dealership'),
              comments(false),
            ]),
          },
        ],
      }
    case 'service':
      return { ...base, title: 'Book a service', submitLabel: 'Request booking', steps: [{ title: 'Your details', fields: tail([...contactFields(), { name: 'tradeIn.rego', label: 'Rego', kind: 'text' }, location('Service centre'), { name: 'date', label: 'Preferred date', kind: 'date' }, comments(true, 'What does your car need?')]) }] }
    case 'parts':
      return { ...base, title: 'Parts enquiry', submitLabel: 'Send enquiry', steps: [{ title: 'Your details', fields: tail([...contactFields(), location('Parts department'), comments(true, 'Which parts or accessories?')]) }] }
    case 'contact':
      return { ...base, title: 'Contact us', submitLabel: 'Send message', steps: [{ title: 'Your details', fields: tail([...contactFields(), postcode(true), location(), comments(false)]) }] }
    case 'chat':
      // The vehicle page's Instant Message (FIN §2.6): a message about the car, answered from the admin.
      return { ...base, title: 'Instant Message', submitLabel: 'Send message', steps: [{ title: 'Your message', fields: tail([...contactFields(), comments(true, 'Your message')]) }] }
    case 'career':
      return { ...base, title: 'Careers', submitLabel: 'Send', steps: [{ title: 'Your details', fields: tail([...contactFields(), comments(true, 'Tell us about yourself and the role you are interested in')]) }] }
  }
}

/** FIN §5 Other: the trade-in FAQ's content, as accordions (they open and close over 300 ms). */
export const TRADE_IN_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  { question: 'Can every car get an online estimate?', answer: 'Cars over 7 years old or with more than 100,000 km generally get no online estimate; we will contact you to arrange an inspection instead.' },
  { question: 'Is the estimate a firm offer?', answer: 'No. The estimate is indicative and subject to an inspection of the car.' },
  { question: 'What does the valuation depend on?', answer: 'Market data; the make, model and year; kilometres; service history; the condition of the components; both keys (2 keys); no illegal modifications; and the overall condition.' },
]
