/**
 * Spec lists built from car fields (INV §2 "Spec lists built from car fields") and the list
 * truncation toggles (INV §2, INV §9). Labels are the spec's own words.
 */
import { groupThousands } from './pricing'
import { regoExpiryValue, type RegoOptions } from './rego'
import type { CarInput } from './vehicleTypes'

export type SpecItem = { label: string; value: string }

type Field = keyof CarInput
type Scalar = string | number
/** A list row: the first non-empty field wins; `unit` is appended; `show` overrides the item. */
export type SpecRow = { label: string; fields: readonly Field[]; unit?: string; show?: (value: Scalar, row: SpecRow) => SpecItem }

/** Empty, null, undefined, a non-finite number or the text null in any case is left out (INV §2). */
export function isEmptySpecValue(value: unknown): boolean {
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
  const text = String(value).trim()
  if (!unit) return text
  const number = Number(text)
  return `${Number.isFinite(number) ? formatMeasure(number) : text} ${unit}`
}

/** "Compliance date/year", "Build date/year": a bare 4-digit year is labelled year, anything else date. */
const dateOrYear = (value: Scalar, row: SpecRow): SpecItem => {
  const text = String(value).trim()
  return { label: `${row.label} ${/^\d{4}$/.test(text) ? 'year' : 'date'}`, value: text }
}

export const REGO_EXPIRY_LABEL = 'Rego Expiry'

export const FEATURED_ROWS: readonly SpecRow[] = [
  { label: 'Kilometres', fields: ['km'], unit: 'km' },
  { label: 'Compliance', fields: ['compliance_date'], show: dateOrYear },
  { label: 'Build', fields: ['build_date'], show: dateOrYear },
  { label: 'Engine', fields: ['engine_size'] },
  { label: 'Fuel Type', fields: ['simple_fuel', 'fuel'] },
  { label: 'Transmission', fields: ['simple_transmission', 'trans'] },
  { label: 'Induction', fields: ['induction'] },
  { label: 'Seats', fields: ['seats'] },
  { label: 'Registration', fields: ['regplate'] },
  { label: REGO_EXPIRY_LABEL, fields: ['rego_expiry'] },
  { label: 'Stock no', fields: ['stocknum'] },
  { label: 'VIN', fields: ['vin'] },
  { label: 'Exterior Colour', fields: ['colour'] },
]

export const SPECIFICATION_ROWS: readonly SpecRow[] = [
  { label: 'Engine power', fields: ['enginesize'], unit: 'cc' },
  { label: 'Fuel consumption', fields: ['fuelconsumptioncombined'], unit: 'L/100km' },
  { label: 'Fuel tank', fields: ['fuelcapacity'], unit: 'L' },
  { label: 'Weight', fields: ['grossvehiclemass'], unit: 'kg' },
  { label: 'Length', fields: ['vehiclelength'], unit: 'mm' },
  { label: 'Height', fields: ['vehicleheight'], unit: 'mm' },
  { label: 'Width', fields: ['vehiclewidth'], unit: 'mm' },
  { label: 'Towing Capacity', fields: ['towingcapacitybraked'], unit: 'kg' },
]

export const SUMMARY_ROWS: readonly SpecRow[] = [
  { label: 'Body type', fields: ['body'] },
  { label: 'Body configuration', fields: ['bodyconfiguration'] },
  { label: 'Drive type', fields: ['drive'] },
  { label: 'Exterior color', fields: ['colour'] },
  { label: 'Torque', fields: ['torque'], unit: 'Nm' },
  { label: 'Cylinders', fields: ['cylinders'] },
  { label: 'Gearbox', fields: ['geartype'] },
  { label: 'ANCAP safety rating', fields: ['ancaprating'] },
  { label: 'Engine Size', fields: ['engine_size_litres', 'enginesize_litres'], unit: 'L' },
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

/** The list for a table of rows, leaving out rows without a value (INV §2). */
export function buildSpecList(car: CarInput, rows: readonly SpecRow[]): SpecItem[] {
  return rows.flatMap((row) => {
    const value = firstValue(car, row.fields)
    if (value === null) return []
    return [row.show ? row.show(value, row) : { label: row.label, value: formatSpecValue(value, row.unit) }]
  })
}

/**
 * The key information list. Its Rego Expiry follows the rego expiry rule (INV §4): dd/MM/yyyy from
 * today on, a past date Unregistered where the site shows it, else left out; unreadable text as stored.
 */
export function featuredSpecs(car: CarInput, rego: RegoOptions): SpecItem[] {
  return FEATURED_ROWS.flatMap((row) => {
    if (row.label !== REGO_EXPIRY_LABEL) return buildSpecList(car, [row])
    const raw = car.rego_expiry
    const value = typeof raw === 'string' && isEmptySpecValue(raw) ? null : regoExpiryValue(raw, rego)
    return value === null ? [] : [{ label: row.label, value }]
  })
}
export const specifications = (car: CarInput): SpecItem[] => buildSpecList(car, SPECIFICATION_ROWS)
export const summarySpecs = (car: CarInput): SpecItem[] => buildSpecList(car, SUMMARY_ROWS)

/**
 * A caravan dimension (`vehiclePage.caravanDimensionFactor`, INV §2): with a factor (0.3048, feet
 * to metres) a numeric value is multiplied, rounded to 2 decimals and shown in m; without one, or
 * for text that is not a number, the value is shown as stored.
 */
export function caravanDimension(value: Scalar, factor: number | null): string {
  const feet = Number(value)
  if (factor === null || !Number.isFinite(feet)) return String(value).trim()
  return `${formatMeasure(feet * factor)} m`
}

/** The caravan list (INV §2): body width, body length, tare weight, axle type, sleeps, ATM. */
export function caravanSpecs(car: CarInput, caravanDimensionFactor: number | null): SpecItem[] {
  const dimension = (value: Scalar, row: SpecRow): SpecItem => ({ label: row.label, value: caravanDimension(value, caravanDimensionFactor) })
  return buildSpecList(car, [
    { label: 'Body Width', fields: ['body_width'], show: dimension },
    { label: 'Body Length', fields: ['body_length'], show: dimension },
    { label: 'Tare Weight', fields: ['tare_weight'], unit: 'kg' },
    { label: 'Axle Type', fields: ['axle_type'] },
    { label: 'Sleeps', fields: ['sleeps'] },
    { label: 'Aggregate Trailer Mass', fields: ['aggregate_trailer_mass'], unit: 'kg' },
  ])
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
