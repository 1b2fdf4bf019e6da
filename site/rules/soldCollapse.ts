/** Collapsing runs of sold cards in results (INV §2 Vehicle card; `search.collapseConsecutiveSold`). */
import { isInStock } from './stockState'
import type { CarInput } from './vehicleTypes'

/**
 * Each run of consecutive sold (not in stock) cards keeps only its first card. When every card is
 * sold, all are shown. With `collapse` off the list is returned unchanged. Order is kept.
 */
export function collapseConsecutiveSold<T extends Pick<CarInput, 'status'>>(cards: readonly T[], collapse: boolean): T[] {
  const sold = cards.map((card) => !isInStock(card.status))
  if (!collapse || sold.every(Boolean)) return [...cards]
  return cards.filter((_, i) => !(sold[i] && sold[i - 1]))
}
