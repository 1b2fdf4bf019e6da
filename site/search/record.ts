/**
 * The search record: feed field names (INV §3) so hits look like the Algolia records they mirror.
 * The vehicle types' chip fields ride along (TYPE_CHIP_FIELDS) so a card shows a caravan's length.
 * `views` is the car's counted views (vehicle_views, README "Analytics"), as of the index's last load.
 */
export const RECORD_SELECT = `
  v.id, v.slug, v.name, v.year, v.make, v.model, v.badge, v.series, v.item_type, v.car_type, v.status,
  v.reserved, v.certified, v.tag, v.price, v.before_price, v.price_type, v.preorder, v.km, v.colour,
  v.body, v.simple_body, v.drive, v.simple_fuel, v.fuel, v.simple_transmission, v.transmission, v.seats,
  v.doors, v.stock_number, v.vin, v.city, v.state, v.dealership_id, d.name as dealership_name,
  d.slug as dealership_slug, v.location_id, l.name as location_name, l.slug as location_slug,
  v.photos_count, v.primary_image_url, v.images, v.listed_at, v.sold_at,
  coalesce((select vv.views from vehicle_views vv where vv.vehicle_id = v.id), 0) as views, v.finance_quote,
  v.market_average_market_price, v.market_state_average_market_price, v.categories, v.features,
  v.specs_body_length, v.specs_sleeps, v.specs_aggregate_trailer_mass, v.specs_gross_vehicle_mass, v.specs_engine_power_cc`

type Row = Record<string, unknown>

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null))
/** PostgreSQL `numeric` columns (Payload number fields) arrive as strings. */
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

export function toRecord(row: Row): Record<string, unknown> & { objectID: string } {
  const listedAt = iso(row.listed_at)
  return {
    objectID: String(row.id),
    id: row.id,
    slug: row.slug,
    name: row.name,
    year: num(row.year),
    make: row.make,
    model: row.model,
    make_model: `${row.make} ${row.model}`,
    badge: row.badge,
    series: row.series,
    item_type: row.item_type,
    car_type: row.car_type,
    status: row.status,
    reserved: row.reserved,
    certified: row.certified,
    tag: row.tag,
    price: num(row.price),
    before_price: num(row.before_price),
    price_type: row.price_type,
    preorder: row.preorder,
    km: num(row.km),
    colour: row.colour,
    body: row.body,
    simple_body: row.simple_body,
    drive: row.drive,
    fuel: row.simple_fuel ?? row.fuel,
    simple_fuel: row.simple_fuel,
    transmission: row.simple_transmission,
    simple_transmission: row.simple_transmission,
    trans: row.transmission,
    seats: num(row.seats),
    doors: num(row.doors),
    stocknum: row.stock_number,
    vin: row.vin,
    city: row.city,
    state: row.state,
    dealership_id: row.dealership_id,
    dealership_name: row.dealership_name,
    dealership_slug: row.dealership_slug,
    location_id: row.location_id,
    location_name: row.location_name,
    location_slug: row.location_slug,
    photos_count: num(row.photos_count),
    primary_image_url: row.primary_image_url,
    images: row.images ?? [],
    created_at: listedAt,
    created_at_timestamp: listedAt ? Math.floor(Date.parse(listedAt) / 1000) : null,
    sold_at: iso(row.sold_at),
    views: num(row.views),
    youxQuote: row.finance_quote ?? null,
    autograb_data: { average_market_price: num(row.market_average_market_price), state_average_market_price: num(row.market_state_average_market_price) },
    categories: row.categories ?? [],
    filtered_features: row.features ?? [],
    // the vehicle types' card chips (site/rules/vehicleProfiles.ts TYPE_CHIP_FIELDS)
    body_length: num(row.specs_body_length),
    sleeps: num(row.specs_sleeps),
    aggregate_trailer_mass: num(row.specs_aggregate_trailer_mass),
    grossvehiclemass: num(row.specs_gross_vehicle_mass),
    enginesize: num(row.specs_engine_power_cc),
  }
}

export function pick(record: Record<string, unknown> & { objectID: string }, attributes: string[] | undefined) {
  if (!attributes || attributes.includes('*')) return record
  return Object.fromEntries([['objectID', record.objectID], ...attributes.filter((a) => a in record).map((a) => [a, record[a]])]) as typeof record
}
