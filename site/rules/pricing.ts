/** Price display (INV §5 Price display, INV §9, FIN §9). Amounts are in dollars. */

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 })

/** A price shows only above this (INV §5, FIN §5). */
export const PRICE_SHOWN_ABOVE = 10
/** Weekly to monthly (INV §9, FIN §9). */
export const WEEKS_PER_MONTH = 4.33
/** Reserve amount when none is configured (INV §9, FIN §9). */
export const DEFAULT_RESERVE_AMOUNT = 200

/** `$` with thousands separators and no decimals, rounded half up (FIN §9). */
export const formatCurrency = (dollars: number): string => AUD.format(Math.round(dollars))

export type PriceDisplay = { kind: 'price'; text: string } | { kind: 'preOrder'; text: string } | { kind: 'noPrice'; text: string }

/** Shown only above 10; otherwise the pre-order label, else the no-price text (INV §5; `labels.preOrder`, `labels.noPrice`). */
export function priceDisplay(price: number | null | undefined, preorder: boolean, labels: { preOrder: string; noPrice: string }): PriceDisplay {
  if (typeof price === 'number' && price > PRICE_SHOWN_ABOVE) return { kind: 'price', text: formatCurrency(price) }
  return preorder ? { kind: 'preOrder', text: labels.preOrder } : { kind: 'noPrice', text: labels.noPrice }
}

/**
 * The was-price (INV §2 Vehicle card): `before_price` when it is above the price. Only next to a
 * shown price, so a car reading "Enquire for price." never gets a was-price.
 */
export function wasPrice(price: number | null | undefined, beforePrice: number | null | undefined): string | null {
  if (typeof price !== 'number' || typeof beforePrice !== 'number') return null
  return price > PRICE_SHOWN_ABOVE && beforePrice > price ? formatCurrency(beforePrice) : null
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
  const amount = reserveAmount === undefined ? DEFAULT_RESERVE_AMOUNT : reserveAmount
  return amount !== null && Math.round(amount) > 0 ? formatCurrency(amount) : null
}
