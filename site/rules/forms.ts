/**
 * Form messages and field schemas shared by the lead forms (FIN §5, FIN §8). The schemas are used
 * by react-hook-form on the client and by the server actions, so both report the same messages.
 */
import * as z from './zod'
import { australianPhoneDigits, normalisePhone, PHONE_MESSAGE } from './phone'

export const REQUIRED_MESSAGE = 'This is a required field.'
export const CODE_MESSAGE = 'Code must be 6 digits.'
export const TERMS_MESSAGE = '*You must agree to the terms of use before submitting.'
export const FORM_ERROR_HEADING = 'Please fix the following errors:'
// Not in the specs: they give no message for a malformed email address.
export const EMAIL_MESSAGE = 'Please enter a valid email address.'

/** A required text field: missing, non-text or blank gives "This is a required field." (FIN §5). */
export const requiredText = () => z.string({ error: REQUIRED_MESSAGE }).check(z.trim(), z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }))

/** An optional text field; null and missing become undefined. */
export const optionalText = () => z.pipe(z.nullish(z.string().check(z.trim())), z.transform((value: string | null | undefined) => value || undefined))

/** An optional text field of at most `max` characters. */
export const limitedText = (max: number) => z.pipe(optionalText(), z.optional(z.string().check(z.maxLength(max))))

/** A required email address. */
export const emailField = () => z.pipe(requiredText(), z.email({ error: EMAIL_MESSAGE }))

/**
 * The finance phone (FIN §5): required; a leading 61 becomes 0 before it is sent. The mobile
 * number itself is checked by the contact-exists and rate-limit calls (FIN §7), not here.
 */
export const phoneField = () => z.pipe(requiredText(), z.transform(normalisePhone))

/** A lead's phone: required, then an Australian number, kept as its digits (site/rules/phone.ts). */
export const leadPhoneField = () =>
  z.pipe(
    requiredText(),
    z.transform((value, ctx) => {
      const digits = australianPhoneDigits(value)
      if (digits === null) ctx.issues.push({ code: 'custom', message: PHONE_MESSAGE, input: value })
      return digits ?? value
    }),
  )

/** The verification code (FIN §5): required, then exactly 6 digits. */
export const codeField = () => requiredText().check(z.regex(/^\d{6}$/, CODE_MESSAGE))

/** The terms checkbox (FIN §5): must be ticked. */
export const termsField = () => z.literal(true, { error: TERMS_MESSAGE })

/** Finance popup phone step (FIN §4, §5): the phone before the code is sent. */
export const phoneStepSchema = z.object({ phone: phoneField() })

/** Finance popup verification (FIN §5): phone and 6-digit code. */
export const verificationSchema = z.object({ phone: phoneField(), code: codeField() })

export type FieldErrors = Readonly<Record<string, readonly string[] | undefined>>

export type FormErrorSummary = { heading: typeof FORM_ERROR_HEADING; errors: string[] }

/**
 * The form-level alert (FIN §5): the heading and one line per message, in field order, without
 * repeats; null when there is no error.
 */
export function formErrorSummary(fieldErrors: FieldErrors, formErrors: readonly string[] = []): FormErrorSummary | null {
  const errors = [...new Set([...formErrors, ...Object.values(fieldErrors).flatMap((messages) => messages ?? [])])]
  return errors.length === 0 ? null : { heading: FORM_ERROR_HEADING, errors }
}

/** What decides whether a lead form asks for the dealership. */
export type DealershipQuestion = {
  /** The form asks for a location, which names its dealership. */
  asksForLocation: boolean
  /** The form is about a car, whose dealership it is. */
  boundToCar: boolean
  /** The dealerships of the site. */
  dealershipCount: number
}

/**
 * FIN §5 "Preferred dealership select is required when there are several dealerships": a form
 * that neither is about a car nor asks for a location asks for the dealership on a site with
 * several; on a site with one, that one is the lead's without asking.
 */
export function asksForDealership({ asksForLocation, boundToCar, dealershipCount }: DealershipQuestion): boolean {
  return !asksForLocation && !boundToCar && dealershipCount > 1
}
