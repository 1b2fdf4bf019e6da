import { Suspense } from 'react'
import { loadDeliveryRegions } from '../../vehicles/delivery/loadDeliveryRegions'
import type { VehicleView } from '../../vehicles/vehicleView'
import { deliveryStart } from '../../rules/delivery'
import { DeliveryCalculatorIsland } from './Calculators.client'

async function Delivery({ vehicle }: { vehicle: VehicleView }) {
  const regions = vehicle.dealership ? await loadDeliveryRegions(vehicle.dealership.id) : []
  if (!regions.length) return null
  return (
    <section aria-labelledby="delivery-calculator" className="mt-10 lg:col-span-2" data-testid="delivery-section">
      <h2 id="delivery-calculator" className="mb-3 text-xl font-semibold">Delivery calculator</h2>
      <DeliveryCalculatorIsland carSlug={vehicle.slug} start={deliveryStart(regions, vehicle.location?.postcode)} />
    </section>
  )
}

/**
 * The delivery calculator section (INV §2, next to the fuel calculator): shown when the car's
 * dealership has delivery regions, since the estimate comes from them.
 */
export function DeliverySection({ vehicle }: { vehicle: VehicleView }) {
  return <Suspense fallback={null}><Delivery vehicle={vehicle} /></Suspense>
}
