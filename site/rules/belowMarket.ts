/** The below-market badge (INV §5 Below-market badge, INV §9 threshold 499). */
import { formatCurrency, PRICE_SHOWN_ABOVE } from './pricing'
import type { MarketData } from './vehicleTypes'

/** The market must beat the price by more than this (INV §9). */
export const BELOW_MARKET_THRESHOLD = 499

export type BelowMarketBadge = { amount: number; text: string }

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/**
 * The badge, or null (INV §5). Market = the state average when present (above 0), else the
 * national average. It shows when market − price is more than 499 and the price is below the
 * state average. Without a state average that second test has nothing to compare with and is
 * skipped: the national average alone decides. A price that is not shown (10 or less) gets no
 * badge. Text: `{amount} below market price`, the amount formatted as currency.
 */
export function belowMarketBadge(price: number | null | undefined, market: MarketData | null | undefined): BelowMarketBadge | null {
  if (typeof price !== 'number' || !(price > PRICE_SHOWN_ABOVE)) return null
  const state = market?.state_average_market_price
  const average = positive(state) ? state : market?.average_market_price
  if (!positive(average)) return null
  const amount = average - price
  if (!(amount > BELOW_MARKET_THRESHOLD)) return null
  return { amount, text: `${formatCurrency(amount)} below market price` }
}
