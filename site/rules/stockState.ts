/** Stock state (INV §4 Stock state, FIN §4). */

export const IN_STOCK_STATUSES = ['in_stock', 'coming_soon'] as const

/** in_stock and coming_soon count as in stock; any other status does not. */
export const isInStock = (status: string | null | undefined): boolean => IN_STOCK_STATUSES.includes(status as (typeof IN_STOCK_STATUSES)[number])

/** The sold message; "vehicle" follows the vehicle type word. */
export const soldMessage = (noun: string): string =>
  `Unfortunately this ${noun} recently sold. But don't worry, we can help you find a similar ${noun}!`

/** The enquiry prefill for a car that is not in stock. */
export const FIND_SIMILAR_PREFILL = { message: 'Can you please find me something similar?', subcategory: 'Find me something similar' } as const

export const NOT_IN_STOCK_CARD = { prompt: 'Like this and want something similar?', button: 'Find Me Something Similar' } as const
