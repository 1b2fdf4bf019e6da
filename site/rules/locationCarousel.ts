/**
 * Locations block layout and carousel (FIN §2.8; `locations.multiLayout`).
 *
 * One location is a large card with a map; several are a grid or a carousel with a Swipe hint.
 * In the carousel, 3 or fewer cards hide the swipe hint on large screens (lg, 992 px and up) and
 * 4 or more use a 5-column layout; previous and next are disabled at the ends.
 */
import { BREAKPOINTS } from './breakpoints'

export const SWIPE_HINT = 'Swipe'
/** "Large screens" are the lg breakpoint and up. */
export const LARGE_SCREEN_MIN_WIDTH = BREAKPOINTS.lg
export const FIVE_COLUMNS_FROM = 4
export const FIVE_COLUMNS = 5

export type LocationsLayout = 'none' | 'single' | 'grid' | 'carousel'

/** How a Locations block lays out `count` locations. */
export function locationsLayout(count: number, multiLayout: 'grid' | 'carousel'): LocationsLayout {
  if (count <= 0) return 'none'
  return count === 1 ? 'single' : multiLayout
}

export type CarouselLayout = { swipeHintOnLargeScreens: boolean; columns: number | null }

/** The swipe hint and column count of a carousel of `count` cards; null columns: the default layout. */
export function carouselLayout(count: number): CarouselLayout {
  const many = count >= FIVE_COLUMNS_FROM
  return { swipeHintOnLargeScreens: many, columns: many ? FIVE_COLUMNS : null }
}

/** Whether the Swipe hint shows at a viewport width (always on smaller screens). */
export const showSwipeHint = (count: number, viewportWidth: number): boolean => viewportWidth < LARGE_SCREEN_MIN_WIDTH || carouselLayout(count).swipeHintOnLargeScreens

/**
 * How many whole cards a carousel shows: N fit when N − 1 steps (card and gap) and one card fit in
 * the width, a pixel of rounding allowed. Counting width ÷ step instead left out the last card's
 * missing gap, so Next stayed on at the end (spec probe, 2026-11-28).
 */
export function cardsInView(clientWidth: number, cardWidth: number, step: number): number {
  if (!(step > 0) || !(cardWidth > 0)) return 1
  return Math.max(1, Math.floor((clientWidth + 1 - cardWidth) / step) + 1)
}

export type CarouselControls = { index: number; previousDisabled: boolean; nextDisabled: boolean }

/**
 * Previous and next for a first visible card `index` with `perView` cards in view: disabled at
 * the ends; an index out of range is clamped.
 */
export function carouselControls(index: number, count: number, perView = 1): CarouselControls {
  const last = Math.max(0, count - Math.max(1, perView))
  const clamped = Math.min(last, Math.max(0, Math.floor(index)))
  return { index: clamped, previousDisabled: clamped === 0, nextDisabled: clamped === last }
}
