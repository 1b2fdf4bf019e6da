'use client'
import { useEffect, useState, type ReactNode } from 'react'

/** Sticky header after 500 px (INV §2, §9) and the mobile bar after 900 px. */
export const STICKY_HEADER_AFTER_PX = 500
export const MOBILE_BAR_AFTER_PX = 900

/**
 * Shows its (server-rendered) children once the page is scrolled more than `afterPx`. Fixed
 * position and out of the flow, so appearing never shifts the layout.
 */
export function ScrollReveal({ afterPx, className, label, testId, children }: { afterPx: number; className: string; label: string; testId: string; children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const update = () => setShown(window.scrollY > afterPx)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [afterPx])
  return (
    <div role="region" aria-label={label} hidden={!shown} data-testid={testId} className={className}>
      {children}
    </div>
  )
}
