/**
 * The lender quick quote (FIN §5 Finance quick quote, FIN §7 POST /api/youx/quote, FIN §9).
 * Prices are whole dollars, terms whole years.
 */
export const QUICK_QUOTE_PRICE = { min: 10000, max: 200000, default: 30000 } as const
/** Slider 1 to 7 years; the slider moves by whole years (no other step is shown). */
export const QUICK_QUOTE_TERM = { min: 1, max: 7, default: 5 } as const
export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const
export type CreditScore = (typeof CREDIT_SCORES)[number]
export const DEFAULT_CREDIT_SCORE: CreditScore = 'GREAT'
/** The quote is requested this long after the last input change (FIN §7, §9). */
export const QUICK_QUOTE_DELAY_MS = 500

const clampTo = (value: number, range: { min: number; max: number }): number => Math.min(range.max, Math.max(range.min, value))

/**
 * Purchase price (FIN §5): only digits are kept ("$45,990" → 45990), then clamped to
 * 10000..200000; 30000 when no digit is given. A number is rounded to whole dollars and clamped.
 */
export function quickQuotePrice(raw: string | number | null | undefined): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? clampTo(Math.round(raw), QUICK_QUOTE_PRICE) : QUICK_QUOTE_PRICE.default
  const digits = raw?.replace(/\D/g, '')
  return digits ? clampTo(Number(digits), QUICK_QUOTE_PRICE) : QUICK_QUOTE_PRICE.default
}

/** Loan term (FIN §5): whole years clamped to 1..7; 5 when none or not a number. */
export function quickQuoteTerm(raw: string | number | null | undefined): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN
  return Number.isFinite(value) ? clampTo(Math.round(value), QUICK_QUOTE_TERM) : QUICK_QUOTE_TERM.default
}

/** Credit history (FIN §5): GREAT, DECENT or POOR (any case); GREAT otherwise. */
export function creditScore(raw: unknown): CreditScore {
  const text = typeof raw === 'string' ? raw.trim().toUpperCase() : raw
  return CREDIT_SCORES.find((score) => score === text) ?? DEFAULT_CREDIT_SCORE
}

/** The quick-quote inputs once normalised (quickQuoteSchema.ts parses them; no zod here: browser islands import this file). */
export type QuickQuoteInput = { purchasePrice: number; loanTerm: number; selfAssessedCreditScore: CreditScore }

export type QuoteCar = { price?: number | null; year?: number | null; vin?: string | null; nvic?: string | null }

export type QuickQuoteRequest = QuickQuoteInput & { year: number | null; vin: string | null; nvic: string | null; whoIsHelping: string }

/**
 * The vehicle-page quote (FIN §7): only when the lender tie-in is on, no quote is present and the
 * price is above 0; score GREAT, term 5, whoIsHelping empty, the price clamped as above.
 */
export function vehicleQuoteRequest(car: QuoteCar, state: { lenderTieIn: boolean; hasQuote: boolean }): QuickQuoteRequest | null {
  const price = car.price ?? 0
  if (!state.lenderTieIn || state.hasQuote || !(price > 0)) return null
  return {
    purchasePrice: quickQuotePrice(price),
    loanTerm: QUICK_QUOTE_TERM.default,
    selfAssessedCreditScore: DEFAULT_CREDIT_SCORE,
    year: car.year ?? null,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
    whoIsHelping: '',
  }
}
