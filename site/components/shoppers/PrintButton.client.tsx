'use client'

/** Prints the comparison (issue 13: compare is printable). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="inline-flex h-11 items-center rounded border border-slate-600 px-4 font-semibold text-slate-900 print:hidden">
      Print
    </button>
  )
}
