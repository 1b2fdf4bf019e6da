import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardsInView, carouselControls, carouselLayout, LARGE_SCREEN_MIN_WIDTH, locationsLayout, showSwipeHint, SWIPE_HINT } from '../../../site/rules/locationCarousel'

describe('Locations block layout (FIN §2.8)', () => {
  it.each([
    [0, 'grid', 'none'],
    [-1, 'carousel', 'none'],
    [1, 'grid', 'single'],
    [1, 'carousel', 'single'],
    [2, 'grid', 'grid'],
    [2, 'carousel', 'carousel'],
    [12, 'carousel', 'carousel'],
  ] as const)('%i locations, %s setting → %s', (count, setting, layout) => expect(locationsLayout(count, setting)).toBe(layout))
})

describe('location carousel (FIN §2.8: 3 or fewer hide the swipe hint on large screens; 4 or more use 5 columns)', () => {
  it('has the spec words and the lg breakpoint', () => expect([SWIPE_HINT, LARGE_SCREEN_MIN_WIDTH]).toEqual(['Swipe', 992]))

  it.each([
    [2, { swipeHintOnLargeScreens: false, columns: null }],
    [3, { swipeHintOnLargeScreens: false, columns: null }],
    [4, { swipeHintOnLargeScreens: true, columns: 5 }],
    [9, { swipeHintOnLargeScreens: true, columns: 5 }],
  ])('%i cards → %j', (count, layout) => expect(carouselLayout(count)).toEqual(layout))

  it.each([
    [3, 991, true],
    [3, 992, false],
    [3, 1400, false],
    [4, 992, true],
    [4, 375, true],
    [2, 320, true],
  ])('%i cards at %i px: Swipe hint %s', (count, width, shown) => expect(showSwipeHint(count, width)).toBe(shown))

  it.each([
    [0, 5, 1, { index: 0, previousDisabled: true, nextDisabled: false }],
    [2, 5, 1, { index: 2, previousDisabled: false, nextDisabled: false }],
    [4, 5, 1, { index: 4, previousDisabled: false, nextDisabled: true }],
    [9, 5, 1, { index: 4, previousDisabled: false, nextDisabled: true }],
    [-3, 5, 1, { index: 0, previousDisabled: true, nextDisabled: false }],
    [1.7, 5, 1, { index: 1, previousDisabled: false, nextDisabled: false }],
    [0, 8, 5, { index: 0, previousDisabled: true, nextDisabled: false }],
    [3, 8, 5, { index: 3, previousDisabled: false, nextDisabled: true }],
    [0, 3, 5, { index: 0, previousDisabled: true, nextDisabled: true }],
    [0, 1, 1, { index: 0, previousDisabled: true, nextDisabled: true }],
    [0, 0, 1, { index: 0, previousDisabled: true, nextDisabled: true }],
    [1, 4, 0, { index: 1, previousDisabled: false, nextDisabled: false }],
  ])('index %d of %i cards, %i in view → %j', (index, count, perView, controls) => expect(carouselControls(index, count, perView)).toEqual(controls))

  it('defaults to one card in view', () => expect(carouselControls(4, 5)).toEqual({ index: 4, previousDisabled: false, nextDisabled: true }))

  it('keeps the index in range; previous is disabled only at the start, next only at the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 6 }), (index, count, perView) => {
        const c = carouselControls(index, count, perView)
        const last = Math.max(0, count - perView)
        expect(c.index).toBeGreaterThanOrEqual(0)
        expect(c.index).toBeLessThanOrEqual(last)
        expect(c.previousDisabled).toBe(c.index === 0)
        expect(c.nextDisabled).toBe(c.index === last)
      }),
    )
  })
})

describe('cardsInView (FIN §2.8: Next is disabled once the last card is in view)', () => {
  it('counts whole cards, the last one without its gap', () => {
    // 5 columns of 236 px with 16 px gaps in 1244 px (5 × 236 + 4 × 16): all 5 fit
    expect(cardsInView(1244, 236, 252)).toBe(5)
    expect(cardsInView(1243.5, 236, 252)).toBe(5) // a subpixel short still counts
    expect(cardsInView(1200, 236, 252)).toBe(4)
    expect(cardsInView(300, 280, 296)).toBe(1)
    expect(cardsInView(100, 280, 296)).toBe(1) // never fewer than one
    expect(cardsInView(500, 0, 0)).toBe(1)
  })
  it('at the scroll end of 7 cards with 5 in view, Next is disabled', () => {
    const perView = cardsInView(1244, 236, 252)
    expect(carouselControls(2, 7, perView)).toEqual({ index: 2, previousDisabled: false, nextDisabled: true })
  })
  it('agrees with laying the cards out', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 50, max: 400 }), fc.integer({ min: 0, max: 40 }), (n, card, gap) => {
      const width = n * card + (n - 1) * gap
      expect(cardsInView(width, card, card + gap)).toBe(n)
      expect(cardsInView(width - 2, card, card + gap)).toBe(Math.max(1, n - 1))
    }))
  })
})
