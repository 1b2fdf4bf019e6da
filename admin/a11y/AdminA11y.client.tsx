'use client'
/**
 * Accessibility repairs of Payload's own admin components (issue 49: axe on the inbox, the lead
 * page and the dashboard finds nothing serious), applied to the rendered DOM as it changes, until
 * Payload fixes them upstream (adminA11y.ts says what each repair is and why).
 */
import { useEffect, type ReactNode } from 'react'
import { repairAdminA11y } from './adminA11y'

export function AdminA11y({ children }: { children?: ReactNode }) {
  useEffect(() => {
    let queued = false
    const repair = () => {
      queued = false
      repairAdminA11y(document)
    }
    repair()
    const observer = new MutationObserver(() => {
      if (queued) return
      queued = true
      requestAnimationFrame(repair)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return children
}
