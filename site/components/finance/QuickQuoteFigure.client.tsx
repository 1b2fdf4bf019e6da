'use client'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { quoteFigures, type QuoteFigures } from '../../rules/lenderQuote'
import { useNearViewport } from '../WhenVisible.client'
import { fetchQuote, type QuoteState } from './useQuickQuote.client'

type CarFigures = QuoteFigures & { lenderName: string }

/** One question per car and page: the sidebar and the sticky header show the same answer. A failure is not kept, so a later spot asks again. */
const asked = new Map<string, Promise<QuoteState>>()
function carQuote(carRef: string): Promise<QuoteState> {
  let answer = asked.get(carRef)
  if (!answer) {
    answer = fetchQuote({ car_id: carRef })
    asked.set(carRef, answer)
    void answer.then((state) => state.status === 'ok' || asked.delete(carRef))
  }
  return answer
}

/** The car's quick quote figures, asked once `spot` comes near the viewport; null until then and on failure (FIN §8: silent). */
function useCarQuote(carRef: string, spot: RefObject<HTMLElement | null>): CarFigures | null {
  const near = useNearViewport(spot)
  const [figures, setFigures] = useState<CarFigures | null>(null)
  useEffect(() => {
    if (!near) return
    let current = true
    void carQuote(carRef).then((state) => {
      if (current && state.status === 'ok') setFigures({ ...quoteFigures(state.quote), lenderName: state.quote.lenderName })
    })
    return () => {
      current = false
    }
  }, [near, carRef])
  return figures
}

/**
 * The quick quote on a vehicle page or card (FIN §7): asked once for the car (score GREAT, term 5,
 * its price: the server fills them), weekly and monthly (× 4.33) with the advertised and
 * comparison rates. A failed quote shows nothing (FIN §8: silent). Asked only once the spot comes
 * near the viewport, in a reserved line (no layout shift); the server remembers the lender's answer
 * per car, so a page of cards asks the lender at most once per car.
 */
export function QuickQuoteFigure({ carRef, compact = false }: { carRef: string; compact?: boolean }) {
  const spot = useRef<HTMLDivElement>(null)
  const figures = useCarQuote(carRef, spot)
  return (
    // The reserved space is the figures' full height on a phone (the figures wrap to two lines and the
    // lender's line is a third): a smaller one pushed the sidebar's buttons 40 px down as the quote
    // came, and a tap aimed at Book a Test Drive landed on Trade-In (firstTap.spec).
    <div ref={spot} className={compact ? 'min-h-10' : 'min-h-[5.5rem]'}>
      {figures ? (
        <p data-testid="quick-quote" className={compact ? 'text-sm text-slate-800' : 'text-slate-900'}>
          <strong>{figures.weekly}/wk</strong> ({figures.monthly}/mth) at {figures.advertisedRate} p.a., comparison {figures.comparisonRate}
          {compact ? null : <span className="block text-sm text-slate-700">Quick quote from {figures.lenderName}, no impact on your credit score</span>}
        </p>
      ) : null}
    </div>
  )
}

/** The weekly figure alone, for the sticky header (INV §2, FIN §9: per week), once the header shows. */
export function QuickQuoteWeekly({ carRef }: { carRef: string }) {
  const spot = useRef<HTMLSpanElement>(null)
  const figures = useCarQuote(carRef, spot)
  return <span ref={spot} data-testid="sticky-quick-quote">{figures ? ` · ${figures.weekly}/wk` : null}</span>
}
