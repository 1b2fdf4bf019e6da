'use client'
import { useState } from 'react'
import { DEFAULT_DISTANCE_KM, DEFAULT_FUEL_PRICE_PER_LITRE, fuelCost } from '../../rules/fuelCost'
import type { CarInput } from '../../rules/vehicleTypes'

type FuelCar = Pick<CarInput, 'fuel' | 'simple_fuel' | 'fuelconsumptioncombined'>

/** The fuel calculator (INV §5): distance / 100 × consumption × price; hidden for electric cars by the page. */
export function FuelCalculator({ car }: { car: FuelCar }) {
  const [price, setPrice] = useState(String(DEFAULT_FUEL_PRICE_PER_LITRE.toFixed(2)))
  const [distance, setDistance] = useState(String(DEFAULT_DISTANCE_KM))
  const result = fuelCost(car, { fuelPricePerLitre: Number.parseFloat(price), distanceKm: Number.parseFloat(distance) })
  if (!result) return null
  const input = 'mt-1 h-11 w-full rounded border border-slate-400 px-3'
  return (
    <form className="grid gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()} aria-label="Fuel calculator">
      <label className="text-sm font-semibold">Fuel price ($ per litre)<input className={input} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} /></label>
      <label className="text-sm font-semibold">Distance (km per week)<input className={input} inputMode="numeric" value={distance} onChange={(e) => setDistance(e.target.value)} /></label>
      <p className="text-sm" aria-live="polite">
        Weekly fuel cost <strong className="block text-2xl" data-testid="fuel-cost">${result.cost.toFixed(2)}</strong>
        <span className="text-slate-700">at {result.consumption} L/100km</span>
      </p>
    </form>
  )
}
