/**
 * The quick-quote inputs, normalised rather than rejected (FIN §5: clamps and defaults). Its own
 * file: zod stays out of the browser islands that import quickQuote.ts (the quote figure on every
 * vehicle page), where it cost 32 KB gzipped in the shared chunk of every shopper page.
 */
import * as z from './zod'
import { creditScore, quickQuotePrice, quickQuoteTerm, type QuickQuoteInput } from './quickQuote'

export const quickQuoteSchema = z.object({
  purchasePrice: z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform(quickQuotePrice)),
  loanTerm: z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform(quickQuoteTerm)),
  selfAssessedCreditScore: z.pipe(z.optional(z.unknown()), z.transform(creditScore)),
}) satisfies z.ZodType<QuickQuoteInput, unknown>
