/**
 * The demo rego register (issue 51): DEMO DATA, not a real registry (every row's source is `demo`,
 * and the admin says so). DEMO01–DEMO05 (QLD) are the five most stocked used or demo models of the
 * seeded cars, so an online valuation of them finds comparable cars; DEMO98 is a car too old for an
 * online estimate (FIN §5 Trade-in FAQ) and DEMO99 a car the platform has never stocked (too few
 * comparables): both end on an inspection.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { ONLINE_MAX_AGE_YEARS } from '../../site/rules/valuation'

export async function seedRegoRegister(payload: Payload, now: Date): Promise<number> {
  const year = now.getUTCFullYear()
  const { rows } = await payload.db.drizzle.execute(sql`
    select make, model, year, mode() within group (order by badge) as variant, count(*) as n
    from vehicles
    where car_type in ('used', 'demo') and item_type = 'car' and price > 0 and km between 5000 and 90000
      and year >= ${year - ONLINE_MAX_AGE_YEARS + 1} and status <> 'sold'
    group by make, model, year
    order by count(*) desc, make, model, year
    limit 5`)
  const stocked = (rows as Array<Record<string, unknown>>).map((r, i) => ({ rego: `DEMO0${i + 1}`, make: String(r.make), model: String(r.model), year: Number(r.year), variant: r.variant == null ? null : String(r.variant) }))
  const others = [
    { rego: 'DEMO98', make: 'Holden', model: 'Commodore', year: year - 12, variant: 'SV6' },
    { rego: 'DEMO99', make: 'Lada', model: 'Niva', year: year - 3, variant: '4x4' },
  ]
  for (const row of [...stocked, ...others]) {
    await payload.create({ collection: 'rego-register', data: { ...row, state: 'QLD', source: 'demo' }, overrideAccess: true })
  }
  return stocked.length + others.length
}
