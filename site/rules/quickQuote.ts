/**
 * The lender quick quote (FIN §5 Finance quick quote, FIN §7 POST /api/youx/quote, FIN §9).
 * Prices are whole dollars, terms whole years.
 */
import { PRICE_SHOWN_ABOVE } from './pricing'

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
 * The purchase price's bounds (FIN §5: 10000..200000). For a car with a price, never above that
 * price: a quote never lends more than the car costs, so a car cheaper than 10000 is
 * quoted on its own price (whole dollars, rounded down). A price of 10 or less is no price (FIN §5).
 */
export function quickQuoteBounds(carPrice?: number | null): { min: number; max: number; default: number } {
  if (typeof carPrice !== 'number' || !(carPrice > PRICE_SHOWN_ABOVE)) return QUICK_QUOTE_PRICE
  const max = Math.min(QUICK_QUOTE_PRICE.max, Math.floor(carPrice))
  return { min: Math.min(QUICK_QUOTE_PRICE.min, max), max, default: max }
}

/**
 * Purchase price (FIN §5): only digits are kept ("$45,990" → 45990), then clamped to
 * 10000..200000 (a car's bounds: `quickQuoteBounds`); the default (30000, or the car's price)
 * when no digit is given. A number is rounded to whole dollars and clamped.
 */
export function carQuotePrice(raw: string | number | null | undefined, carPrice: number | null | undefined): number {
  const bounds = quickQuoteBounds(carPrice)
  if (typeof raw === 'number') return Number.isFinite(raw) ? clampTo(Math.round(raw), bounds) : bounds.default
  const digits = raw?.replace(/\D/g, '')
  return digits ? clampTo(Number(digits), bounds) : bounds.default
}

/** The purchase price without a car (FIN §5): 10000..200000, default 30000. One argument: zod transforms pass a second. */
export const quickQuotePrice = (raw: string | number | null | undefined): number => carQuotePrice(raw, null)

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
 * price is above 0; score GREAT, term 5, whoIsHelping empty, the car's price within the car's bounds.
 */
export function vehicleQuoteRequest(car: QuoteCar, state: { lenderTieIn: boolean; hasQuote: boolean }): QuickQuoteRequest | null {
  const price = car.price ?? 0
  // FIN §7 "price is above 0"; a price of 10 or less is not shown (FIN §5), so nothing is quoted on it.
  if (!state.lenderTieIn || state.hasQuote || !(price > PRICE_SHOWN_ABOVE)) return null
  return {
    purchasePrice: carQuotePrice(price, price),
    loanTerm: QUICK_QUOTE_TERM.default,
    selfAssessedCreditScore: DEFAULT_CREDIT_SCORE,
    year: car.year ?? null,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
    whoIsHelping: '',
  }
}
