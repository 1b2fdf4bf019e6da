import { DEMO_ANGLES, demoImageName } from '../../site/demoImages/carSvg'
import { CARAVANS, CARS, COLOURS, FEATURES_BY_TYPE, MOTORCYCLES, MOTORHOMES, TAGS, TRUCKS, type ModelSpec } from './catalogue'
import type { Random } from './random'
import type { CatalogueName, DealershipSeed } from './sites'

export type VehicleRow = Record<string, unknown>

const DAY = 24 * 60 * 60 * 1000
const slugify = (v: string) => v.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
const round = (value: number, step: number) => Math.round(value / step) * step

type Context = { dealership: DealershipSeed; dealershipId: number; locationIds: number[]; cities: Array<{ city: string; state: string }>; now: Date }

const CATALOGUES: Record<CatalogueName, ModelSpec[]> = { cars: CARS, trucks: TRUCKS, motorcycles: MOTORCYCLES, caravans: CARAVANS, motorhomes: MOTORHOMES }

/** The models a dealership sells: its catalogues (cars by default), narrowed to its makes. */
export function modelsFor(d: Pick<DealershipSeed, 'catalogues' | 'makes'>): ModelSpec[] {
  const models = (d.catalogues ?? ['cars']).flatMap((name) => CATALOGUES[name])
  return d.makes === 'all' ? models : models.filter((c) => (d.makes as string[]).includes(c.make))
}

/**
 * The columns that depend on the vehicle type: a caravan has no engine, fuel, gearbox or odometer,
 * but a length and width in feet (the demo feeds send feet; the sites' caravanDimensionFactor
 * converts them), tare, ATM, axle and sleeps; a motorhome has both; a truck its GVM; a motorcycle
 * its engine capacity and no doors.
 */
function typeColumns(r: Random, spec: ModelSpec, km: number) {
  const rv = spec.rv
  const driven = !rv || spec.gvm !== undefined
  const tare = rv ? round(r.int(rv.tare[0], rv.tare[1]), 10) : null
  return {
    item_type: spec.itemType ?? 'car',
    // a motorcycle rides about a third of a car's yearly distance
    km: !driven ? null : spec.itemType === 'motorcycle' ? round(km / 3, 10) : km,
    doors: spec.itemType === 'motorcycle' || (rv && !driven) ? null : spec.body === 'coupe' ? 2 : spec.itemType === 'truck' ? 2 : 4,
    seats: rv && !driven ? null : spec.seats,
    drive: spec.drive || null,
    transmission: !driven ? null : spec.itemType === 'motorcycle' ? '6 speed manual' : spec.fuel === 'Electric' ? 'Reduction gear' : r.chance(0.85) ? `${r.pick([6, 8, 10])} speed automatic` : '6 speed manual',
    simple_transmission: !driven ? null : spec.itemType === 'motorcycle' ? 'Manual' : spec.fuel === 'Electric' || r.chance(0.85) ? 'Automatic' : 'Manual',
    fuel: driven ? spec.fuel : null, simple_fuel: driven ? spec.fuel : null, engine_size: driven ? spec.engine : null,
    specs_fuel_consumption_combined: driven ? spec.economy : null,
    specs_fuel_capacity: !driven || spec.fuel === 'Electric' ? null : spec.itemType === 'motorcycle' ? r.pick([14, 16, 18]) : spec.itemType === 'truck' ? r.pick([100, 140, 200]) : r.pick([50, 60, 80]),
    specs_engine_power_cc: spec.cc ?? null,
    specs_gross_vehicle_mass: spec.gvm ? round(r.int(spec.gvm[0], spec.gvm[1]), 10) : null,
    specs_body_length: rv ? r.int(rv.lengthFt[0], rv.lengthFt[1]) + r.pick([0, 0.5]) : null,
    specs_body_width: rv ? rv.widthFt : null,
    specs_height_mm: rv ? rv.heightMm : null,
    specs_tare_weight: tare,
    specs_aggregate_trailer_mass: rv && tare !== null && !driven ? round(tare + r.int(rv.atmOverTare[0], rv.atmOverTare[1]), 10) : null,
    specs_axle_type: rv && !driven ? rv.axle : null,
    specs_sleeps: rv ? r.pick(rv.sleeps) : null,
  }
}

function status(r: Random, now: Date): { status: string; soldAt: string | null } {
  const roll = r.next()
  if (roll < 0.05) return { status: 'coming_soon', soldAt: null }
  if (roll < 0.08) return { status: 'sold', soldAt: new Date(now.getTime() - r.int(1, 60 * 60) * 60 * 1000).toISOString() } // inside the 3-day window
  if (roll < 0.12) return { status: 'sold', soldAt: new Date(now.getTime() - r.int(4, 40) * DAY).toISOString() } // outside it
  return { status: 'in_stock', soldAt: null }
}

function pricing(r: Random, spec: ModelSpec, carType: string, year: number, currentYear: number) {
  const base = r.int(spec.priceNew[0], spec.priceNew[1])
  const age = currentYear - year
  const depreciated = carType === 'new' ? base : base * Math.pow(0.86, Math.max(age, 0.5)) * (carType === 'demo' ? 1.05 : 1)
  const price = round(Math.max(depreciated, 4990), 10) - 10
  const noPrice = r.chance(0.02)
  return {
    price: noPrice ? 0 : price,
    preorder: noPrice && carType === 'new' && r.chance(0.5),
    before_price: r.chance(0.12) ? round(price * 1.08, 100) : null,
    price_type: carType === 'used' ? 'Excl. Government Charges' : 'Drive Away',
  }
}

function images(r: Random, spec: ModelSpec, colourHex: string) {
  const roll = r.next()
  const count = roll < 0.02 ? 0 : roll < 0.05 ? 1 : roll < 0.08 ? 2 : 4
  const list = DEMO_ANGLES.slice(0, count).map((angle) => {
    const url = `/demo-images/${demoImageName(spec.body, colourHex, angle)}`
    return { url, thumb: url }
  })
  return { images: list, photos_count: list.length, primary_image_url: list[0]?.url ?? null }
}

function market(r: Random, price: number) {
  if (price <= 0 || r.chance(0.3)) return {}
  const avg = round(price * (0.92 + r.next() * 0.2), 100)
  return {
    market_average_market_price: avg,
    market_state_average_market_price: r.chance(0.8) ? round(avg * (0.97 + r.next() * 0.06), 100) : null,
    market_range_min: round(avg * 0.85, 100),
    market_range_max: round(avg * 1.15, 100),
    market_confidence: Math.round(r.next() * 100) / 100,
  }
}

/** One vehicle row (snake_case columns of the `vehicles` table), fully derived like the hooks would. */
export function generateVehicle(r: Random, ctx: Context, index: number): VehicleRow {
  const spec = r.pick(modelsFor(ctx.dealership))
  const carType = r.pick(ctx.dealership.carTypes)
  const currentYear = ctx.now.getFullYear()
  const year = carType === 'new' ? currentYear - (r.chance(0.2) ? 1 : 0) : carType === 'demo' ? currentYear - r.int(0, 1) : currentYear - r.int(1, 14)
  const colour = r.pick(COLOURS)
  const badge = r.pick(spec.badges)
  const stock = `${ctx.dealership.slug.slice(0, 3).toUpperCase()}${String(10000 + index)}`
  const place = r.pick(ctx.cities)
  const { status: st, soldAt } = status(r, ctx.now)
  const price = pricing(r, spec, carType, year, currentYear)
  const km = carType === 'new' ? r.int(5, 50) : carType === 'demo' ? r.int(500, 9000) : r.int(8000, 26000) * (currentYear - year)
  const listedDaysAgo = r.chance(0.1) ? r.int(0, 7) : r.int(9, 180)
  const name = `${year} ${spec.make} ${spec.model}`
  const certified = spec.make === 'Mercedes-Benz' && carType === 'used' && r.chance(0.6)
  return {
    name,
    slug: slugify(`${name} ${badge} ${stock}`),
    year, make: spec.make, model: spec.model, badge, series: r.chance(0.5) ? `MY${String(year).slice(2)}` : null,
    car_type: carType, status: st, sold_at: soldAt,
    reserved: st === 'in_stock' && r.chance(0.03), certified,
    tag: r.chance(0.05) ? r.pick(TAGS) : null,
    show_on_dealer_website: !r.chance(0.02),
    listed_at: new Date(ctx.now.getTime() - listedDaysAgo * DAY - r.int(0, 86_000) * 1000).toISOString(),
    ...price,
    colour: colour.name, interior_colour: r.pick(['Black', 'Grey', 'Beige']),
    body: spec.simpleBody, simple_body: spec.simpleBody,
    ...typeColumns(r, spec, km),
    stock_number: stock, vin: `JM0${String(index).padStart(14, '7')}`.slice(0, 17),
    rego_expiry: carType === 'new' ? null : new Date(ctx.now.getTime() + r.int(-60, 330) * DAY).toISOString(),
    reg_plate: carType === 'new' ? null : `${r.int(100, 999)}${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}`,
    ...images(r, spec, colour.hex),
    dealership_id: ctx.dealershipId, location_id: r.pick(ctx.locationIds), city: place.city, state: place.state,
    dealer_comments: r.chance(0.15) ? null : `${badge} in ${colour.name.toLowerCase()}.|Serviced and inspected by our technicians.|${r.chance(0.3) ? 'Finance available, trade-ins welcome.' : 'Call today to book a test drive.'}`,
    standard_equipment: r.chance(0.8) ? FEATURES_BY_TYPE[spec.itemType ?? 'car'].filter(() => r.chance(0.4)) : [],
    features: FEATURES_BY_TYPE[spec.itemType ?? 'car'].filter(() => r.chance(0.3)),
    categories: [spec.simpleBody],
    // No seeded views: the figure counts real views (README "Analytics"). The draw stays so the rest of the demo data is unchanged.
    views: 0 * r.int(0, 900),
    ...market(r, price.price),
  }
}
