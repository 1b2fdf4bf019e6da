/**
 * The car as rules read it (INV §3 Car), with the feed's snake_case names. Every field is optional
 * and nullable: a rule input is whatever a search hit or a converted document carries, and each
 * rule decides what a missing value means. Import these types read-only from other rules.
 */

export type CarType = 'new' | 'used' | 'demo'

/** in_stock and coming_soon are in stock; anything else (sold, others) is not (INV §3, §4). */
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | (string & {})

/** A feed value that may come as a number or as text ("7.5"). */
export type NumberLike = number | string | null | undefined
type Text = string | null | undefined
type Flag = boolean | null | undefined

export type MarketData = { state_average_market_price?: number | null; average_market_price?: number | null }

export type CarLocation = { id?: string | number | null; name?: Text; phone?: Text; address?: { city?: Text; state?: Text } | null }

export type CarInput = {
  id?: string | number
  slug?: Text
  year?: number | null
  make?: Text
  model?: Text
  badge?: Text
  series?: Text
  item_type?: Text
  price?: number | null
  before_price?: number | null
  preorder?: Flag
  price_type?: Text
  status?: CarStatus | null
  car_type?: CarType | (string & {}) | null
  reserved?: Flag
  certified?: Flag
  tag?: Text
  created_at?: string | Date | null
  fuel?: Text
  simple_fuel?: Text
  km?: NumberLike
  colour?: Text
  body?: Text
  simple_body?: Text
  doors?: NumberLike
  bodyconfiguration?: Text
  drive?: Text
  seats?: NumberLike
  simple_transmission?: Text
  trans?: Text
  geartype?: Text
  gearnum?: NumberLike
  engine_size?: NumberLike
  engine_size_litres?: NumberLike
  /** "Engine Variant" in the Summary list; INV §3 does not name its field (see specLists.ts). */
  engine_variant?: Text
  regplate?: Text
  rego_expiry?: string | Date | null
  build_date?: Text
  compliance_date?: Text
  stocknum?: Text
  vin?: Text
  cylinders?: NumberLike
  enginesize?: NumberLike
  enginesize_litres?: NumberLike
  induction?: Text
  fuelconsumptioncombined?: NumberLike
  fuelcapacity?: NumberLike
  grossvehiclemass?: NumberLike
  vehiclelength?: NumberLike
  vehicleheight?: NumberLike
  vehiclewidth?: NumberLike
  towingcapacitybraked?: NumberLike
  torque?: NumberLike
  ancaprating?: NumberLike
  /** Caravan fields (INV §2): their feed names are not shown, these are ours (in feet or metres, see caravanDimension). */
  body_width?: NumberLike
  body_length?: NumberLike
  tare_weight?: NumberLike
  axle_type?: Text
  sleeps?: NumberLike
  aggregate_trailer_mass?: NumberLike
  photos_count?: number | null
  images?: readonly unknown[] | null
  thumbnails?: readonly unknown[] | null
  dealercomments?: Text
  dealership_slug?: Text
  location?: CarLocation | null
  autograb_data?: MarketData | null
}

export type FuelKind = 'electric' | 'hybrid' | 'other'

/**
 * Electric, hybrid or other, from `simple_fuel`, else `fuel` (INV §4 rule 2, INV §5 fuel calculator).
 * "Hybrid" anywhere wins, and so does electric mixed with petrol or diesel ("Petrol/Electric").
 */
export function fuelKind(car: Pick<CarInput, 'fuel' | 'simple_fuel'>): FuelKind {
  const text = (car.simple_fuel || car.fuel || '').toLowerCase()
  if (!text.includes('electric')) return text.includes('hybrid') ? 'hybrid' : 'other'
  return /hybrid|petrol|diesel/.test(text) ? 'hybrid' : 'electric'
}
