import type { ReactNode } from 'react'
import type { z } from 'zod'
import { loadLocationCards } from '../../site/locations/loadLocationCards'
import { mapProvider } from '../../site/locations/maps'
import { autoSelectedLocation, pickerOptions } from '../../site/rules/locationFilter'
import type { RenderContext } from '../types'
import type { locationBlockSchema } from './config'
import { LocationCarousel } from './CarouselIsland.client'
import { LocationFinder } from './FinderIsland.client'
import { filterLocationCards } from './filter'
import { LocationCardView } from './LocationCardView'

type Props = z.output<typeof locationBlockSchema> & { context: RenderContext }

/**
 * FIN §2.8: one location is a large card with a map; several are a grid, or a carousel (CSS scroll
 * snap) whose Swipe hint hides on large screens for 3 or fewer cards and which uses 5 columns from 4.
 */
export async function LocationBlock({ context, heading, layout, showHours, finder, ...options }: Props) {
  const { site } = context
  const locations = filterLocationCards(await loadLocationCards(site), { heading, layout, showHours, finder, ...options })
  if (locations.length === 0) return null
  const maps = mapProvider()
  const mode = layout === 'site' ? site.config.locations.multiLayout : layout
  const id = `locations-${options.filter}-${options.locationId || 'all'}`
  const card = (l: (typeof locations)[number], large = false) => <LocationCardView location={l} site={site} maps={maps} large={large} showHours={showHours} />
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">{heading}</h2>
      {locations.length === 1 ? (
        <div className="mt-6">{card(locations[0] as (typeof locations)[number], true)}</div>
      ) : finder ? (
        // The finder lays its cards out as a grid, whatever the carousel setting.
        <Finder locations={locations} site={site} card={card} />
      ) : mode === 'carousel' ? (
        <>
          <p className={`mt-2 text-sm text-slate-600 ${locations.length <= 3 ? 'lg:hidden' : ''}`} aria-hidden="true">Swipe</p>
          <LocationCarousel count={locations.length} label={`(${heading})`} listClassName={`relative mt-4 grid snap-x snap-mandatory auto-cols-[85%] grid-flow-col gap-4 overflow-x-auto pb-4 md:auto-cols-[45%] ${locations.length >= 4 ? 'lg:auto-cols-[calc((100%-4rem)/5)]' : 'lg:auto-cols-[calc((100%-2rem)/3)]'}`}>
            {locations.map((l) => <li key={l.id} className="snap-start">{card(l)}</li>)}
          </LocationCarousel>
        </>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {locations.map((l) => <li key={l.id}>{card(l)}</li>)}
        </ul>
      )}
    </section>
  )
}

type Cards = Awaited<ReturnType<typeof loadLocationCards>>

/** The picker's options from the site's settings (`locations.picker`), and the cards it picks from. */
function Finder({ locations, site, card }: { locations: Cards; site: RenderContext['site']; card: (l: Cards[number]) => ReactNode }) {
  const options = pickerOptions(locations, site.config.locations.picker)
  return (
    <LocationFinder
      options={options.map((l) => ({ id: l.id, name: l.name }))}
      initialSelected={autoSelectedLocation(options)?.id ?? null}
      items={locations.map((l) => ({ id: l.id, card: card(l) }))}
      listClassName="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
    />
  )
}
