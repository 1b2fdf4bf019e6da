import { useEffect, useRef, useState } from 'react'
import { useSearchNavigation } from './navigation'
import { useResultCount } from './useResultCount'

const COUNT_ANIMATION_MS = 1000 // INV §9 count animation

/** Counts from the previous value to the new one over 1 s; at once when the shopper prefers less motion. */
function useAnimatedCount(target: number): number {
  const [shown, setShown] = useState(target)
  const from = useRef(target)
  useEffect(() => {
    const start = from.current
    from.current = target
    if (start === target || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return setShown(target)
    const began = performance.now()
    let frame = requestAnimationFrame(function step(time) {
      const t = Math.min(1, (time - began) / COUNT_ANIMATION_MS)
      setShown(Math.round(start + (target - start) * t))
      if (t < 1) frame = requestAnimationFrame(step)
    })
    return () => cancelAnimationFrame(frame)
  }, [target])
  return shown
}

/** Show Me N results (INV §4, FIN §2.6): goes to the current filtered search URL, at the results. */
export function ShowMeResults() {
  const count = useAnimatedCount(useResultCount())
  const { state, hrefOf } = useSearchNavigation()
  return (
    <a href={`${hrefOf(state)}#results`} className="block rounded bg-brand-dark px-4 py-3 text-center font-semibold text-white">
      Show Me <span data-testid="show-me-count">{count.toLocaleString('en-AU')}</span> results
    </a>
  )
}
