import type { CompareRow } from '../../rules/garageList'
import { PrintButton } from './PrintButton.client'

/** Up to 4 saved cars side by side; rows whose values differ are highlighted and say so (issue 13). */
export function CompareView({ titles, rows }: { titles: string[]; rows: CompareRow[] }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href="/my-garage" className="font-semibold underline">Back to My Garage</a>
        <PrintButton />
      </div>
      <h1 className="mt-4 text-2xl font-bold">Compare cars</h1>
      {titles.length < 2 ? (
        <p className="mt-4">Choose at least 2 saved cars in My Garage to compare them.</p>
      ) : (
        <div className="relative mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Comparison of {titles.length} saved cars; highlighted rows differ</caption>
            <thead>
              <tr>
                <td className="p-2" />
                {titles.map((t, i) => <th key={i} scope="col" className="border-b border-slate-300 p-2 align-bottom">{t}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} data-differs={row.differs} className={row.differs ? 'bg-amber-50' : undefined}>
                  <th scope="row" className="border-b border-slate-200 p-2 font-semibold">
                    {row.label}
                    {row.differs ? <span className="ml-2 rounded bg-amber-200 px-1.5 text-xs font-semibold text-slate-900">Differs</span> : null}
                  </th>
                  {row.values.map((v, i) => <td key={i} className="border-b border-slate-200 p-2">{v}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  )
}
