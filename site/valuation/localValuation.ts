/**
 * The offline valuation (issue 51): the rego lookup reads the rego register collection (demo rows
 * are seeded demo data, stated as such in the admin and on the page), and the estimate is the rule
 * `estimateTradeIn` (site/rules/valuation.ts) over the platform's own cars of the same make and model
 * within the rule's year and km bands: listed with a price, or sold in the last 12 months.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { executePrepared } from '../payloadDb'
import { estimateTradeIn, KM_BAND, methodStatement, normaliseRego, SOLD_WINDOW_MONTHS, YEAR_BAND, type ComparableCar, type TradeInCar } from '../rules/valuation'
import type { AuState, ValuationProvider } from './types'

export const LOCAL_PROVIDER_NAME = 'Platform comparables (offline)'

/** The platform's cars a trade-in is compared with: the rule's bands, narrowed in SQL on the indexed columns. */
export async function comparableCars(payload: Payload, car: TradeInCar, now: Date): Promise<ComparableCar[]> {
  const soldSince = new Date(now.getTime())
  soldSince.setUTCMonth(soldSince.getUTCMonth() - SOLD_WINDOW_MONTHS)
  // System read: prices and years of listed and sold cars, no shopper data; the rule filters again.
  const { rows } = await executePrepared(
    payload,
    sql`select make, model, year, km, price from vehicles
      where lower(make) = lower(${car.make.trim()}) and lower(model) = lower(${car.model.trim()})
        and year between ${car.year - YEAR_BAND} and ${car.year + YEAR_BAND}
        and km between ${Math.max(0, car.km - KM_BAND)} and ${car.km + KM_BAND}
        and price > 0
        and (status <> 'sold' or sold_at >= ${soldSince.toISOString()})`,
  )
  return rows.map((r) => ({ make: String(r.make), model: String(r.model), year: Number(r.year), km: Number(r.km), price: Number(r.price) }))
}

export function localValuation(payload: Payload): ValuationProvider {
  return {
    name: LOCAL_PROVIDER_NAME,
    method: methodStatement(),
    async lookupRego(rego: string, state: AuState) {
      // System read of one register row by its key: the shopper learns only the vehicle of the rego they typed.
      const { rows } = await executePrepared(payload, sql`select rego, state, year, make, model, variant from rego_register where rego = ${normaliseRego(rego)} and state = ${state} limit 1`)
      const row = rows[0]
      if (!row) return { kind: 'not-found' }
      return { kind: 'found', vehicle: { rego: String(row.rego), state: row.state as AuState, year: Number(row.year), make: String(row.make), model: String(row.model), variant: row.variant == null ? null : String(row.variant) } }
    },
    async value(car, answers, now) {
      const estimate = estimateTradeIn(car, answers, await comparableCars(payload, car, now), now.getUTCFullYear())
      const method = methodStatement()
      return estimate.kind === 'offer'
        ? { kind: 'offer', low: estimate.low, high: estimate.high, comparables: estimate.comparables, method }
        : { kind: 'no-estimate', message: estimate.message, comparables: estimate.comparables, method }
    },
  }
}
