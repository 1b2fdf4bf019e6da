'use client'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

/** True once the element comes within 400 px of the viewport (and stays true). */
export function useNearViewport(spot: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = spot.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '400px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [spot])
  return near
}

/**
 * Renders its children once the spot comes near the viewport: below-the-fold extras cost nothing at
 * load. `placeholder` (server-rendered) holds the spot until then, e.g. with the children's height.
 */
export function WhenVisible({ children, placeholder = null, className }: { children: ReactNode; placeholder?: ReactNode; className?: string }) {
  const spot = useRef<HTMLDivElement>(null)
  const near = useNearViewport(spot)
  return <div ref={spot} className={className}>{near ? children : placeholder}</div>
}
