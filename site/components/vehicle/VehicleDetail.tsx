import type { ReactNode } from 'react'
import type { SiteView } from '../../tenancy/siteView'
import type { PageModel } from '../../vehicles/pageModel'
import type { VehicleView } from '../../vehicles/vehicleView'
import { LocatedAtBar } from './LocatedAtBar.client'
import { SimilarCars } from './SimilarCars'
import { StickyBars } from './StickyBars'
import { VehicleMap } from './VehicleMap'
import { Breadcrumb, SoldPanel } from './VehicleSections'

type Props = { vehicle: VehicleView; model: PageModel; site: SiteView; primaryCity: string | null; children: ReactNode }

/**
 * The vehicle page around its layout (INV §2): an in-stock car gets the Located at bar, the
 * sections of the site's vehicle template (`children`), its location (#vehicle-map) and the sticky bars; a car not in stock
 * shows the sold message and similar cars only, whatever the layout (INV §4).
 */
export function VehicleDetail({ vehicle: v, model: m, site, primaryCity, children }: Props) {
  if (!m.inStock) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <Breadcrumb v={v} />
        <div className="mt-4 grid gap-8"><SoldPanel v={v} m={m} /></div>
        <SimilarCars site={site} vehicle={v} inline />
      </div>
    )
  }
  const city = v.location?.city ?? v.city
  return (
    <>
      {city && primaryCity && city !== primaryCity ? <div className="mx-auto max-w-6xl px-4 pt-6"><LocatedAtBar city={city} directionsUrl={v.location?.placeUrl ?? `https://www.google.com/maps/search/${encodeURIComponent(city)}`} /></div> : null}
      {children}
      <VehicleMap site={site} vehicle={v} />
      <StickyBars v={v} m={m} site={site} />
    </>
  )
}
