/**
 * Enquiry and contact form schemas (FIN §2.7 fields, FIN §5 Enquiry form and Postcode; variants §5
 * `forms.enquiry.*`). Each factory builds the schema for one site's settings; react-hook-form and
 * the server action share it, so a failed field reports the spec's message at its own path.
 *
 * Not in the specs: which contact fields are required. Name, email and phone are, since a lead
 * without a way to answer it is useless; last name is not.
 */
import * as z from './zod'
import { emailField, optionalText, phoneField, REQUIRED_MESSAGE, requiredText, termsField } from './forms'
import { postcodeField } from './postcode'

/** The lead category whose form asks for a category (FIN §5: "required when it is General Enquiry"). */
export const GENERAL_ENQUIRY = 'General Enquiry'

export type EnquiryFormSettings = {
  /** `forms.enquiry.commentsRequired`: false when the dealer opts out. */
  commentsRequired: boolean
  /** `forms.enquiry.postcodeRequired`: required, exactly 4 digits. */
  postcodeRequired: boolean
  /** `forms.enquiry.termsCheckbox`. */
  termsCheckbox: boolean
  /** Dealerships the preferred-dealership select offers; required when more than one. */
  dealershipCount: number
  /** The lead category of this form, e.g. General Enquiry or Finance Enquiry. */
  formCategory?: string
  /** The form itself makes the message optional (e.g. the test-drive form, FIN §2.7). */
  messageOptional?: boolean
}

const idField = () => z.nullish(z.union([z.string(), z.number()]))

/** Optional by default, required with the required message when `required` is true. */
const textField = (required: boolean) => (required ? requiredText() : optionalText())

/** The fields every lead form has (FIN §2.7 core contact fields). */
const contactFields = () => ({
  name: requiredText(),
  last_name: optionalText(),
  email: emailField(),
  phone: phoneField(),
})

/**
 * The enquiry form (FIN §2.7, §5): comments required unless the dealer opts out or the form makes
 * the message optional; category required on a General Enquiry form; location always; preferred
 * dealership with several dealerships; postcode and terms where the dealer uses them; opt-in
 * optional.
 */
export function enquirySchema(settings: EnquiryFormSettings) {
  return z.object({
    ...contactFields(),
    postcode: settings.postcodeRequired ? postcodeField() : optionalText(),
    message: textField(settings.commentsRequired && settings.messageOptional !== true),
    category: textField(settings.formCategory === GENERAL_ENQUIRY),
    subcategory: optionalText(),
    Rego: optionalText(),
    location: requiredText(),
    dealership_slug: textField(settings.dealershipCount > 1),
    opt_in: z.optional(z.boolean()),
    page_id: idField(),
    additional_services: z.optional(z.array(z.string())),
    car: idField(),
    ...(settings.termsCheckbox ? { terms_conditions: termsField() } : {}),
  })
}

export type EnquiryValues = z.output<ReturnType<typeof enquirySchema>>

export type ContactFormSettings = Pick<EnquiryFormSettings, 'termsCheckbox' | 'dealershipCount'>

/**
 * The contact and trade-in field set (FIN §2.7, §5 Postcode): contact fields, a required 4-digit
 * postcode, the location, the dealership when there are several, and terms where used.
 */
export function contactSchema(settings: ContactFormSettings) {
  return z.object({
    ...contactFields(),
    postcode: postcodeField(),
    location_id: z.union([z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE)), z.number()], { error: REQUIRED_MESSAGE }),
    dealership_slug: textField(settings.dealershipCount > 1),
    ...(settings.termsCheckbox ? { terms_conditions: termsField() } : {}),
  })
}

export type ContactValues = z.output<ReturnType<typeof contactSchema>>
