/**
 * A lead's timeline (issue 49 item 2): the append-only `lead-activities` collection. The system
 * writes what happened to the lead (received, each delivery attempt and its answer, status and
 * assignee changes); staff add notes and logged calls, and replies are written by the reply
 * endpoint. Nobody edits or deletes an entry.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { ACTIVITY_OUTCOMES } from './activityKinds'

export * from './activityKinds'

/**
 * The `received` entry of a lead written in the submission's own statement: a CTE that follows a
 * CTE `lead (id, site_id)` (store.ts), so a lead never exists without it.
 */
export const receivedCte = (at: string): SQL => sql`received as (
      insert into lead_activities (lead_id, site_id, kind, updated_at, created_at)
      select lead.id, lead.site_id, 'received'::enum_lead_activities_kind, ${at}::timestamptz, ${at}::timestamptz from lead)`

/**
 * A delivery attempt's entry, as a CTE that follows a CTE `attempt (id, lead_id, site_id, channel)`
 * of the updated `lead-deliveries` row: one per delivery and attempt (a unique index), so a result
 * written twice (retried through a database outage) is one entry.
 */
export const deliveryAttemptCte = (outcome: (typeof ACTIVITY_OUTCOMES)[number], attempt: number, detail: string | null, at: string): SQL => sql`attempt_entry as (
      insert into lead_activities (lead_id, site_id, kind, delivery_id, channel, outcome, attempt, detail, updated_at, created_at)
      select attempt.lead_id, attempt.site_id, 'delivery'::enum_lead_activities_kind, attempt.id, attempt.channel::text::enum_lead_activities_channel, ${outcome}::enum_lead_activities_outcome, ${attempt}::int, ${detail}::varchar, ${at}::timestamptz, ${at}::timestamptz from attempt
      on conflict (delivery_id, attempt) do nothing)`
