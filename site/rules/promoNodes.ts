/**
 * Promotional nodes (INV §5 Promotional nodes, FIN §4, `promos.shuffleUnpositioned`).
 *
 * Window: start and expiry are both inclusive; a missing side is open; an unreadable date hides
 * the node. A date-only value (`2025-07-24`) covers that whole day in the site's time zone, so
 * the stocktake banner "valid 2025-07-01 to 2025-07-24" shows through the 24th; a date-time
 * without a zone is wall-clock time there too.
 *
 * Car types: `display` lists the car types a node is shown for (empty = every search). The current
 * car_type filter, empty meaning all three types, must share a type with it; with `strictDisplay`
 * the filter must be exactly those types.
 */
import { DEFAULT_TIME_ZONE, wallClockInstant } from './zonedTime'

export type PromoNode<T = unknown> = {
  start?: Date | string | null
  expiry?: Date | string | null
  position?: number | null
  display?: readonly string[] | null
  strictDisplay?: boolean | null
  node: T
}

export type PromoContext = { now: Date; carTypeFilter: readonly string[]; shuffle: boolean; random: () => number; timeZone?: string }

export const PROMO_TIME_ZONE = DEFAULT_TIME_ZONE
export const ALL_CAR_TYPES = ['new', 'used', 'demo'] as const

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A window edge as epoch ms; a missing edge is open (±Infinity). Values with a zone (Z, +10:00)
 * go to Date; a wall clock is read in the zone (zonedTime.ts).
 */
function edgeTime(value: Date | string | null | undefined, edge: 'start' | 'end', timeZone: string): number {
  if (value === null || value === undefined || value === '') return edge === 'start' ? -Infinity : Infinity
  // wallClockInstant reads only a wall clock (null for anything else)
  const wallClock = typeof value === 'string' ? wallClockInstant(edge === 'end' && DATE_ONLY.test(value) ? `${value}T23:59:59.999` : value, timeZone) : null
  return (wallClock ?? new Date(value)).getTime()
}

/** Inside the start/expiry window, both ends inclusive (INV §5). */
export function isPromoActive(node: PromoNode, now: Date, timeZone: string = PROMO_TIME_ZONE): boolean {
  const t = now.getTime()
  return t >= edgeTime(node.start, 'start', timeZone) && t <= edgeTime(node.expiry, 'end', timeZone)
}

/** display / strictDisplay against the current car_type filter (INV §5; reading in the file comment). */
export function isPromoDisplayed(node: PromoNode, carTypeFilter: readonly string[]): boolean {
  const display = new Set(node.display ?? [])
  if (display.size === 0) return true
  const current = new Set(carTypeFilter.length ? carTypeFilter : ALL_CAR_TYPES)
  if (!node.strictDisplay) return [...current].some((type) => display.has(type))
  return current.size === display.size && [...current].every((type) => display.has(type))
}

/** Fisher–Yates with an injected random source in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

const hasPosition = (node: PromoNode): boolean => Number.isFinite(node.position)

/** Positioned nodes first in position order (ties keep their order), then the rest, optionally shuffled. */
export function orderPromoNodes<N extends PromoNode>(nodes: readonly N[], shuffle: boolean, random: () => number): N[] {
  const positioned = nodes.filter(hasPosition).sort((a, b) => (a.position as number) - (b.position as number))
  const rest = nodes.filter((node) => !hasPosition(node))
  return [...positioned, ...(shuffle ? shuffled(rest, random) : rest)]
}

/** The nodes to show now for the current car_type filter, in display order (INV §5). */
export function visiblePromoNodes<N extends PromoNode>(nodes: readonly N[], ctx: PromoContext): N[] {
  const shown = nodes.filter((node) => isPromoActive(node, ctx.now, ctx.timeZone) && isPromoDisplayed(node, ctx.carTypeFilter))
  return orderPromoNodes(shown, ctx.shuffle, ctx.random)
}
