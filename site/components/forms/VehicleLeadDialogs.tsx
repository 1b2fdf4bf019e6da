import type { SiteView } from '../../tenancy/siteView'
import type { VehicleView } from '../../vehicles/vehicleView'
import { leadFormProps } from './LeadFormSection'
import type { FormType } from '../../forms/leadFormModel'
import { VehicleLeadDialogs as Dialogs } from './VehicleLeadDialogs.client'

/** The vehicle page's lead dialogs with the car's details (server side), in stock or not. */
/** `chat`: the Instant Message dialog too (pageModel's `chat`). */
export async function VehicleLeadDialogs({ site, vehicle, inStock, chat = false }: { site: SiteView; vehicle: VehicleView; inStock: boolean; chat?: boolean }) {
  const car = { id: vehicle.id, slug: vehicle.slug, name: vehicle.name, carType: vehicle.car.car_type ?? null, tag: vehicle.car.tag ?? null }
  const types: FormType[] = inStock ? ['enquiry', 'find-similar', 'test-drive', 'request-photos', ...(chat ? (['chat'] as const) : [])] : ['find-similar']
  const entries = await Promise.all(types.map(async (type) => [type, await leadFormProps({ site, type, vehicle: car, dealership: vehicle.dealership?.id ?? null })] as const))
  return <Dialogs forms={Object.fromEntries(entries)} inStock={inStock} />
}
