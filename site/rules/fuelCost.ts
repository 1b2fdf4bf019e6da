/** The fuel calculator (INV §5 Fuel calculator, INV §9 fuel defaults). */
import { showsFuelCalculator } from './vehicleFacts'
import type { CarInput, NumberLike } from './vehicleTypes'

export const DEFAULT_FUEL_PRICE_PER_LITRE = 1.7
export const DEFAULT_DISTANCE_KM = 250
export const DEFAULT_CONSUMPTION_L_PER_100KM = 10

export type FuelCostInputs = { fuelPricePerLitre?: number | null; distanceKm?: number | null }
export type FuelCost = { cost: number; consumption: number; fuelPricePerLitre: number; distanceKm: number }

/** A usable number from a feed value ("7.5" or 7.5) that is at least `min`, else null. */
function numberFrom(value: NumberLike, min: number): number | null {
  const number = Number.parseFloat(String(value))
  return Number.isFinite(number) && number >= min ? number : null
}

/** Rounded to 2 decimals, halves away from zero despite binary fractions (1.005 → 1.01). */
export const toCents = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100

/**
 * The fuel cost, or null where the calculator is hidden (INV §5): an electric car, or a vehicle
 * type without fuel economy (a caravan; vehicleProfiles.ts). Fuel price
 * defaults to $1.70 per litre and distance to 250 km when not given (or negative; 0 is a
 * real answer); consumption is the variant's `fuelconsumptioncombined` when above 0, else 10 L/100km. Cost = distance / 100 × consumption ×
 * price, to 2 decimals.
 */
export function fuelCost(car: Pick<CarInput, 'fuel' | 'simple_fuel' | 'fuelconsumptioncombined' | 'item_type' | 'body' | 'simple_body'>, inputs: FuelCostInputs = {}): FuelCost | null {
  if (!showsFuelCalculator(car)) return null
  const consumption = numberFrom(car.fuelconsumptioncombined, Number.MIN_VALUE) ?? DEFAULT_CONSUMPTION_L_PER_100KM
  const fuelPricePerLitre = numberFrom(inputs.fuelPricePerLitre, 0) ?? DEFAULT_FUEL_PRICE_PER_LITRE
  const distanceKm = numberFrom(inputs.distanceKm, 0) ?? DEFAULT_DISTANCE_KM
  return { cost: toCents((distanceKm / 100) * consumption * fuelPricePerLitre), consumption, fuelPricePerLitre, distanceKm }
}
