/**
 * Range slider rules for price, km and the other range facets (INV §5 Range slider, INV §8).
 * A refinement is a `RangeValue` whose open side (undefined) means "the range bound".
 */
import { formatCurrency, groupThousands } from './pricing'

/** A facet's slider bounds. */
export type Bounds = { min: number; max: number }

/** A range refinement; an undefined side is open (INV §5: "Either side may be empty"). */
export type RangeValue = { min?: number; max?: number }

/** The facet statistics a search response supplies (`facets_stats[facet]`). */
export type RangeStats = { min?: number | null; max?: number | null } | null | undefined

export const DEFAULT_BOUNDS: Bounds = { min: 0, max: 100000 }
export const SNAP_FACETS: readonly string[] = ['price', 'km']
export const SNAP_TO = 1000

/** The console notes of INV §8, returned as values. */
export const RANGE_NOTES = {
  belowMin: 'Cannot refine below the range minimum',
  aboveMax: 'Cannot refine above the range maximum',
} as const

export type RangeNote = (typeof RANGE_NOTES)[keyof typeof RANGE_NOTES]
export type RefineResult = { ok: true; value: RangeValue } | { ok: false; note: RangeNote }

const snaps = (facet: string) => SNAP_FACETS.includes(facet)

/** Price and km values snap to the nearest 1000 (halves round up); other facets keep their value (INV §5). */
export const snapValue = (facet: string, value: number): number => (snaps(facet) ? Math.round(value / SNAP_TO) * SNAP_TO + 0 : value)

/**
 * Slider bounds (INV §5): 0–100000 unless the data supplies a max above 0. For snapping facets the
 * data bounds widen outwards to whole thousands, so a snapped value never falls outside them.
 */
export function rangeBounds(facet: string, stats: RangeStats): Bounds {
  const dataMax = stats?.max ?? 0
  const dataMin = Math.min(stats?.min ?? 0, dataMax)
  if (!(dataMax > 0)) return DEFAULT_BOUNDS
  if (!snaps(facet)) return { min: dataMin, max: dataMax }
  return { min: Math.floor(dataMin / SNAP_TO) * SNAP_TO, max: Math.ceil(dataMax / SNAP_TO) * SNAP_TO }
}

/** Step = range / 100, rounded (INV §5); at least 1 so a narrow range still moves. */
export const sliderStep = (bounds: Bounds): number => Math.max(1, Math.round((bounds.max - bounds.min) / 100))

const outOfRange = (value: number, bounds: Bounds): RangeNote | null => {
  if (value < bounds.min) return RANGE_NOTES.belowMin
  return value > bounds.max ? RANGE_NOTES.aboveMax : null
}

/**
 * Apply a slider change (INV §5): snap, ignore values outside the bounds (returning the note), keep
 * min ≤ max — the side that moved stops at the other (when both moved, the min stops at the max) —
 * and leave a side open when it sits on its bound, so an untouched slider adds nothing to the URL.
 */
export function refineRange(facet: string, current: RangeValue, next: RangeValue, bounds: Bounds): RefineResult {
  let min = next.min === undefined ? bounds.min : snapValue(facet, next.min)
  let max = next.max === undefined ? bounds.max : snapValue(facet, next.max)
  const note = outOfRange(min, bounds) ?? outOfRange(max, bounds)
  if (note) return { ok: false, note }
  if (min > max) {
    if (min === current.min) max = min
    else min = max
  }
  return { ok: true, value: openAtBounds({ min, max }, bounds) }
}

/** The refinement of slider positions: a side on its bound becomes open. */
export function openAtBounds(position: Bounds, bounds: Bounds): RangeValue {
  const out: RangeValue = {}
  if (position.min !== bounds.min) out.min = position.min
  if (position.max !== bounds.max) out.max = position.max
  return out
}

/** The thumbs' positions with the open sides filled from the bounds (INV §3 isMinRange / isMaxRange). */
export function sliderPosition(value: RangeValue, bounds: Bounds) {
  return {
    min: value.min ?? bounds.min,
    max: value.max ?? bounds.max,
    isMinRange: value.min === undefined,
    isMaxRange: value.max === undefined,
  }
}

const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i

const parseSide = (text: string): number | undefined | null => (text === '' ? undefined : NUMBER.test(text) ? Number(text) + 0 : null)

/** `min:max` with either side empty (INV §5). Returns null for no refinement or invalid text. */
export function parseRange(text: string): RangeValue | null {
  const parts = text.split(':')
  if (parts.length !== 2) return null
  const min = parseSide(parts[0] as string)
  const max = parseSide(parts[1] as string)
  if (min === null || max === null || (min === undefined && max === undefined)) return null
  if ((min ?? -Infinity) > (max ?? Infinity)) return null
  const value: RangeValue = {}
  if (min !== undefined) value.min = min
  if (max !== undefined) value.max = max
  return value
}

/** The `min:max` text of a refinement, or null when both sides are open (no refinement). */
export function formatRange(value: RangeValue): string | null {
  if (value.min === undefined && value.max === undefined) return null
  return `${value.min ?? ''}:${value.max ?? ''}`
}

/**
 * A range filter's chip text (INV §2 current refinements): money as `$` with thousands separators
 * and no decimals (FIN §9), kilometres with separators and " kms"; an open end is left blank.
 * "price $19,010 – $39,010", "km – 50,000 kms".
 */
export function rangeChipLabel(facet: string, value: RangeValue): string {
  const money = facet === 'price' || facet === 'subscription_price'
  const show = (n: number | undefined) => (n === undefined ? '' : money ? formatCurrency(n) : facet === 'km' ? `${groupThousands(String(Math.round(n)))} kms` : String(n))
  return [facet.replace(/_/g, ' '), show(value.min), '–', show(value.max)].filter(Boolean).join(' ')
}
