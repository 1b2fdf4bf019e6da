'use client'

import { useSyncExternalStore } from 'react'
import { SALES_COUNTER_REFRESH_SECONDS, salesCount } from '../../site/rules/salesCounter'

const format = (n: number) => n.toLocaleString('en-AU')

/** Ticks every 150 s (FIN §4); the snapshot is the rule's count for the current time. */
const subscribe = (onTick: () => void) => {
  const timer = window.setInterval(onTick, SALES_COUNTER_REFRESH_SECONDS * 1000)
  return () => window.clearInterval(timer)
}
const currentCount = () => salesCount(new Date())

/**
 * The number from the same rule the server used. The server value is the first paint (no layout
 * shift: tabular digits in a fixed-width box); a cached page's older count catches up on hydration.
 * A changed number fades in only when motion is allowed (`.count-in` in globals.css).
 */
export function Counter({ initial }: { initial: number }) {
  const count = useSyncExternalStore(subscribe, currentCount, () => initial)
  return (
    <span key={count} className={`inline-block min-w-[5ch] tabular-nums ${count === initial ? '' : 'count-in'}`}>
      {format(count)}
    </span>
  )
}
