'use client'

import { useRef } from 'react'

type Row = { date: string; text: string; note: string | null }

/** FIN §2.8: the View Holiday Hours dialog (a native modal dialog: focus moves in and returns on close). */
export function HolidayHours({ locationName, rows }: { locationName: string; rows: Row[] }) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" className="text-sm font-semibold text-brand-dark underline" onClick={() => dialog.current?.showModal()}>
        View Holiday Hours<span className="sr-only"> for {locationName}</span>
      </button>
      <dialog ref={dialog} aria-labelledby={`holiday-${locationName}`} className="m-auto w-full max-w-md rounded-lg p-6 backdrop:bg-black/50">
        <h2 id={`holiday-${locationName}`} className="text-lg font-bold">Holiday hours: {locationName}</h2>
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr><th scope="col">Date</th><th scope="col">Hours</th></tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.date}>
                <td className="py-1 pr-4">{r.date}</td>
                <td className="py-1">{r.text}{r.note ? ` (${r.note})` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="dialog" className="mt-6 text-right">
          <button className="rounded bg-brand px-4 py-2 font-semibold text-white">Close</button>
        </form>
      </dialog>
    </>
  )
}
