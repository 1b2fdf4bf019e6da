'use client'
import { useEffect, useRef, useState } from 'react'
import { quoteFigures, type QuoteFigures } from '../../rules/lenderQuote'
import { useNearViewport } from '../WhenVisible.client'
import { fetchQuote } from './useQuickQuote.client'

/**
 * The quick quote on a vehicle page or card (FIN §7): asked once for the car (score GREAT, term 5,
 * its price: the server fills them), weekly and monthly (× 4.33) with the advertised and
 * comparison rates. A failed quote shows nothing (FIN §8: silent). Asked only once the spot comes
 * near the viewport, in a reserved line (no layout shift); the server remembers the lender's answer
 * per car, so a page of cards asks the lender at most once per car.
 */
export function QuickQuoteFigure({ carRef, compact = false }: { carRef: string; compact?: boolean }) {
  const spot = useRef<HTMLDivElement>(null)
  const near = useNearViewport(spot)
  const [figures, setFigures] = useState<(QuoteFigures & { lenderName: string }) | null>(null)
  useEffect(() => {
    if (!near) return
    const controller = new AbortController()
    void fetchQuote({ car_id: carRef }, controller.signal).then((state) => {
      if (!controller.signal.aborted && state.status === 'ok') setFigures({ ...quoteFigures(state.quote), lenderName: state.quote.lenderName })
    })
    return () => controller.abort()
  }, [near, carRef])
  return (
    <div ref={spot} className={compact ? 'min-h-10' : 'min-h-12'}>
      {figures ? (
        <p data-testid="quick-quote" className={compact ? 'text-sm text-slate-800' : 'text-slate-900'}>
          <strong>{figures.weekly}/wk</strong> ({figures.monthly}/mth) at {figures.advertisedRate} p.a., comparison {figures.comparisonRate}
          {compact ? null : <span className="block text-sm text-slate-700">Quick quote from {figures.lenderName}, no impact on your credit score</span>}
        </p>
      ) : null}
    </div>
  )
}
