/**
 * The garage's saved-car markers and the compare table (issue 13; INV §4 Watchlist, §2 spec
 * lists). Not in the specs (decided in issue 13): the markers, the 4-car limit and the rows.
 */
import { formatCurrency } from './pricing'
import { buildSpecList, formatMeasure, SPECIFICATION_ROWS } from './specLists'
import { isInStock } from './stockState'
import type { CarInput } from './vehicleTypes'

export const MAX_COMPARE = 4

export type GarageMarker = 'priceDropped' | 'sold' | 'reserved'
export const MARKER_LABELS: Readonly<Record<GarageMarker, string>> = { priceDropped: 'Price dropped', sold: 'Sold', reserved: 'Reserved' }

/** Sold (not in stock) wins over reserved; a price below the price when saved is a drop. */
export function garageMarkers(car: Pick<CarInput, 'status' | 'reserved' | 'price'>, priceWhenSaved: number | null | undefined): GarageMarker[] {
  const markers: GarageMarker[] = []
  if (!isInStock(car.status)) markers.push('sold')
  else if (car.reserved === true) markers.push('reserved')
  if (typeof car.price === 'number' && typeof priceWhenSaved === 'number' && car.price > 0 && car.price < priceWhenSaved) markers.push('priceDropped')
  return markers
}

/** The ids to compare: the first 4 distinct positive integers of the query value. */
export function compareIds(raw: string | readonly string[] | undefined): number[] {
  const parts = (Array.isArray(raw) ? raw : [raw ?? '']).flatMap((v) => String(v).split(','))
  const ids = parts.map((p) => p.trim()).filter((p) => /^\d{1,12}$/.test(p)).map(Number).filter((n) => n > 0)
  return [...new Set(ids)].slice(0, MAX_COMPARE)
}

export type CompareRow = { label: string; values: string[]; differs: boolean }

const text = (value: unknown): string => (value === null || value === undefined || String(value).trim() === '' ? '–' : String(value).trim())

const BASE_ROWS: ReadonlyArray<{ label: string; value: (car: CarInput) => string }> = [
  { label: 'Price', value: (car) => (typeof car.price === 'number' && car.price > 0 ? formatCurrency(car.price) : '–') },
  { label: 'Kilometres', value: (car) => (car.km === null || car.km === undefined || car.km === '' || !Number.isFinite(Number(car.km)) ? '–' : `${formatMeasure(Number(car.km))} km`) },
  { label: 'Year', value: (car) => text(car.year) },
  { label: 'Body', value: (car) => text(car.body) },
  { label: 'Fuel', value: (car) => text(car.simple_fuel ?? car.fuel) },
  { label: 'Transmission', value: (car) => text(car.simple_transmission ?? car.trans) },
]

/**
 * Side by side: price, km, year, body, fuel, transmission, then every specification row any of
 * the cars has. A row differs when its values are not all the same.
 */
export function compareRows(cars: readonly CarInput[]): CompareRow[] {
  const base = BASE_ROWS.map((row) => ({ label: row.label, values: cars.map(row.value) }))
  const specs = cars.map((car) => buildSpecList(car, SPECIFICATION_ROWS))
  const labels = [...new Set(specs.flatMap((list) => list.map((item) => item.label)))]
  const specRows = labels.map((label) => ({ label, values: specs.map((list) => list.find((item) => item.label === label)?.value ?? '–') }))
  return [...base, ...specRows].map((row) => ({ ...row, differs: new Set(row.values).size > 1 }))
}
