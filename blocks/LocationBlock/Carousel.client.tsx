'use client'

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { carouselControls } from '../../site/rules/locationCarousel'

type Props = { count: number; label: string; listClassName: string; children: ReactNode }

/** Where the list is scrolled to, in cards: the first card in view and how many fit. */
function measure(list: HTMLUListElement) {
  const first = list.firstElementChild as HTMLElement | null
  const second = first?.nextElementSibling as HTMLElement | null
  const step = first ? (second ? second.offsetLeft - first.offsetLeft : first.offsetWidth) : 0
  if (step <= 0) return { index: 0, perView: 1, step: 0 }
  return { index: Math.round(list.scrollLeft / step), perView: Math.max(1, Math.floor((list.clientWidth + 1) / step)), step }
}

/** FIN §2.8 location carousel: previous and next scroll by a card and are disabled at the ends (`carouselControls`). */
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
  const go = (to: number) => {
    const el = list.current
    if (!el) return
    const { step } = measure(el)
    el.scrollTo({ left: carouselControls(to, count, view.perView).index * step, behavior: 'smooth' })
  }
  const control = 'rounded border border-brand-dark px-3 py-1 font-semibold text-brand-dark disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400'
  return (
    <div>
      <ul ref={list} onScroll={update} className={listClassName}>{children}</ul>
      <p className="mt-2 flex justify-end gap-2">
        <button type="button" className={control} disabled={controls.previousDisabled} onClick={() => go(controls.index - 1)}>
          Previous<span className="sr-only"> {label}</span>
        </button>
        <button type="button" className={control} disabled={controls.nextDisabled} onClick={() => go(controls.index + 1)}>
          Next<span className="sr-only"> {label}</span>
        </button>
      </p>
    </div>
  )
}
