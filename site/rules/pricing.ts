/** Price display (INV §5 Price display, FIN §9 currency). */

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 })

/** `$` with thousands separators and no decimals (FIN §9). */
export const formatCurrency = (dollars: number): string => AUD.format(Math.round(dollars))

export type PriceDisplay = { kind: 'price'; text: string } | { kind: 'preOrder'; text: string } | { kind: 'noPrice'; text: string }

/** A price shows only above 10; otherwise the pre-order label, else the no-price text (INV §5). */
export function priceDisplay(price: number | null | undefined, preorder: boolean, labels: { preOrder: string; noPrice: string }): PriceDisplay {
  if (typeof price === 'number' && price > 10) return { kind: 'price', text: formatCurrency(price) }
  return preorder ? { kind: 'preOrder', text: labels.preOrder } : { kind: 'noPrice', text: labels.noPrice }
}

/** The was-price shows when it is above the current price. */
export const wasPrice = (price: number | null | undefined, beforePrice: number | null | undefined): string | null =>
  typeof beforePrice === 'number' && typeof price === 'number' && price > 10 && beforePrice > price ? formatCurrency(beforePrice) : null
