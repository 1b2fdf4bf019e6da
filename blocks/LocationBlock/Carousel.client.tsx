'use client'

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cardsInView, carouselControls } from '../../site/rules/locationCarousel'

type Props = { count: number; label: string; listClassName: string; children: ReactNode }

/** Where the list is scrolled to, in cards: the first card in view and how many fit. */
function measure(list: HTMLUListElement) {
  const first = list.firstElementChild as HTMLElement | null
  const second = first?.nextElementSibling as HTMLElement | null
  const step = first ? (second ? second.offsetLeft - first.offsetLeft : first.offsetWidth) : 0
  if (step <= 0) return { index: 0, perView: 1, step: 0 }
  return { index: Math.round(list.scrollLeft / step), perView: cardsInView(list.clientWidth, (first as HTMLElement).offsetWidth, step), step }
}

/**
 * FIN §2.8 location carousel: previous and next scroll by a card and are disabled at the ends
 * (`carouselControls`). Keyboard: both are buttons, the left and right arrow keys do the same
 * inside the carousel, and a button that becomes disabled under the focus hands it to the other.
 */
export function LocationCarousel({ count, label, listClassName, children }: Props) {
  const list = useRef<HTMLUListElement>(null)
  const [view, setView] = useState({ index: 0, perView: count })
  const update = useCallback(() => {
    if (list.current) setView(measure(list.current))
  }, [])
  useEffect(() => {
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [update])
  const controls = carouselControls(view.index, count, view.perView)
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (controls.nextDisabled && document.activeElement === next.current) previous.current?.focus()
    if (controls.previousDisabled && document.activeElement === previous.current) next.current?.focus()
  }, [controls.nextDisabled, controls.previousDisabled])
  const go = (to: number) => {
    const el = list.current
    if (!el) return
    const { step } = measure(el)
    el.scrollTo({ left: carouselControls(to, count, view.perView).index * step, behavior: 'smooth' })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    event.preventDefault()
    go(controls.index + (event.key === 'ArrowRight' ? 1 : -1))
  }
  const control = 'rounded border border-brand-dark px-3 py-1 font-semibold text-brand-dark disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400'
  return (
    <div role="region" aria-roledescription="carousel" aria-label={`Locations carousel ${label}`} onKeyDown={onKeyDown}>
      <ul ref={list} onScroll={update} className={listClassName}>{children}</ul>
      <p className="mt-2 flex justify-end gap-2">
        <button ref={previous} type="button" className={control} disabled={controls.previousDisabled} onClick={() => go(controls.index - 1)}>
          Previous<span className="sr-only"> {label}</span>
        </button>
        <button ref={next} type="button" className={control} disabled={controls.nextDisabled} onClick={() => go(controls.index + 1)}>
          Next<span className="sr-only"> {label}</span>
        </button>
      </p>
    </div>
  )
}
