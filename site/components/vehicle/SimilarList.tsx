import type { SiteView } from '../../tenancy/siteView'
import { loadSimilarCars } from '../../vehicles/loadSimilarCars'
import type { VehicleView } from '../../vehicles/vehicleView'
import { VehicleCard } from '../VehicleCard'

/** What shows when the search finds no similar car, or fails (INV §8: the failure is logged only). */
export function NoSimilarCars() {
  return <p className="text-slate-800">No similar cars in stock right now.</p>
}

/**
 * Up to 6 similar cars as cards; a failed search is logged only (INV §8) and shows the fallback text.
 * `leading`: the cards are the page's main content (a sold car's page), so the first photo is its
 * largest paint and is fetched at once, at high priority.
 */
export async function SimilarList({ site, vehicle, leading = false }: { site: SiteView; vehicle: VehicleView; leading?: boolean }) {
  const hits = await loadSimilarCars(site, vehicle).catch((error: unknown) => {
    console.error(`similar cars failed for site ${site.id} car ${vehicle.id}: ${String(error)}`)
    return []
  })
  if (!hits.length) return <NoSimilarCars />
  const now = new Date()
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-cars">
      {hits.map((hit, i) => <li key={hit.objectID} data-price={String(hit.price)} data-model={`${hit.make} ${hit.model}`}><VehicleCard car={hit} config={site.config} now={now} priority={leading && i === 0} /></li>)}
    </ul>
  )
}
