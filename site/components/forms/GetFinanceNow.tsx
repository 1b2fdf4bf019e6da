import { Link } from '../Link'
import { VehicleCard } from '../VehicleCard'
import { searchParamsSchema } from '../../search/protocol'
import { searchForSite } from '../../search/service'
import type { SiteView } from '../../tenancy/siteView'

/** FIN §9: featured used cars on the finance page. */
export const FEATURED_USED_CARS = 6

/**
 * The Get Finance Now page part (FIN §2.3; flag `finance.page.getFinanceNow`): a heading, Start
 * Finance Journey to /search/used-cars, six in-stock used cars with more than one photo, and View
 * All Used Cars.
 */
export async function GetFinanceNow({ site }: { site: SiteView }) {
  const [result] = await searchForSite(site, [{ indexName: 'vehicles_latest', params: searchParamsSchema.parse({ hitsPerPage: 48, facetFilters: [['status:in_stock'], ['car_type:used']] }) }])
  const cars = (result?.hits ?? []).filter((hit) => Number(hit.photos_count) > 1).slice(0, FEATURED_USED_CARS)
  const now = new Date()
  return (
    <section aria-labelledby="get-finance-now" className="mx-auto max-w-6xl px-4 py-10" data-testid="get-finance-now">
      <h2 id="get-finance-now" className="text-2xl font-bold">Get Finance Now</h2>
      <Link href="/search/used-cars" className="mt-4 inline-block rounded bg-brand-dark px-5 py-3 font-semibold text-white">Start Finance Journey</Link>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((hit) => <li key={String(hit.objectID)}><VehicleCard car={hit} config={site.config} now={now} /></li>)}
      </ul>
      <Link href="/search/used-cars" className="mt-6 inline-block font-semibold text-brand-dark underline">View All Used Cars</Link>
    </section>
  )
}
