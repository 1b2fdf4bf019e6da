/**
 * The 27 facets of INV §2 (search results page) mapped onto SQL over `vehicles v` joined with
 * `dealerships d` and `locations l`. Only attributes listed here can appear in a query: the map is
 * the whitelist that keeps request text out of SQL.
 */
export type FacetKind = 'string' | 'number' | 'boolean' | 'array'

export type FacetDef = { sql: string; kind: FacetKind }

const priceBucket = (column: string, step: number, top: number) =>
  `case when ${column} is null or ${column} <= 0 then null when ${column} >= ${top} then '${top}+' else (floor(${column} / ${step}) * ${step})::int || '-' || ((floor(${column} / ${step}) + 1) * ${step})::int end`

export const FACETS: Record<string, FacetDef> = {
  badge: { sql: 'v.badge', kind: 'string' },
  status: { sql: 'v.status::text', kind: 'string' },
  car_type: { sql: 'v.car_type::text', kind: 'string' },
  categories: { sql: 'v.categories', kind: 'array' },
  city: { sql: 'v.city', kind: 'string' },
  colour: { sql: 'v.colour', kind: 'string' },
  dealership_name: { sql: 'd.name', kind: 'string' },
  filtered_features: { sql: 'v.features', kind: 'array' },
  item_type: { sql: 'v.item_type::text', kind: 'string' },
  km: { sql: 'v.km', kind: 'number' },
  location_name: { sql: 'l.name', kind: 'string' },
  make: { sql: 'v.make', kind: 'string' },
  make_model: { sql: "(v.make || ' ' || v.model)", kind: 'string' },
  model: { sql: 'v.model', kind: 'string' },
  price: { sql: 'v.price', kind: 'number' },
  subscription_price: { sql: 'v.subscription_price', kind: 'number' },
  price_range: { sql: priceBucket('v.price', 10000, 100000), kind: 'string' },
  seats: { sql: 'v.seats', kind: 'number' },
  body: { sql: 'v.body', kind: 'string' },
  drive: { sql: 'v.drive', kind: 'string' },
  fuel: { sql: 'v.simple_fuel', kind: 'string' },
  transmission: { sql: 'v.simple_transmission', kind: 'string' },
  state: { sql: 'v.state', kind: 'string' },
  tag: { sql: 'v.tag', kind: 'string' },
  weekly_price_range: { sql: priceBucket("(v.finance_quote->>'weeklyRepaymentAmount')::numeric", 100, 500), kind: 'string' },
  year: { sql: 'v.year', kind: 'number' },
  certified: { sql: 'v.certified', kind: 'boolean' },
  created_at_timestamp: { sql: 'extract(epoch from v.listed_at)::bigint', kind: 'number' },
}

export const FACET_NAMES = Object.keys(FACETS)

/** Searchable text: make, model, badge, series, body, colour, stock number, VIN and tags. */
export const SEARCH_TEXT_SQL = "concat_ws(' ', v.make, v.model, v.badge, v.series, v.body, v.colour, v.stock_number, v.vin, v.tag)"
