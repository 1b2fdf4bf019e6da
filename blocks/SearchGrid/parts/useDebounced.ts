import { useEffect, useRef } from 'react'

/** A callback that runs `delay` ms after the last call; pending calls are dropped on unmount. */
export function useDebounced<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  return {
    run: (...args: A) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => latest.current(...args), delay)
    },
    cancel: () => clearTimeout(timer.current),
  }
}
