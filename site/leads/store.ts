/**
 * The write of `POST /api/leads` in one statement: the lead's row linked to its shopper's contact
 * (site/contacts/link.ts), its timeline's `received` entry and, unless it is spam, its
 * outbox (one `lead-deliveries` row and one job per channel), or nothing at all when the site
 * already has a lead with this idempotency key (the unique index on site and key decides, also
 * between concurrent twins: the second waits for the first and then writes nothing).
 *
 * One statement is its own transaction: it commits whole or not at all, and a commit whose answer
 * is lost surfaces as an error rather than as silence (unlike the adapter's COMMIT, see
 * `transaction.ts`), so the caller looks the key up and the client's retry finds the lead. It
 * replaces a transaction of six statements (begin, insert, read-back, outbox, commit, confirm).
 *
 * The row holds exactly what Payload's create of `leads` writes (its one hook for a new lead, the
 * contact link, is done here in SQL; the form schema has validated what `leadData` builds):
 * `tests/int/leads.store.int.test.ts` compares the two column by column and fails when a column of
 * the table is missing in `leadColumns.ts`.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Dealership } from '../../payload-types'
import { contactCtes, contactLinkOf, contactLock } from '../contacts/link'
import { executePrepared, executePreparedLocked } from '../payloadDb'
import { receivedCte } from './activities'
import { channelsFor, outboxCtes } from './delivery'
import type { LeadData } from './leadData'
import { leadRow } from './leadColumns'

/**
 * Stores the lead with its outbox; answers the new lead's id, or null when the site already has
 * a lead with its key (nothing was written).
 */
export async function insertLead(payload: Payload, data: LeadData, dealership: Pick<Dealership, 'leadDelivery'> | null): Promise<number | null> {
  // System write: the endpoint has checked the site, the references and the limits.
  const statement = leadInsertStatement(data, dealership, new Date().toISOString())
  // A linked lead waits for the link before it on its dealership (site/contacts/link.ts).
  const link = contactLinkOf(data)
  const { rows } = await (link ? executePreparedLocked(payload, contactLock(link), statement) : executePrepared(payload, statement))
  return rows[0] ? Number(rows[0].id) : null
}

/** The statement `insertLead` runs: the lead's row and, for each of its channels, a delivery and its job, all stamped `at`. */
export function leadInsertStatement(data: LeadData, dealership: Pick<Dealership, 'leadDelivery'> | null, at: string): SQL {
  const row = leadRow(data, at)
  const channels = channelsFor(data, dealership)
  // The shopper's contact on the dealership, found or made in the same statement (site/contacts/link.ts).
  const link = contactLinkOf(data)
  const insert = sql`insert into leads (${sql.raw(row.map(([column]) => column).join(', '))})
    values (${sql.join(
      row.map(([column, value]) => (column === 'contact_id' && link ? sql`(select id from contact)` : sql`${value}`)),
      sql`, `,
    )})
    on conflict (site_id, idempotency_key) do nothing
    returning id, site_id`
  const contact = link ? sql`${contactCtes(link, at)}, ` : sql``
  // The lead's first timeline entry (`received`) is written with it, whatever else is.
  const received = receivedCte(at)
  return channels.length ? sql`with ${contact}lead as (${insert}), ${received}, ${outboxCtes(channels, at)} select id from lead` : sql`with ${contact}lead as (${insert}), ${received} select id from lead`
}
