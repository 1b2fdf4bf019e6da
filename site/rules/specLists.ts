/**
 * Spec lists built from car fields (INV §2 "Spec lists built from car fields") and the list
 * truncation toggles (INV §2, INV §9). Labels are the spec's own words.
 */
import { groupThousands } from './pricing'
import type { CarInput } from './vehicleTypes'

export type SpecItem = { label: string; value: string }

type Field = keyof CarInput
type Scalar = string | number | Date
/**
 * What some rows need beyond the car: the rego expiry rule (specContext.ts; a Rego Expiry row is
 * left out without it) and the dealer's caravan dimension factor (`vehiclePage.caravanDimensionFactor`).
 * Passed in so that the card's rules, which run in the browser too, carry no date library.
 */
export type SpecContext = { regoExpiry?: (value: string | Date) => string | null; dimensionFactor?: number | null }
/**
 * A list row: the first non-empty field wins; `unit` is appended; `show` overrides the item (null
 * leaves the row out); `short` is the row's word on a chip ("Sleeps 4", "ATM 2,500 kg").
 */
export type SpecRow = { label: string; fields: readonly Field[]; unit?: string; short?: string; show?: (value: Scalar, row: SpecRow, ctx: SpecContext) => SpecItem | null }

/** Empty, null, undefined, a non-finite number, an invalid date or the text null in any case is left out (INV §2). */
export function isEmptySpecValue(value: unknown): boolean {
  if (value instanceof Date) return Number.isNaN(value.getTime())
  if (typeof value === 'number') return !Number.isFinite(value)
  if (typeof value !== 'string') return true
  const text = value.trim()
  return text === '' || text.toLowerCase() === 'null'
}

/** A measure to at most 2 decimals with thousands separators: 2488 → "2,488", 7.456 → "7.46". */
export function formatMeasure(value: number): string {
  const rounded = Math.round(value * 100) / 100
  const [whole = '', fraction] = String(Math.abs(rounded)).split('.')
  return `${rounded < 0 ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`
}

/**
 * A value with a unit is a measure: a number (or numeric text) gets thousands separators and at
 * most 2 decimals, then the unit. Without a unit the value is shown as stored (stock numbers and
 * plates must not get separators).
 */
export function formatSpecValue(value: Scalar, unit?: string): string {
  const text = value instanceof Date ? value.toISOString() : String(value).trim()
  if (!unit) return text
  const number = Number(text)
  return `${Number.isFinite(number) ? formatMeasure(number) : text} ${unit}`
}

/** "Compliance date/year", "Build date/year": a bare 4-digit year is labelled year, anything else date. */
export const dateOrYear = (value: Scalar, row: SpecRow): SpecItem => {
  const text = formatSpecValue(value)
  return { label: `${row.label} ${/^\d{4}$/.test(text) ? 'year' : 'date'}`, value: text }
}

export const REGO_EXPIRY_LABEL = 'Rego Expiry'

/** The rego expiry rule (INV §4, specContext.ts); left out where the list has no day to judge by. */
const regoExpiry = (value: Scalar, row: SpecRow, ctx: SpecContext): SpecItem | null => {
  const shown = ctx.regoExpiry ? ctx.regoExpiry(typeof value === 'number' ? String(value) : value) : null
  return shown === null ? null : { label: row.label, value: shown }
}

/** A caravan dimension row: through the dealer's factor, in metres (see caravanDimension). */
export const dimension = (value: Scalar, row: SpecRow, ctx: SpecContext): SpecItem => ({ label: row.label, value: caravanDimension(value, ctx.dimensionFactor ?? null) })

/** The rows the four vehicle types share (INV §2 Featured), by label. */
export const ROW = {
  km: { label: 'Kilometres', fields: ['km'], unit: 'km' },
  compliance: { label: 'Compliance', fields: ['compliance_date'], show: dateOrYear },
  build: { label: 'Build', fields: ['build_date'], show: dateOrYear },
  engine: { label: 'Engine', fields: ['engine_size'] },
  fuelType: { label: 'Fuel Type', fields: ['simple_fuel', 'fuel'] },
  transmission: { label: 'Transmission', fields: ['simple_transmission', 'trans'] },
  seats: { label: 'Seats', fields: ['seats'] },
  registration: { label: 'Registration', fields: ['regplate'] },
  regoExpiry: { label: REGO_EXPIRY_LABEL, fields: ['rego_expiry'], show: regoExpiry },
  stockNo: { label: 'Stock no', fields: ['stocknum'] },
  vin: { label: 'VIN', fields: ['vin'] },
  exteriorColour: { label: 'Exterior Colour', fields: ['colour'] },
  fuelConsumption: { label: 'Fuel consumption', fields: ['fuelconsumptioncombined'], unit: 'L/100km' },
  fuelTank: { label: 'Fuel tank', fields: ['fuelcapacity'], unit: 'L' },
  bodyType: { label: 'Body type', fields: ['body'] },
  engineSize: { label: 'Engine Size', fields: ['engine_size_litres', 'enginesize_litres'], unit: 'L' },
} as const satisfies Record<string, SpecRow>

/** The car lists (INV §2 "Spec lists built from car fields"). */
export const FEATURED_ROWS: readonly SpecRow[] = [
  ROW.km, ROW.compliance, ROW.build, ROW.engine, ROW.fuelType, ROW.transmission,
  { label: 'Induction', fields: ['induction'] },
  ROW.seats, ROW.registration, ROW.regoExpiry, ROW.stockNo, ROW.vin, ROW.exteriorColour,
]

export const SPECIFICATION_ROWS: readonly SpecRow[] = [
  { label: 'Engine power', fields: ['enginesize'], unit: 'cc' },
  ROW.fuelConsumption,
  ROW.fuelTank,
  { label: 'Weight', fields: ['grossvehiclemass'], unit: 'kg' },
  { label: 'Length', fields: ['vehiclelength'], unit: 'mm' },
  { label: 'Height', fields: ['vehicleheight'], unit: 'mm' },
  { label: 'Width', fields: ['vehiclewidth'], unit: 'mm' },
  { label: 'Towing Capacity', fields: ['towingcapacitybraked'], unit: 'kg' },
]

export const SUMMARY_ROWS: readonly SpecRow[] = [
  ROW.bodyType,
  { label: 'Body configuration', fields: ['bodyconfiguration'] },
  { label: 'Drive type', fields: ['drive'] },
  { label: 'Exterior color', fields: ['colour'] },
  { label: 'Torque', fields: ['torque'], unit: 'Nm' },
  { label: 'Cylinders', fields: ['cylinders'] },
  { label: 'Gearbox', fields: ['geartype'] },
  { label: 'ANCAP safety rating', fields: ['ancaprating'] },
  ROW.engineSize,
  { label: 'Engine Variant', fields: ['engine_variant'] },
]

/** The first non-empty scalar of the row's fields. */
function firstValue(car: CarInput, fields: readonly Field[]): Scalar | null {
  for (const field of fields) {
    const value = car[field]
    if (!isEmptySpecValue(value)) return value as Scalar
  }
  return null
}

/** The item of one row, or null when the car has no value for it (INV §2). */
export function specItem(car: CarInput, row: SpecRow, ctx: SpecContext = {}): SpecItem | null {
  const value = firstValue(car, row.fields)
  if (value === null) return null
  return row.show ? row.show(value, row, ctx) : { label: row.label, value: formatSpecValue(value, row.unit) }
}

/** The list for a table of rows, leaving out rows without a value (INV §2). */
export function buildSpecList(car: CarInput, rows: readonly SpecRow[], ctx: SpecContext = {}): SpecItem[] {
  return rows.flatMap((row) => specItem(car, row, ctx) ?? [])
}

/** The car's key information list (INV §2 Featured); its Rego Expiry by the context's rule (specContext.ts). */
export const featuredSpecs = (car: CarInput, ctx: SpecContext): SpecItem[] => buildSpecList(car, FEATURED_ROWS, ctx)
export const specifications = (car: CarInput): SpecItem[] => buildSpecList(car, SPECIFICATION_ROWS)
export const summarySpecs = (car: CarInput): SpecItem[] => buildSpecList(car, SUMMARY_ROWS)

/**
 * A caravan dimension (`vehiclePage.caravanDimensionFactor`, INV §2), always in metres: with a
 * factor (0.3048, feet to metres) a numeric value is multiplied, without one the feed's figure is
 * taken as metres; rounded to 2 decimals. Text that is not a number is shown as stored.
 */
export function caravanDimension(value: Scalar, factor: number | null): string {
  const stored = Number(value)
  if (value instanceof Date || !Number.isFinite(stored)) return formatSpecValue(value)
  return `${formatMeasure(stored * (factor ?? 1))} m`
}

/** A show-more toggle: how many items show collapsed and the two labels (INV §2, INV §9). */
export type ListToggle = { limit: number; more: string; less: string }

export const FEATURE_LIST_TOGGLE: ListToggle = { limit: 8, more: 'Show All', less: 'Hide' }
export const KEY_INFORMATION_TOGGLE: ListToggle = { limit: 4, more: 'Show More', less: 'Show Less' }
export const ALL_SPECS_TOGGLE: ListToggle = { limit: 4, more: 'Show All Specs', less: 'Hide Specs' }

export type TruncatedList<T> = { visible: T[]; hiddenCount: number; toggleLabel: string | null }

/**
 * The items to show and the toggle's label: no toggle when everything fits; collapsed shows the
 * first `limit` items with the "more" label, expanded shows all with the "less" label.
 */
export function truncateList<T>(items: readonly T[], toggle: ListToggle, expanded: boolean): TruncatedList<T> {
  if (items.length <= toggle.limit) return { visible: [...items], hiddenCount: 0, toggleLabel: null }
  if (expanded) return { visible: [...items], hiddenCount: 0, toggleLabel: toggle.less }
  return { visible: items.slice(0, toggle.limit), hiddenCount: items.length - toggle.limit, toggleLabel: toggle.more }
}
