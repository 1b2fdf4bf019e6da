/**
 * The write of `POST /api/leads` in one statement: the lead's row and, unless it is spam, its
 * outbox (one `lead-deliveries` row and one job per channel), or nothing at all when the site
 * already has a lead with this idempotency key (the unique index on site and key decides, also
 * between concurrent twins: the second waits for the first and then writes nothing).
 *
 * One statement is its own transaction: it commits whole or not at all, and a commit whose answer
 * is lost surfaces as an error rather than as silence (unlike the adapter's COMMIT, see
 * `transaction.ts`), so the caller looks the key up and the client's retry finds the lead. It
 * replaces a transaction of six statements (begin, insert, read-back, outbox, commit, confirm).
 *
 * The row holds exactly what Payload's create of `leads` writes (the collection has no hooks for a
 * system write, and the form schema has validated what `leadData` builds):
 * `tests/int/leads.store.int.test.ts` compares the two column by column and fails when a column of
 * the table is missing here.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Dealership } from '../../payload-types'
import { drizzleOf } from '../payloadDb'
import { channelsFor, outboxCtes } from './delivery'
import type { LeadData } from './leadData'

const idOf = (ref: unknown): number | null => (ref && typeof ref === 'object' ? Number((ref as { id: unknown }).id) : ref == null ? null : Number(ref))

/** A JSON field's column value (node-postgres would write a JavaScript array as a PostgreSQL array). */
const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value))

/** The `leads` columns of a lead and their values, as Payload's adapter names and writes them. */
export function leadRow(data: LeadData, at: string): Array<[column: string, value: unknown]> {
  const snapshot = data.vehicleSnapshot ?? {}
  const tradeIn = data.tradeIn ?? {}
  const finance = data.finance ?? {}
  const consent = data.consent ?? {}
  const source = data.source ?? {}
  return [
    ['site_id', idOf(data.site)],
    ['status', data.status ?? 'new'],
    ['assignee_id', idOf(data.assignee)],
    ['notes', data.notes ?? null],
    ['type', data.type],
    ['category', data.category ?? null],
    ['subcategory', data.subcategory ?? null],
    ['dealership_id', idOf(data.dealership)],
    ['location_id', idOf(data.location)],
    ['vehicle_id', idOf(data.vehicle)],
    ['vehicle_snapshot_stock_number', snapshot.stockNumber ?? null],
    ['vehicle_snapshot_make', snapshot.make ?? null],
    ['vehicle_snapshot_model', snapshot.model ?? null],
    ['vehicle_snapshot_year', snapshot.year ?? null],
    ['vehicle_snapshot_price', snapshot.price ?? null],
    ['first_name', data.firstName ?? null],
    ['last_name', data.lastName ?? null],
    ['email', data.email ?? null],
    ['phone', data.phone ?? null],
    ['postcode', data.postcode ?? null],
    ['message', data.message ?? null],
    ['preferred_contact', data.preferredContact ?? null],
    ['preferred_date', data.preferredDate ?? null],
    ['preferred_time', data.preferredTime ?? null],
    ['trade_in_rego', tradeIn.rego ?? null],
    ['trade_in_state', tradeIn.state ?? null],
    ['trade_in_make', tradeIn.make ?? null],
    ['trade_in_model', tradeIn.model ?? null],
    ['trade_in_year', tradeIn.year ?? null],
    ['trade_in_km', tradeIn.km ?? null],
    ['trade_in_price', tradeIn.price ?? null],
    ['trade_in_has_trade_in', tradeIn.hasTradeIn ?? null],
    ['finance_purchase_price', finance.purchasePrice ?? null],
    ['finance_term', finance.term ?? null],
    ['finance_credit_score', finance.creditScore ?? null],
    ['finance_wanted', finance.wanted ?? null],
    ['consent_opt_in', consent.optIn ?? null],
    ['consent_terms_accepted', consent.termsAccepted ?? null],
    ['consent_at', consent.at ?? null],
    ['consent_text', consent.text ?? null],
    ['source_page', source.page ?? null],
    ['source_referrer', source.referrer ?? null],
    ['source_utm', json(source.utm)],
    ['source_visited_pages', json(source.visitedPages)],
    ['source_query', json(source.query)],
    ['source_ip', source.ip ?? null],
    ['analytics_event_id', data.analyticsEventId ?? null],
    ['idempotency_key', data.idempotencyKey],
    ['spam', data.spam ?? false],
    ['updated_at', at],
    ['created_at', at],
  ]
}

/**
 * Stores the lead with its outbox; answers the new lead's id, or null when the site already has
 * a lead with its key (nothing was written).
 */
export async function insertLead(payload: Payload, data: LeadData, dealership: Pick<Dealership, 'leadDelivery'> | null): Promise<number | null> {
  const at = new Date().toISOString()
  const row = leadRow(data, at)
  const channels = channelsFor(data, dealership)
  const insert = sql`insert into leads (${sql.raw(row.map(([column]) => column).join(', '))})
    values (${sql.join(
      row.map(([, value]) => sql`${value}`),
      sql`, `,
    )})
    on conflict (site_id, idempotency_key) do nothing
    returning id, site_id`
  // System write: the endpoint has checked the site, the references and the limits.
  const { rows } = await drizzleOf(payload).execute(channels.length ? sql`with lead as (${insert}), ${outboxCtes(channels, at)} select id from lead` : insert)
  return rows[0] ? Number(rows[0].id) : null
}
