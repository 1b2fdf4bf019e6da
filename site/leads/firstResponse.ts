/**
 * Time to first response (issue 49 item 3): when a lead's first reply or logged call is written,
 * the lead keeps when, by whom and how many business minutes after the lead it came, counted in its
 * location's opening hours (site/rules/firstResponse.ts). The lead's location, else its
 * dealership's primary location, else the default business hours.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { Location } from '../../payload-types'
import { businessMinutesBetween } from '../rules/firstResponse'
import type { HoursLocation } from '../rules/openNow'
import { postgresAdapterOf, type Drizzle } from '../payloadDb'
import { relationId } from '../relationId'

export const hoursLocationOf = (location: Pick<Location, 'name' | 'address' | 'openingHours' | 'specialHours'> | null | undefined): HoursLocation | null =>
  location
    ? {
        name: location.name,
        state: location.address?.state ?? null,
        openingHours: (location.openingHours ?? []).map((entry) => ({ weekday: entry.weekday, status: entry.status, open: entry.open, close: entry.close })),
        specialHours: (location.specialHours ?? []).map((entry) => ({ date: entry.date, status: entry.status, open: entry.open, close: entry.close })),
      }
    : null

/** The location whose hours time a lead's response (system read: the hours are public). */
export async function responseLocation(req: PayloadRequest, lead: { location?: unknown; dealership?: unknown }): Promise<HoursLocation | null> {
  const select = { name: true, address: true, openingHours: true, specialHours: true } as const
  const own = relationId(lead.location)
  if (own !== null) {
    const location = await req.payload.findByID({ collection: 'locations', id: own, depth: 0, overrideAccess: true, disableErrors: true, req, select })
    if (location) return hoursLocationOf(location as Location)
  }
  const dealership = relationId(lead.dealership)
  if (dealership === null) return null
  const { docs } = await req.payload.find({ collection: 'locations', where: { dealership: { equals: dealership } }, sort: '-primary', limit: 1, depth: 0, overrideAccess: true, req, select })
  return hoursLocationOf(docs[0] as Location | undefined)
}

/** Sets the lead's first response once (a later response, or a concurrent one that lost, changes nothing). */
export async function recordFirstResponse(req: PayloadRequest, leadId: number, actorId: number, at: Date): Promise<void> {
  const lead = await req.payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, disableErrors: true, req, select: { createdAt: true, location: true, dealership: true, firstResponse: true } })
  if (!lead || lead.firstResponse?.at) return
  const minutes = businessMinutesBetween(new Date(lead.createdAt), at, await responseLocation(req, lead))
  // In the entry's own transaction (req), without the leads' hooks: the system's record of the response.
  const id = req.transactionID ? await req.transactionID : undefined
  const db = ((id === undefined ? undefined : postgresAdapterOf(req.payload).sessions[id]?.db) ?? req.payload.db.drizzle) as unknown as Drizzle
  await db.execute(sql`update leads set first_response_at = ${at.toISOString()}::timestamptz, first_response_minutes = ${minutes}, first_response_by_id = ${actorId}
    where id = ${leadId} and first_response_at is null`)
}
