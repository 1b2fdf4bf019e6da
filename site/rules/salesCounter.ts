/**
 * Sales counter (FIN §4: "updates every 150 seconds"; FIN §9: "192 per day, one per 450 seconds,
 * cumulative by day of month, Brisbane time").
 *
 * The count is the sales of the whole days already gone this month plus one per full 450 s of
 * today: 0 at midnight on the 1st, 191 at 23:59:59 that day, 192 at midnight on the 2nd, up to
 * 30 × 192 + 191 = 5951 on the 31st. So it rises by exactly one every 450 s and restarts each
 * month. Brisbane has no daylight saving, so every day has 86,400 s.
 */
import { DEFAULT_TIME_ZONE, zonedParts } from './zonedTime'

export const SALES_PER_DAY = 192
export const SECONDS_PER_SALE = 450
export const SALES_COUNTER_REFRESH_SECONDS = 150
export const SALES_COUNTER_TIME_ZONE = DEFAULT_TIME_ZONE

/** The number the counter shows at `now`. */
export function salesCount(now: Date): number {
  const { day, hour, minute, second } = zonedParts(now, SALES_COUNTER_TIME_ZONE)
  const secondsToday = hour * 3600 + minute * 60 + second
  return (day - 1) * SALES_PER_DAY + Math.floor(secondsToday / SECONDS_PER_SALE)
}
