/** The below-market badge (INV §5 Below-market badge, INV §9 threshold 499). */
import { formatCurrency, PRICE_SHOWN_ABOVE } from './pricing'
import type { MarketData } from './vehicleTypes'

/** The market must beat the price by more than this (INV §9). */
export const BELOW_MARKET_THRESHOLD = 499

export type BelowMarketBadge = { amount: number; text: string }

const positive = (value: number | null | undefined): value is number => Number.isFinite(value) && Number(value) > 0

/**
 * The badge, or null (INV §5). Market = the state average when present (a finite amount above
 * 0), else the national average (likewise). It shows when market − price is more than 499 and
 * the price is below the state average. Without a state average that second test has nothing to
 * compare with and is skipped: the national average alone decides. A price that is not shown
 * (10 or less) gets no badge. Text: `{amount} below market price`, amount as currency.
 */
export function belowMarketBadge(price: number | null | undefined, market: MarketData | null | undefined): BelowMarketBadge | null {
  const shownPrice = price ?? 0
  if (!(shownPrice > PRICE_SHOWN_ABOVE)) return null
  const state = market?.state_average_market_price
  const national = market?.average_market_price
  // With a state average, "more than 499 under it" already means "below the state average".
  const average = positive(state) ? state : positive(national) ? national : 0
  const amount = average - shownPrice
  if (!(amount > BELOW_MARKET_THRESHOLD)) return null
  return { amount, text: `${formatCurrency(amount)} below market price` }
}
