'use client'

import { Children, useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'
import { useHydrated } from '../../site/components/useHydrated'

type Props = { label: string; count: number; autoplay: boolean; intervalMs: number; maxHeight: number; children: ReactNode }

const REDUCED = '(prefers-reduced-motion: reduce)'
const reducedMotion = () => window.matchMedia(REDUCED).matches
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
/** Motion is allowed only in a browser that does not ask for reduced motion (never on the server). */
const useMotionAllowed = () => useSyncExternalStore(subscribeMotion, () => !reducedMotion(), () => false)

/**
 * A CSS scroll-snap carousel (swipe is native scrolling): previous/next, a slide picker, arrow
 * keys, and autoplay that a pause button stops and that never starts under prefers-reduced-motion.
 */
export function Carousel({ label, count, autoplay, intervalMs, maxHeight, children }: Props) {
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const motionAllowed = useMotionAllowed()
  const playing = autoplay && count > 1 && !paused && motionAllowed
  const setPlaying = (on: boolean) => setPaused(!on)

  const go = useCallback((to: number) => {
    const el = track.current
    if (!el) return
    const next = (to + count) % count
    el.scrollTo({ left: next * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' })
    setIndex(next)
  }, [count])

  // Hydrating the server's HTML, the first turn is due intervalMs after the page started: the page's
  // scripts may come only then (`data-scripts-by` below, site/http/pageLoader.mjs). Each later turn,
  // and a slider shown by a client-side navigation, waits intervalMs.
  const firstTurnFromPageStart = useRef(!useHydrated())
  useEffect(() => {
    if (!playing) return
    const delay = firstTurnFromPageStart.current ? Math.max(0, intervalMs - performance.now()) : intervalMs
    firstTurnFromPageStart.current = false
    const timer = window.setTimeout(() => go(index + 1), delay)
    return () => window.clearTimeout(timer)
  }, [playing, index, intervalMs, go])

  const onScroll = () => {
    const el = track.current
    if (el && el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth))
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
    else return
    event.preventDefault()
    setPlaying(false)
  }

  const button = 'rounded-full bg-white/90 px-3 py-2 text-sm font-semibold text-slate-900 shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-white'
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative" onKeyDown={onKeyDown} data-scripts-by={autoplay && count > 1 ? intervalMs : undefined}>
      <div
        ref={track}
        tabIndex={0}
        onScroll={onScroll}
        className="relative flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none] motion-reduce:scroll-auto"
        style={{ height: `min(${maxHeight}px, 75vw)`, minHeight: 280 }}
      >
        {Children.map(children, (child, i) => (
          <div role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} className="relative h-full w-full shrink-0 snap-start bg-slate-800">
            {child}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="absolute right-4 top-4 flex gap-2">
          <button type="button" className={button} onClick={() => setPlaying(!playing)}>
            {playing ? 'Pause' : 'Play'}<span className="sr-only"> slides</span>
          </button>
          <button type="button" className={button} onClick={() => { setPlaying(false); go(index - 1) }}>
            <span aria-hidden="true">‹</span><span className="sr-only">Previous slide</span>
          </button>
          <button type="button" className={button} onClick={() => { setPlaying(false); go(index + 1) }}>
            <span aria-hidden="true">›</span><span className="sr-only">Next slide</span>
          </button>
          <span className="sr-only" aria-live="polite">Slide {index + 1} of {count}</span>
        </div>
      ) : null}
    </section>
  )
}
