import type { SiteView } from '../../tenancy/siteView'
import type { VehicleView } from '../../vehicles/vehicleView'
import { similarCarsFor } from './similarCarsAction'
import { SIMILAR_CARS_MAX } from '../../rules/similarCars'
import { SimilarCarsLoader } from './SimilarCarsLoader.client'
import { NoSimilarCars, SimilarList } from './SimilarList'
import { plural } from '../../rules/copy'

function Skeletons() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading similar cars">
      {Array.from({ length: SIMILAR_CARS_MAX }, (_, i) => <li key={i} className="h-96 animate-pulse rounded-lg bg-slate-200" data-testid="similar-skeleton" />)}
    </ul>
  )
}

/**
 * Similar cars: 6 skeletons while loading, then up to 6 by the spec's band and order (INV §4, §9).
 * Below an in-stock car the cards load after the page (near the viewport), which keeps every cached
 * vehicle page small. On a sold car's page they are the page's content (INV §4: only the similar
 * block), so they are rendered with it (`inline`): no second request, and they work without JavaScript.
 */
export function SimilarCars({ site, vehicle, inline = false }: { site: SiteView; vehicle: VehicleView; inline?: boolean }) {
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="mb-4 text-xl font-semibold">Similar {plural(site.config.labels.vehicleNoun)}</h2>
      {inline ? (
        // No Suspense boundary: the server waits for the cards, which are in the page's HTML in line,
        // their first photo (the page's largest paint) found at once. Streamed, they came in a
        // late chunk moved into place by a script (LCP 3.1–3.5 s in `npm run audit`).
        <SimilarList site={site} vehicle={vehicle} leading />
      ) : (
        <SimilarCarsLoader slug={vehicle.slug} load={similarCarsFor} skeletons={<Skeletons />} fallback={<NoSimilarCars />} />
      )}
    </section>
  )
}
