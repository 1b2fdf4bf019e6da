'use client'
import { useSyncExternalStore } from 'react'
import { toastStore } from './toastStore.client'

/** The one toast on the page (FIN §4 toast store), announced politely, with its action and a close button. */
export function Toaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => null)
  return (
    <div aria-live="polite" aria-atomic="true" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 print:hidden">
      {toast?.open ? (
        <div className="pointer-events-auto flex max-w-md items-start gap-3 rounded bg-slate-900 px-4 py-3 text-white shadow-lg" data-testid="toast">
          <div>
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="text-sm">{toast.description}</p> : null}
          </div>
          {toast.action ? <a href={toast.action.href} className="shrink-0 font-semibold underline">{toast.action.label}</a> : null}
          <button type="button" onClick={() => toastStore.dismiss()} className="shrink-0 px-1" aria-label="Close message">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
