/**
 * The Spin to Win entry (site/rules/spinToWin.ts): who is spinning, so the dealer can hand over the
 * prize. One schema for the wheel's form in the browser and for POST /api/spin-to-win, which then
 * stores the entry as a contact lead (the contact field set with its postcode, FIN §2.7, §5).
 */
import * as z from '../rules/zod'
import { emailField, leadPhoneField, limitedText, requiredText, termsField } from '../rules/forms'
import { isValidPostcode, POSTCODE_MESSAGE } from '../rules/postcodeFormat'

export const SPIN_ENDPOINT = '/api/spin-to-win'

export const spinEntrySchema = z.object({
  firstName: requiredText().check(z.maxLength(200)),
  email: z.pipe(emailField(), z.string().check(z.maxLength(200))),
  phone: leadPhoneField(),
  postcode: z.string({ error: POSTCODE_MESSAGE }).check(z.trim(), z.refine(isValidPostcode, POSTCODE_MESSAGE)),
  termsAccepted: termsField(),
  /** Honeypot: people leave it empty (an entry with it filled is kept as spam, never delivered). */
  website: z.pipe(limitedText(200), z.transform((value: string | undefined) => value ?? '')),
})

export type SpinEntry = z.output<typeof spinEntrySchema>
export type SpinEntryValues = z.input<typeof spinEntrySchema>

/** The answer of a spin: the prize and where the wheel stops (`index` of the page's prizes), or a message and field errors. */
export type SpinAnswer =
  | { ok: true; prize: string; index: number; already: boolean; redeemAt: string | null }
  | { ok: false; message: string; errors: Array<{ path: string; message: string }> }
