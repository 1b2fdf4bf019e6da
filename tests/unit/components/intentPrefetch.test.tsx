// @vitest-environment happy-dom
/**
 * Links fetch their page ahead on the shopper's intent, not as they scroll into view: our Link marks
 * the anchor and turns Next's viewport prefetch off; `watchIntent` prefetches a marked link when the
 * mouse rests on it, a finger touches it or it takes focus.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Link } from '../../../site/components/Link'
import { HOVER_DWELL_MS, INTENT_PREFETCH, watchIntent } from '../../../site/components/intentPrefetch'

describe('Link', () => {
  it('marks its anchor for intent prefetching', () => {
    const html = renderToStaticMarkup(<Link href="/cars/abc" className="x">Car</Link>)
    expect(html).toContain(`${INTENT_PREFETCH}="intent"`)
    expect(html).toContain('href="/cars/abc"')
  })
  it('with prefetch={false} leaves the anchor unmarked: never fetched ahead', () => {
    expect(renderToStaticMarkup(<Link href="/checkout" prefetch={false}>Reserve</Link>)).not.toContain(INTENT_PREFETCH)
  })
})

describe('watchIntent', () => {
  let prefetch: ReturnType<typeof vi.fn<(href: string) => void>>
  let stop: () => void
  const el = (id: string) => document.getElementById(id) as HTMLElement
  const pointer = (type: 'pointerover' | 'pointerout', target: Element, pointerType = 'mouse', relatedTarget: Element | null = null) =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType, relatedTarget }))

  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = [
      `<a id="car" ${INTENT_PREFETCH}="intent" href="/cars/abc"><img id="photo" alt=""><span id="title">Car</span></a>`,
      `<a id="other" ${INTENT_PREFETCH}="intent" href="/search/used-cars?make=Kia">Kia</a>`,
      '<a id="plain" href="/checkout/abc">Reserve</a>',
      '<p id="text">Text</p>',
    ].join('')
    prefetch = vi.fn<(href: string) => void>()
    stop = watchIntent(document, prefetch)
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
  })

  it('prefetches a link the mouse rests on, after the dwell', () => {
    pointer('pointerover', el('title'))
    vi.advanceTimersByTime(HOVER_DWELL_MS - 1)
    expect(prefetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(prefetch.mock.calls).toEqual([['/cars/abc']])
  })
  it('fetches nothing for a mouse crossing a link without resting on it', () => {
    pointer('pointerover', el('car'))
    pointer('pointerout', el('car'), 'mouse', el('text'))
    vi.advanceTimersByTime(HOVER_DWELL_MS * 2)
    expect(prefetch).not.toHaveBeenCalled()
  })
  it('keeps the dwell while the mouse moves between the parts of one link', () => {
    pointer('pointerover', el('photo'))
    vi.advanceTimersByTime(HOVER_DWELL_MS / 2)
    pointer('pointerout', el('photo'), 'mouse', el('title'))
    pointer('pointerover', el('title'))
    vi.advanceTimersByTime(HOVER_DWELL_MS / 2)
    expect(prefetch.mock.calls).toEqual([['/cars/abc']])
  })
  it('moving on to another link fetches only the one rested on', () => {
    pointer('pointerover', el('car'))
    vi.advanceTimersByTime(HOVER_DWELL_MS / 2)
    pointer('pointerover', el('other'))
    vi.advanceTimersByTime(HOVER_DWELL_MS)
    expect(prefetch.mock.calls).toEqual([['/search/used-cars?make=Kia']])
  })
  it('prefetches at once on a touch or on focus', () => {
    el('photo').dispatchEvent(new Event('touchstart', { bubbles: true }))
    el('other').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(prefetch.mock.calls).toEqual([['/cars/abc'], ['/search/used-cars?make=Kia']])
  })
  it("leaves a touch's pointerover to its touchstart (one prefetch per touch)", () => {
    pointer('pointerover', el('car'), 'touch')
    vi.advanceTimersByTime(HOVER_DWELL_MS)
    expect(prefetch).not.toHaveBeenCalled()
  })
  it('never prefetches an unmarked link or other content', () => {
    pointer('pointerover', el('plain'))
    pointer('pointerover', el('text'))
    vi.advanceTimersByTime(HOVER_DWELL_MS)
    el('plain').dispatchEvent(new Event('touchstart', { bubbles: true }))
    el('plain').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(prefetch).not.toHaveBeenCalled()
  })
  it('stopped, it listens no more and drops a pending dwell', () => {
    pointer('pointerover', el('car'))
    stop()
    vi.advanceTimersByTime(HOVER_DWELL_MS)
    el('car').dispatchEvent(new Event('touchstart', { bubbles: true }))
    el('car').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(prefetch).not.toHaveBeenCalled()
  })
})
