/** Feed field names → vehicles collection fields (the one place the feed's names are mapped). */
import type { Vehicle } from '../../../payload-types'
import type { FeedRow } from './rowSchema'

export type VehicleData = Partial<Omit<Vehicle, 'id' | 'createdAt' | 'updatedAt'>>

const defined = <T extends Record<string, unknown>>(data: T): T => Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as T

/** The specs group, or nothing when the row gives none (an update then keeps the stored figures). */
function specsOf(row: FeedRow): VehicleData['specs'] {
  const specs = defined({
    cylinders: row.cylinders, enginePowerCc: row.enginesize, induction: row.induction, torqueNm: row.torque, gearType: row.geartype,
    fuelConsumptionCombined: row.fuelconsumptioncombined, fuelCapacity: row.fuelcapacity, grossVehicleMass: row.grossvehiclemass, towingCapacityBraked: row.towingcapacitybraked,
    lengthMm: row.vehiclelength, heightMm: row.vehicleheight, widthMm: row.vehiclewidth, ancapRating: row.ancaprating,
    bodyWidth: row.body_width, bodyLength: row.body_length, tareWeight: row.tare_weight, axleType: row.axle_type, sleeps: row.sleeps, aggregateTrailerMass: row.aggregate_trailer_mass,
  })
  return Object.keys(specs).length ? specs : undefined
}

export function toVehicleData(row: FeedRow): VehicleData {
  return defined({
    stockNumber: row.stocknum,
    vin: row.vin?.toUpperCase(),
    make: row.make,
    model: row.model,
    year: row.year,
    name: row.name ?? [row.year, row.make, row.model].filter(Boolean).join(' '),
    slug: row.slug,
    badge: row.badge,
    series: row.series,
    itemType: row.item_type,
    carType: row.car_type,
    status: row.status === 'others' ? 'other' : (row.status ?? 'in_stock'),
    reserved: row.reserved,
    certified: row.certified,
    tag: row.tag,
    showOnDealerWebsite: row.show_on_dealer_website,
    listedAt: row.created_at === undefined ? undefined : new Date(row.created_at).toISOString(),
    price: row.price,
    beforePrice: row.before_price,
    offerPrice: row.offer_price,
    subscriptionPrice: row.subscription_price,
    priceType: row.price_type,
    preorder: row.preorder,
    km: row.km,
    colour: row.colour,
    interiorColour: row.interior_colour,
    body: row.body,
    simpleBody: row.simple_body,
    doors: row.doors,
    seats: row.seats,
    drive: row.drive,
    transmission: row.trans,
    simpleTransmission: row.simple_transmission,
    fuel: row.fuel,
    simpleFuel: row.simple_fuel,
    engineSize: row.engine_size,
    engineSizeLitres: row.engine_size_litres,
    specs: specsOf(row),
    regPlate: row.regplate,
    nvic: row.nvic,
    buildDate: row.build_date,
    complianceDate: row.compliance_date,
    city: row.city,
    state: row.state,
    dealerComments: row.dealercomments,
    images: row.images,
    primaryImageUrl: row.primary_image_url ?? row.images?.[0]?.url,
    videoUrl: row.video_url,
    categories: row.categories,
    features: row.features,
    standardEquipment: row.standard_equipment,
  })
}
