import type { z } from 'zod'
import { loadLocations } from '../../site/locations/loadLocations'
import type { RenderContext } from '../types'
import type { locationListSchema } from './config'

type Props = z.output<typeof locationListSchema> & { context: RenderContext }

/** A plain list of the site's visible locations; the page-builder LocationBlock supersedes it. */
export async function LocationList({ heading, context }: Props) {
  const locations = await loadLocations(context.site)
  if (locations.length === 0) return null
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="locations-heading">
      <h2 id="locations-heading" className="text-2xl font-bold">{heading}</h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {locations.map((l) => (
          <li key={l.id} className="rounded-lg border border-slate-200 p-5">
            <h3 className="font-semibold">{l.name}</h3>
            <p className="text-sm capitalize text-slate-600">{l.type}</p>
            <address className="mt-2 not-italic text-slate-700">{l.addressLine}</address>
            {l.phone ? <a className="mt-2 inline-block text-brand-dark underline" href={`tel:${l.phone.replace(/\s+/g, '')}`}>{l.phone}</a> : null}
            {l.licence ? <p className="mt-2 text-xs text-slate-600">Dealer licence {l.licence}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
