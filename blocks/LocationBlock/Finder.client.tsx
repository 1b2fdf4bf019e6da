'use client'

import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useHydrated } from '../../site/components/useHydrated'
import { isValidPostcode, limitPostcodeInput, POSTCODE_LENGTH, POSTCODE_MESSAGE, POSTCODE_PLACEHOLDER } from '../../site/rules/postcodeFormat'

type Item = { id: number; card: ReactNode }
type Nearest = { id: number; km: number | null }
type Props = {
  /** The picker's options: `pickerOptions` of the block's locations and the site's picker settings. */
  options: Array<{ id: number; name: string }>
  /** `autoSelectedLocation`: set when the picker has exactly one option. */
  initialSelected: number | null
  items: Item[]
  listClassName: string
}

/** The cards nearest first (ids the answer does not know keep their place at the end), with their distance. */
function ordered(items: Item[], nearest: Nearest[] | null): Array<Item & { km: number | null }> {
  if (!nearest) return items.map((item) => ({ ...item, km: null }))
  const byId = new Map(items.map((item) => [item.id, item]))
  const known = nearest.flatMap((n) => { const item = byId.get(n.id); return item ? [{ ...item, km: n.km }] : [] })
  return [...known, ...items.filter((item) => !nearest.some((n) => n.id === item.id)).map((item) => ({ ...item, km: null }))]
}

/**
 * FIN §2.8 on the locations page: the location picker (selects by itself when there is one option)
 * and sorting by distance from a postcode, which the server geocodes (`Invalid postcode` when unknown).
 */
export function LocationFinder({ options, initialSelected, items, listClassName }: Props) {
  const id = useId()
  const [selected, setSelected] = useState(initialSelected === null ? '' : String(initialSelected))
  // The postcode field is uncontrolled: one typed before the island hydrated stays in it (the form
  // reads it on submit). `data-hydrated` tells tests the submit is the island's, not the browser's.
  const hydrated = useHydrated()
  const [error, setError] = useState<string | null>(null)
  const [nearest, setNearest] = useState<{ postcode: string; locations: Nearest[] } | null>(null)
  const [busy, setBusy] = useState(false)

  async function sort(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const postcode = limitPostcodeInput(String(new FormData(event.currentTarget).get('postcode') ?? ''))
    if (!isValidPostcode(postcode)) return setError(POSTCODE_MESSAGE)
    setBusy(true)
    type Reply = { ok: boolean; body: { message?: string; locations?: Nearest[] } }
    const reply: Reply = await fetch(`/api/nearest-locations?postcode=${encodeURIComponent(postcode)}`).then(
      async (r) => ({ ok: r.ok, body: (await r.json()) as { message?: string; locations?: Nearest[] } }),
      () => ({ ok: false, body: { message: 'The distance could not be worked out. Please try again.' } }),
    )
    setBusy(false)
    if (!reply.ok || !reply.body.locations) return setError(reply.body.message ?? 'The distance could not be worked out. Please try again.')
    setError(null)
    setNearest({ postcode, locations: reply.body.locations })
  }

  const shown = ordered(items, nearest?.locations ?? null).filter((item) => !selected || String(item.id) === selected)
  const field = 'mt-1 block rounded border border-slate-500 px-3 py-2'
  return (
    <div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div className="min-w-0 max-w-full">
          <label className="block text-sm font-semibold" htmlFor={`${id}-picker`}>Location</label>
          <select id={`${id}-picker`} className={`${field} w-full max-w-full sm:w-auto sm:min-w-56`} value={selected} onChange={(e) => setSelected(e.target.value)}>
            {options.length > 1 ? <option value="">All locations</option> : null}
            {options.map((o) => <option key={o.id} value={String(o.id)}>{o.name}</option>)}
          </select>
        </div>
        <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void sort(e)} aria-label="Sort by distance" noValidate data-hydrated={hydrated}>
          <div>
            <label className="block text-sm font-semibold" htmlFor={`${id}-postcode`}>Your postcode</label>
            <input id={`${id}-postcode`} className={`${field} w-28`} inputMode="numeric" autoComplete="postal-code" placeholder={POSTCODE_PLACEHOLDER} maxLength={POSTCODE_LENGTH} name="postcode" defaultValue=""
              onInput={(e) => { e.currentTarget.value = limitPostcodeInput(e.currentTarget.value) }} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
          </div>
          <button type="submit" disabled={busy} className="h-10 rounded bg-brand-dark px-4 font-semibold text-white disabled:opacity-60">Sort by distance</button>
        </form>
      </div>
      {error ? <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-800">{error}</p> : null}
      <p aria-live="polite" className="mt-2 text-sm text-slate-700">{nearest ? `Nearest to ${nearest.postcode} first.` : ''}</p>
      <ul className={listClassName}>
        {shown.map((item) => (
          <li key={item.id} data-location-id={item.id}>
            {item.km !== null ? <p className="mb-1 text-sm font-semibold text-slate-800">{item.km.toLocaleString('en-AU')} km away</p> : null}
            {item.card}
          </li>
        ))}
      </ul>
    </div>
  )
}
