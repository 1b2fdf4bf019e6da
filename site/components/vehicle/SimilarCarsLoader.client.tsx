'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = { slug: string; load: (slug: string) => Promise<ReactNode>; skeletons: ReactNode; fallback: ReactNode }

/**
 * Shows the skeletons until the section comes near the viewport, then loads the rendered list
 * through the server action (INV §4). A failure is logged only and shows the fallback (INV §8).
 */
export function SimilarCarsLoader({ slug, load, skeletons, fallback }: Props) {
  const spot = useRef<HTMLDivElement>(null)
  const [content, setContent] = useState<ReactNode>(null)
  useEffect(() => {
    const element = spot.current
    if (!element) return
    let live = true
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      load(slug).then(
        (node) => live && setContent(node ?? fallback),
        (error: unknown) => {
          console.error(`similar cars could not load: ${String(error)}`)
          if (live) setContent(fallback)
        },
      )
    }, { rootMargin: '600px' })
    observer.observe(element)
    return () => {
      live = false
      observer.disconnect()
    }
  }, [slug, load, fallback])
  return <div ref={spot}>{content ?? skeletons}</div>
}
