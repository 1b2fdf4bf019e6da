/**
 * Star rating and review badge (FIN §2.8 Card; FIN §5 Other; FIN §9 Reviews; `reviews.*`).
 *
 * A rating from 0 to 5 draws up to 4 full stars plus one fractional star: 3.7 → 3 full, a star 0.7
 * filled, 1 empty; 4.5 → 4 full and a half star; 5 → 4 full and a whole fifth star. The fraction is
 * kept to two decimals so 4.6 fills 0.6, not 0.5999….
 */

export const MAX_RATING = 5
export const MAX_FULL_STARS = 4
/** Default of `reviews.badgeMinRating` (FIN §9). */
export const DEFAULT_BADGE_MIN_RATING = 4
/** Google reviews shown at full quantity (FIN §9). */
export const GOOGLE_REVIEWS_FULL_QUANTITY = 12

export type StarSplit = { full: number; fraction: number; empty: number }

/** A rating from a number or the review summary's string (`"4.6"`); null when absent or not a number. */
export function parseRating(value: number | string | null | undefined): number | null {
  const text = typeof value === 'string' ? value.trim() : value
  // Number('') and Number(null) are 0, not "no rating".
  const rating = text === '' ? Number.NaN : Number(text ?? Number.NaN)
  return Number.isFinite(rating) ? rating : null
}

/** The stars of a rating, clamped to 0–5; `full + 1 + empty` is always 5. Null for no rating. */
export function starSplit(value: number | string | null | undefined): StarSplit | null {
  const parsed = parseRating(value)
  if (parsed === null) return null
  const rating = Math.min(MAX_RATING, Math.max(0, parsed))
  const full = Math.min(MAX_FULL_STARS, Math.floor(rating))
  const fraction = Math.round((rating - full) * 100) / 100
  return { full, fraction, empty: MAX_RATING - full - 1 }
}

/**
 * The review badge shows only when the average rating exceeds the configured minimum (strictly)
 * and reviews are not hidden (FIN §5).
 */
export function showReviewBadge(averageRating: number | string | null | undefined, settings: { badgeMinRating: number; hidden: boolean }): boolean {
  // No rating never exceeds a minimum, whatever the minimum.
  return !settings.hidden && (parseRating(averageRating) ?? Number.NEGATIVE_INFINITY) > settings.badgeMinRating
}
