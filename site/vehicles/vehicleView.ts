/**
 * The vehicle page's view model: a Payload vehicle document converted once, in the loader
 * (STYLE 10). `car` carries the feed names (INV §3) that site/rules read; the rest is display data.
 */
import { z } from 'zod'
import type { Dealership, Location, Vehicle } from '../../payload-types'
import type { CarInput } from '../rules/vehicleTypes'
import type { PhoneSources } from '../rules/phone'

const imageSchema = z.object({ url: z.string().min(1), thumb: z.string().min(1).nullish() })
const imagesSchema = z.array(imageSchema).catch([])
const stringsSchema = z.array(z.string().min(1)).catch([])
const lendersSchema = z.record(z.string(), z.record(z.string(), z.unknown())).nullable().catch(null)
const anchorSchema = z.object({ activeAngle: z.number().int(), posX: z.number(), posY: z.number() })
const hotspotSchema = z.object({ id: z.union([z.string(), z.number()]), description: z.string(), anchors: z.array(anchorSchema).default([]) })
const hotspotsSchema = z.object({ exterior: z.array(hotspotSchema).default([]), interior: z.array(hotspotSchema).default([]) }).nullable().catch(null)

export type VehicleImage = { url: string; thumb: string }
export type Hotspot = z.output<typeof hotspotSchema>

export type VehicleView = {
  id: number
  slug: string
  title: string
  name: string
  subtitle: string
  car: CarInput & { id: number; nvic: string | null; finance_lenders: Record<string, Record<string, unknown>> | null; dealership_slug: string | null }
  images: VehicleImage[]
  spinFrames: string[]
  spinInterior: string | null
  hotspots: { exterior: Hotspot[]; interior: Hotspot[] }
  videoUrl: string | null
  externalVideoUrl: string | null
  dealerComments: string | null
  standardEquipment: string[]
  historyReportUrl: string | null
  views: number
  city: string | null
  /** `mobile`: the location's WhatsApp number (vehiclePage.chat.whatsApp). */
  location: { name: string; city: string | null; postcode: string | null; placeUrl: string | null; mobile: string | null } | null
  dealership: { id: number; slug: string; name: string } | null
  phoneSources: PhoneSources
  market: { rangeMin: number | null; rangeMax: number | null; confidence: number | null }
  updatedAt: string
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null
const related = <T extends object>(value: number | T | null | undefined): T | null => (value !== null && typeof value === 'object' ? value : null)

function carOf(doc: Vehicle, dealership: Dealership | null, location: Location | null): VehicleView['car'] {
  const s = doc.specs ?? {}
  return {
    id: doc.id, slug: doc.slug, year: orNull(doc.year), make: doc.make, model: doc.model, badge: orNull(doc.badge), series: orNull(doc.series),
    item_type: orNull(doc.itemType), price: orNull(doc.price), before_price: orNull(doc.beforePrice), preorder: doc.preorder, price_type: orNull(doc.priceType),
    status: doc.status, car_type: doc.carType, reserved: doc.reserved, certified: doc.certified, tag: orNull(doc.tag), created_at: orNull(doc.listedAt),
    fuel: orNull(doc.fuel), simple_fuel: orNull(doc.simpleFuel), km: orNull(doc.km), colour: orNull(doc.colour), body: orNull(doc.body), simple_body: orNull(doc.simpleBody), doors: orNull(doc.doors),
    bodyconfiguration: orNull(doc.bodyConfiguration), drive: orNull(doc.drive), seats: orNull(doc.seats), simple_transmission: orNull(doc.simpleTransmission),
    trans: orNull(doc.transmission), gearnum: orNull(doc.gearCount), geartype: orNull(s.gearType), engine_size: orNull(doc.engineSize), engine_size_litres: orNull(doc.engineSizeLitres),
    regplate: orNull(doc.regPlate), rego_expiry: orNull(doc.regoExpiry), build_date: orNull(doc.buildDate), compliance_date: orNull(doc.complianceDate),
    stocknum: doc.stockNumber, vin: orNull(doc.vin), nvic: orNull(doc.nvic), cylinders: orNull(s.cylinders), enginesize: orNull(s.enginePowerCc), induction: orNull(s.induction),
    fuelconsumptioncombined: orNull(s.fuelConsumptionCombined), fuelcapacity: orNull(s.fuelCapacity), grossvehiclemass: orNull(s.grossVehicleMass),
    vehiclelength: orNull(s.lengthMm), vehicleheight: orNull(s.heightMm), vehiclewidth: orNull(s.widthMm), towingcapacitybraked: orNull(s.towingCapacityBraked),
    torque: orNull(s.torqueNm), ancaprating: orNull(s.ancapRating), body_width: orNull(s.bodyWidth), body_length: orNull(s.bodyLength),
    tare_weight: orNull(s.tareWeight), axle_type: orNull(s.axleType), sleeps: orNull(s.sleeps), aggregate_trailer_mass: orNull(s.aggregateTrailerMass),
    photos_count: orNull(doc.photosCount), images: imagesSchema.parse(doc.images), dealercomments: orNull(doc.dealerComments),
    dealership_slug: dealership?.slug ?? null,
    location: location ? { id: location.id, name: location.name, phone: orNull(location.contact?.phone), address: { city: orNull(location.address?.city), state: orNull(location.address?.state) } } : null,
    autograb_data: { state_average_market_price: orNull(doc.market?.stateAverageMarketPrice), average_market_price: orNull(doc.market?.averageMarketPrice) },
    finance_lenders: lendersSchema.parse(doc.financeLenders ?? null),
  }
}

/** The document as the page reads it. */
export function toVehicleView(doc: Vehicle): VehicleView {
  const dealership = related(doc.dealership)
  const location = related(doc.location)
  const images = imagesSchema.parse(doc.images).map((i) => ({ url: i.url, thumb: i.thumb ?? i.url }))
  const hotspots = hotspotsSchema.parse(doc.hotspots ?? null)
  return {
    id: doc.id,
    slug: doc.slug,
    title: [doc.year, doc.make, doc.model].filter(Boolean).join(' '),
    name: [doc.year, doc.make, doc.model, doc.badge].filter(Boolean).join(' '),
    subtitle: [doc.badge, doc.series].filter(Boolean).join(' '),
    car: carOf(doc, dealership, location),
    images,
    spinFrames: stringsSchema.parse(doc.spinImages),
    spinInterior: orNull(doc.spinInteriorImage),
    hotspots: hotspots ?? { exterior: [], interior: [] },
    videoUrl: orNull(doc.videoUrl),
    externalVideoUrl: orNull(doc.externalVideoUrl),
    dealerComments: orNull(doc.dealerComments),
    standardEquipment: stringsSchema.parse(doc.standardEquipment),
    historyReportUrl: orNull(doc.historyReportUrl),
    views: doc.views ?? 0,
    city: orNull(doc.city),
    location: location ? { name: location.name, city: orNull(location.address?.city), postcode: orNull(location.address?.postcode), placeUrl: orNull(location.address?.placeUrl), mobile: orNull(location.contact?.mobile) } : null,
    dealership: dealership ? { id: dealership.id, slug: dealership.slug, name: dealership.name } : null,
    phoneSources: {
      override: orNull(dealership?.phones?.override),
      byCarType: { new: orNull(dealership?.phones?.new), used: orNull(dealership?.phones?.used), demo: orNull(dealership?.phones?.demo) },
      locationPhone: orNull(location?.contact?.phone),
    },
    market: { rangeMin: orNull(doc.market?.rangeMin), rangeMax: orNull(doc.market?.rangeMax), confidence: orNull(doc.market?.confidence) },
    updatedAt: doc.updatedAt,
  }
}
