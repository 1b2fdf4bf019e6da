/**
 * The four vehicle types (INV §1 "cars, trucks, motorcycles and caravans") as one table: each
 * type's spec lists with their units and labels, what its card and the page's at-a-glance line
 * show, the site card chips that say nothing about it, and its calculators. A motorhome is the
 * caravan type's driven body (FIN §3 body types: motorhome): caravan living facts plus an engine.
 * Labels are INV §2's where it gives them; the truck's GVM and the motorcycle's engine capacity are
 * the figures those buyers compare (the spec lists only cars' and caravans' rows).
 */
import { dimension, FEATURED_ROWS, ROW, SPECIFICATION_ROWS, SUMMARY_ROWS, type SpecRow } from './specLists'
import type { CarInput } from './vehicleTypes'

export const VEHICLE_KINDS = ['car', 'truck', 'motorcycle', 'caravan', 'motorhome'] as const
export type VehicleKind = (typeof VEHICLE_KINDS)[number]

type Field = keyof CarInput

export type VehicleProfile = {
  /** The type's word in "Caravan Details" and the sold message; null: the site's `labels.vehicleNoun`. */
  noun: string | null
  /** The key information block (INV §2 Featured for a car). */
  keyInformation: readonly SpecRow[]
  /** The all-specifications expander (INV §2 Specifications and Summary for a car). */
  allSpecs: readonly SpecRow[]
  /** The sidebar's icons and the sticky header's line (INV §2: kilometres, transmission, body for a car). */
  glance: readonly SpecRow[]
  /** Chips the type adds after the site's `vehicleCard.attributeChips`. */
  cardChips: readonly SpecRow[]
  /** Site chip fields that do not apply to the type (a caravan has no kilometres or gearbox). */
  notApplicable: readonly Field[]
  /** INV §5 fuel calculator: only a type with fuel economy (never a caravan). */
  fuelCalculator: boolean
  /** The schema.org type of the page's structured data (schema.org has Car and Motorcycle; the rest are Vehicle). */
  schemaType: 'Car' | 'Motorcycle' | 'Vehicle'
}

/** INV §2: "Caravans show body width, body length, tare weight, axle type, sleeps and aggregate trailer mass." */
const CARAVAN_ROW = {
  bodyLength: { label: 'Body Length', fields: ['body_length'], show: dimension, short: 'Length' },
  bodyWidth: { label: 'Body Width', fields: ['body_width'], show: dimension, short: 'Width' },
  tare: { label: 'Tare Weight', fields: ['tare_weight'], unit: 'kg', short: 'Tare' },
  axle: { label: 'Axle Type', fields: ['axle_type'] },
  sleeps: { label: 'Sleeps', fields: ['sleeps'], short: 'Sleeps' },
  atm: { label: 'Aggregate Trailer Mass', fields: ['aggregate_trailer_mass'], unit: 'kg', short: 'ATM' },
  height: { label: 'Height', fields: ['vehicleheight'], unit: 'mm' },
} as const satisfies Record<string, SpecRow>

const gvm = { label: 'Gross Vehicle Mass', fields: ['grossvehiclemass'], unit: 'kg', short: 'GVM' } as const satisfies SpecRow
const engineCapacity = { label: 'Engine Capacity', fields: ['enginesize'], unit: 'cc' } as const satisfies SpecRow
const towing = { label: 'Towing Capacity', fields: ['towingcapacitybraked'], unit: 'kg' } as const satisfies SpecRow
const row = (label: string): SpecRow => {
  const found = [...SPECIFICATION_ROWS, ...SUMMARY_ROWS].find((r) => r.label === label)
  if (!found) throw new Error(`No spec row ${label}`)
  return found
}

/** Registration and identity rows every registered vehicle ends its key information with. */
const IDENTITY: readonly SpecRow[] = [ROW.registration, ROW.regoExpiry, ROW.stockNo, ROW.vin, ROW.exteriorColour]
const DRIVEN_GLANCE: readonly SpecRow[] = [ROW.km, ROW.transmission, ROW.bodyType]
/** Fields only a car-like cabin has. */
const CABIN: readonly Field[] = ['ancaprating', 'doors']
const ENGINE_FIELDS: readonly Field[] = ['km', 'simple_transmission', 'trans', 'gearnum', 'simple_fuel', 'fuel', 'engine_size', 'engine_size_litres', 'cylinders', 'induction', 'fuelconsumptioncombined', 'drive', 'seats']

export const VEHICLE_PROFILES: Readonly<Record<VehicleKind, VehicleProfile>> = {
  car: {
    noun: null,
    keyInformation: FEATURED_ROWS,
    allSpecs: [...SPECIFICATION_ROWS, ...SUMMARY_ROWS],
    glance: DRIVEN_GLANCE,
    cardChips: [],
    notApplicable: [],
    fuelCalculator: true,
    schemaType: 'Car',
  },
  truck: {
    noun: 'truck',
    keyInformation: [ROW.km, ROW.compliance, ROW.build, ROW.engine, ROW.fuelType, ROW.transmission, gvm, ...IDENTITY],
    allSpecs: [gvm, towing, ROW.fuelConsumption, ROW.fuelTank, row('Length'), row('Height'), row('Width'), ROW.bodyType, row('Body configuration'), row('Drive type'), row('Torque'), row('Cylinders'), row('Gearbox'), ROW.engineSize, row('Engine Variant')],
    glance: DRIVEN_GLANCE,
    cardChips: [gvm],
    notApplicable: CABIN,
    fuelCalculator: true,
    schemaType: 'Vehicle',
  },
  motorcycle: {
    noun: 'motorcycle',
    keyInformation: [ROW.km, ROW.compliance, ROW.build, engineCapacity, ROW.engine, ROW.transmission, ...IDENTITY],
    allSpecs: [engineCapacity, row('Cylinders'), row('Torque'), ROW.fuelConsumption, ROW.fuelTank, row('Weight'), ROW.bodyType, row('Gearbox'), row('Exterior color')],
    glance: [ROW.km, engineCapacity, ROW.bodyType],
    cardChips: [engineCapacity],
    notApplicable: [...CABIN, 'drive', 'seats', 'bodyconfiguration'],
    fuelCalculator: true,
    schemaType: 'Motorcycle',
  },
  caravan: {
    noun: 'caravan',
    keyInformation: [CARAVAN_ROW.bodyLength, CARAVAN_ROW.bodyWidth, CARAVAN_ROW.sleeps, CARAVAN_ROW.axle, CARAVAN_ROW.tare, CARAVAN_ROW.atm, ROW.compliance, ROW.build, ...IDENTITY],
    allSpecs: [CARAVAN_ROW.bodyLength, CARAVAN_ROW.bodyWidth, CARAVAN_ROW.height, CARAVAN_ROW.tare, CARAVAN_ROW.atm, CARAVAN_ROW.axle, CARAVAN_ROW.sleeps, ROW.bodyType, row('Body configuration')],
    glance: [CARAVAN_ROW.bodyLength, CARAVAN_ROW.sleeps, CARAVAN_ROW.atm],
    cardChips: [CARAVAN_ROW.bodyLength, CARAVAN_ROW.sleeps, CARAVAN_ROW.atm],
    notApplicable: [...CABIN, ...ENGINE_FIELDS],
    fuelCalculator: false,
    schemaType: 'Vehicle',
  },
  motorhome: {
    noun: 'motorhome',
    keyInformation: [ROW.km, ROW.compliance, ROW.build, ROW.engine, ROW.fuelType, ROW.transmission, CARAVAN_ROW.sleeps, CARAVAN_ROW.bodyLength, CARAVAN_ROW.bodyWidth, gvm, ...IDENTITY],
    allSpecs: [CARAVAN_ROW.bodyLength, CARAVAN_ROW.bodyWidth, CARAVAN_ROW.height, gvm, CARAVAN_ROW.tare, CARAVAN_ROW.sleeps, towing, ROW.fuelConsumption, ROW.fuelTank, ROW.bodyType, row('Drive type'), row('Gearbox'), ROW.engineSize],
    glance: [ROW.km, CARAVAN_ROW.bodyLength, CARAVAN_ROW.sleeps],
    cardChips: [CARAVAN_ROW.bodyLength, CARAVAN_ROW.sleeps],
    notApplicable: CABIN,
    fuelCalculator: true,
    schemaType: 'Vehicle',
  },
}

const MOTORHOME_BODY = /motor\s*home|camper\s*van|campervan/i

/**
 * The car's type: its `item_type` (INV §3; car when missing or unknown), a motorhome or campervan
 * body making it a motorhome whatever the feed's item type (FIN §3 body types).
 */
export function vehicleKind(car: Pick<CarInput, 'item_type' | 'body' | 'simple_body'>): VehicleKind {
  if (MOTORHOME_BODY.test(`${car.body ?? ''} ${car.simple_body ?? ''}`)) return 'motorhome'
  const itemType = (car.item_type ?? '').trim().toLowerCase()
  return VEHICLE_KINDS.find((kind) => kind === itemType) ?? 'car'
}

export const vehicleProfile = (car: Parameters<typeof vehicleKind>[0]): VehicleProfile => VEHICLE_PROFILES[vehicleKind(car)]

/** The hit fields the types' card chips read: a search grid asks for them (its hits carry only what cards read). */
export const TYPE_CHIP_FIELDS: readonly Field[] = [...new Set(Object.values(VEHICLE_PROFILES).flatMap((p) => p.cardChips.flatMap((r) => r.fields)))]
