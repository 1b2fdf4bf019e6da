/** Postcode field (FIN §5 Postcode, FIN §5 Enquiry form, FIN §8). */
import * as z from './zod'
import { isValidPostcode, POSTCODE_MESSAGE } from './postcodeFormat'

// The format lives in postcodeFormat.ts (no zod, for browser islands); kept importable from here.
export { isValidPostcode, limitPostcodeInput, POSTCODE_LENGTH, POSTCODE_MESSAGE, POSTCODE_PLACEHOLDER } from './postcodeFormat'

/**
 * The postcode field of the trade-in and contact forms (FIN §5): required and exactly 4 digits.
 * An empty or missing postcode gets the same message, the only one the specs give for this field.
 */
export const postcodeField = () => z.string({ error: POSTCODE_MESSAGE }).check(z.trim(), z.refine(isValidPostcode, POSTCODE_MESSAGE))
