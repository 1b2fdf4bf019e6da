// @vitest-environment happy-dom
/**
 * The promo slider's carousel as the page's loader sees it (site/http/pageLoader.mjs): an autoplaying
 * slider says when it must be running (`data-scripts-by`, its first turn), and, hydrating the server's
 * HTML, takes its first turn that long after the page started, however late its scripts came.
 */
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Carousel } from '../../../blocks/PromoSlider/Carousel.client'

const slider = (props: { autoplay: boolean; count: number }) => (
  <Carousel label="Offers" intervalMs={6000} maxHeight={720} {...props}>
    {Array.from({ length: props.count }, (_, i) => <p key={i}>Offer {i + 1}</p>)}
  </Carousel>
)

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('PromoSlider carousel: when its scripts are needed', () => {
  it('an autoplaying slider of several slides is due at its interval; a still one, or one slide, asks nothing', () => {
    expect(renderToString(slider({ autoplay: true, count: 3 }))).toMatch(/<section [^>]*data-scripts-by="6000"/)
    expect(renderToString(slider({ autoplay: false, count: 3 }))).not.toContain('data-scripts-by')
    expect(renderToString(slider({ autoplay: true, count: 1 }))).not.toContain('data-scripts-by')
  })

  it("hydrated 5 s after the page started, its first turn comes 1 s later; the next a full interval after", async () => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'now').mockReturnValue(5000)
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const container = document.createElement('div')
    container.innerHTML = renderToString(slider({ autoplay: true, count: 3 }))
    document.body.append(container)
    await act(async () => {
      root = hydrateRoot(container, slider({ autoplay: true, count: 3 }))
    })
    const status = () => container.querySelector('[aria-live=polite]')?.textContent
    expect(status()).toBe('Slide 1 of 3')
    await act(async () => vi.advanceTimersByTime(999))
    expect(status()).toBe('Slide 1 of 3')
    await act(async () => vi.advanceTimersByTime(1))
    expect(status()).toBe('Slide 2 of 3')
    await act(async () => vi.advanceTimersByTime(5999))
    expect(status()).toBe('Slide 2 of 3')
    await act(async () => vi.advanceTimersByTime(1))
    expect(status()).toBe('Slide 3 of 3')
  })
})
