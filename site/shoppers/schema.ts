/**
 * The sign-in request bodies (issue 13; FIN §5): the mobile number is checked first ("This is a
 * required field.", a leading 61 becomes 0), then the code ("Code must be 6 digits."). Client-safe:
 * the sign-in form uses the same schemas.
 */
import * as z from '../rules/zod'
import { codeField, EMAIL_MESSAGE, limitedText, optionalText, phoneField } from '../rules/forms'
import { MOBILE_MESSAGE } from '../rules/oneTimeCode'
import { isAustralianMobile, mobileDigits } from '../rules/phone'

export const mobileField = () => z.pipe(phoneField().check(z.refine(isAustralianMobile, { error: MOBILE_MESSAGE })), z.transform(mobileDigits))

/** The names and email a shopper may give with the phone: stored only once the code proves the phone (site/shoppers/signIn.ts). */
const contactFields = () => ({
  firstName: limitedText(100),
  lastName: limitedText(100),
  email: z.pipe(optionalText(), z.optional(z.email({ error: EMAIL_MESSAGE }).check(z.maxLength(200)))),
})

export const codeRequestSchema = z.object({ phone: mobileField(), ...contactFields() })

export const verifyRequestSchema = z.object({ phone: mobileField(), code: codeField(), ...contactFields() })

export type FieldError = { path: string; message: string }

/** zod issues as the API's `errors` list, phone first (the order of the schema's fields). */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message }))
}
