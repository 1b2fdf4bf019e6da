/** Price display (INV §5 Price display, INV §9, FIN §9). Amounts are in dollars. */

/** A price shows only above this (INV §5, FIN §5). */
export const PRICE_SHOWN_ABOVE = 10
/** Weekly to monthly (INV §9, FIN §9). */
export const WEEKS_PER_MONTH = 4.33
/** Reserve amount when none is configured (INV §9, FIN §9). */
export const DEFAULT_RESERVE_AMOUNT = 200

/**
 * Thousands separators in a string of digits: "1234567" → "1,234,567". Written out rather than
 * left to Intl so the output never depends on the server's locale data.
 */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',')

/** `$` with thousands separators and no decimals, halves rounded up: 29990 → "$29,990", −1500 → "-$1,500" (FIN §9). */
export function formatCurrency(dollars: number): string {
  const whole = Math.round(dollars)
  return `${whole < 0 ? '-' : ''}$${groupThousands(String(Math.abs(whole)))}`
}

export type PriceDisplay = { kind: 'price'; text: string } | { kind: 'preOrder'; text: string } | { kind: 'noPrice'; text: string }

/** Shown only above 10; otherwise the pre-order label, else the no-price text (INV §5; `labels.preOrder`, `labels.noPrice`). */
export function priceDisplay(price: number | null | undefined, preorder: boolean, labels: { preOrder: string; noPrice: string }): PriceDisplay {
  const shown = price ?? 0
  if (shown > PRICE_SHOWN_ABOVE) return { kind: 'price', text: formatCurrency(shown) }
  return preorder ? { kind: 'preOrder', text: labels.preOrder } : { kind: 'noPrice', text: labels.noPrice }
}

/**
 * The was-price (INV §2 Vehicle card): `before_price` when it is above the price. Only next to a
 * shown price, so a car reading "Enquire for price." never gets a was-price.
 */
export function wasPrice(price: number | null | undefined, beforePrice: number | null | undefined): string | null {
  const current = price ?? 0
  const before = beforePrice ?? 0
  return current > PRICE_SHOWN_ABOVE && before > current ? formatCurrency(before) : null
}

/** The weekly price in whole dollars, halves rounded up (INV §5, FIN §9). */
export const weeklyRounded = (weeklyDollars: number): number => Math.round(weeklyDollars)

/** The monthly figure from a weekly one: × 4.33, to the cent (INV §9, FIN §7, FIN §9). */
export const monthlyFromWeekly = (weeklyDollars: number): number => Math.round(weeklyDollars * WEEKS_PER_MONTH * 100) / 100

/**
 * The reserve amount label (INV §5, FIN §4; `checkout.reserveAmount`, variants open question 6):
 * unset (undefined) means $200; an explicit null or an amount that shows as $0 (or less) hides it.
 */
export function reserveLabel(reserveAmount: number | null | undefined): string | null {
  const amount = reserveAmount === undefined ? DEFAULT_RESERVE_AMOUNT : (reserveAmount ?? 0)
  return Math.round(amount) > 0 ? formatCurrency(amount) : null
}
