'use client'
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react'
import { useDialogFocus } from '../vehicle/useDialogFocus.client'

type Props = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** A line under the title, read with it (aria-describedby). */
  description?: string
  testId?: string
}

/**
 * A modal dialog: labelled by its title, focus moves in on open, Tab stays inside, Escape and the
 * Close button close it, and focus returns to what opened it (WAI-ARIA dialog pattern).
 */
export function Dialog({ open, title, onClose, children, description, testId }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // The focus hook re-runs when its callback changes; a stable one keeps focus where the shopper is.
  const latestClose = useRef(onClose)
  useEffect(() => { latestClose.current = onClose }, [onClose])
  const close = useCallback(() => latestClose.current(), [])
  useDialogFocus(ref, open, close)
  if (!open) return null
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/60 p-4 print:hidden" onMouseDown={(event) => { if (event.target === event.currentTarget) close() }}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-testid={testId}
        className="relative my-8 w-full max-w-xl rounded-lg bg-white p-6 text-slate-900 shadow-xl"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold">{title}</h2>
            {description ? <p id={descriptionId} className="text-sm text-slate-700">{description}</p> : null}
          </div>
          <button type="button" onClick={close} className="rounded px-2 py-1 text-2xl leading-none text-slate-700 hover:bg-slate-100" aria-label="Close">×</button>
        </div>
        {children}
      </div>
    </div>
  )
}
