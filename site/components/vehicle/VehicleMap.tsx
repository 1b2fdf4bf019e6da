import { Link } from '../Link'
import { LocationMap } from '../LocationMap'
import { loadLocationCards } from '../../locations/loadLocationCards'
import { directionsUrl, mapProvider } from '../../locations/maps'
import { locationPath } from '../../rules/locationPath'
import type { SiteView } from '../../tenancy/siteView'
import type { VehicleView } from '../../vehicles/vehicleView'

const button = 'inline-block rounded border border-brand-dark px-3 py-2 text-sm font-semibold text-brand-dark hover:bg-brand-dark hover:text-white'

/**
 * Where the car is (INV §2 in-page anchor #vehicle-map): its location's map (or, with no maps
 * provider, the address and Get Directions), address, phone, and links to directions and the
 * location's page. Nothing when the car has no location the site shows.
 */
export async function VehicleMap({ site, vehicle: v }: { site: SiteView; vehicle: VehicleView }) {
  const id = v.car.location?.id
  if (id == null) return null
  const location = (await loadLocationCards(site)).find((c) => c.id === id)
  if (!location) return null
  const maps = mapProvider()
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-map-heading" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-8">
      <h2 id="vehicle-map-heading" className="text-2xl font-bold">Where to see this car</h2>
      <div className="mt-4 rounded-lg border border-slate-200 p-5 md:grid md:grid-cols-2 md:gap-6">
        <LocationMap location={location} maps={maps} large />
        <div className="mt-4 md:mt-0">
          <h3 className="text-lg font-semibold">{location.name}</h3>
          <address className="mt-2 not-italic text-slate-700">{location.addressLine}</address>
          {location.phone ? <a className="mt-1 inline-block text-brand-dark underline" href={`tel:${location.phone.replace(/\s+/g, '')}`}>{location.phone}</a> : null}
          <p className="mt-4 flex flex-wrap gap-2">
            {/* the address card has its own Get Directions when no map is drawn */}
            {location.imageUrl ?? maps.staticImageUrl(location, { width: 800, height: 400 }) ? <a className={button} href={directionsUrl(location)} rel="noopener">Get Directions<span className="sr-only"> to {location.name}</span></a> : null}
            <Link className={button} href={locationPath(site.config.navigation.paths.location, location.slug)} prefetch={false}>View Location<span className="sr-only">: {location.name}</span></Link>
          </p>
        </div>
      </div>
    </section>
  )
}
