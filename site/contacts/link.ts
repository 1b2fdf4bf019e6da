/**
 * One shopper, one contact (issue 49 item 4): a lead is linked, in its own write, to the contact of
 * its site and dealership that knows its email or phone (site/rules/contactKeys.ts), or to a new one.
 *
 * - The email decides first: a lead whose email is one contact's and whose phone is another's joins
 *   the email's contact (an address is one person's; a phone is often a household's or a
 *   business's). Contacts are never merged: the phone stays with the contact it joined first.
 * - A key the contact did not have yet joins it (a shopper who gives a new email with a known phone
 *   is still the phone's contact, now known by both).
 * - Each key is a row of `contact-keys`, unique per site, dealership, kind and value, written with
 *   `insert … on conflict do update … returning`.
 * - Links on one dealership run one after another, under the advisory lock `contactLock` names: a
 *   link reads the keys the previous one committed. The key upserts alone would not do: of a
 *   phone-only lead and a lead with an email and the same phone arriving at once, the second's
 *   snapshot missed the phone, so its new email key took a new contact while its phone key
 *   answered the first's, and one shopper had two contacts.
 * - Never across dealerships or sites: every read and write is keyed by both.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'
import { executePreparedLocked, postgresAdapterOf, type Drizzle } from '../payloadDb'
import { relationId } from '../relationId'
import { contactKeysOf, type ContactKeys } from '../rules/contactKeys'

export const CONTACT_KEY_KINDS = ['email', 'phone'] as const

export type ContactLink = { site: number; dealership: number; keys: ContactKeys; name: string | null }

type LinkedLead = Partial<Record<'type' | 'email' | 'phone' | 'firstName' | 'lastName', string | null>> & { site?: unknown; dealership?: unknown; spam?: boolean | null }

/** What a lead is linked by, or null when it is not linked (site/rules/contactKeys.ts). */
export function contactLinkOf(lead: LinkedLead): ContactLink | null {
  const site = relationId(lead.site)
  const dealership = relationId(lead.dealership)
  const keys = contactKeysOf({ type: lead.type ?? '', spam: lead.spam, dealership, email: lead.email, phone: lead.phone })
  if (!keys || site === null || dealership === null) return null
  const name = [lead.firstName, lead.lastName].map((part) => part?.trim()).filter(Boolean).join(' ')
  return { site, dealership, keys, name: name || null }
}

/** The upsert of one key, answering its contact: the existing row's, else `contactId`'s. */
function keyCte(name: string, link: ContactLink, kind: (typeof CONTACT_KEY_KINDS)[number], value: string, contactId: SQL, at: string): SQL {
  // A phone is verified when a shopper of the site signed in with it: a sign-in code proved it (an account is made bare on the first code request).
  const verified = kind === 'phone' ? sql`exists (select 1 from shoppers where site_id = ${link.site} and phone = ${value} and last_signed_in_at is not null)` : sql`false`
  return sql`${sql.raw(name)} as (
      insert into contact_keys (site_id, dealership_id, kind, value, verified, contact_id, updated_at, created_at)
      select ${link.site}::int, ${link.dealership}::int, ${kind}::enum_contact_keys_kind, ${value}::varchar, ${verified}, ${contactId}, ${at}::timestamptz, ${at}::timestamptz from contact_candidate
      on conflict (site_id, dealership_id, kind, value) do update set updated_at = excluded.updated_at, verified = contact_keys.verified or excluded.verified
      returning contact_id)`
}

const known = (link: ContactLink, kind: (typeof CONTACT_KEY_KINDS)[number], value: string | null): SQL =>
  value === null ? sql`null::int` : sql`(select contact_id from contact_keys where site_id = ${link.site} and dealership_id = ${link.dealership} and kind = ${kind}::enum_contact_keys_kind and value = ${value})`

/**
 * CTEs that link a lead by `link`, ending in `contact (id)`: the contact's id. For a statement's
 * `with` list; the lead's insert reads `(select id from contact)`.
 */
export function contactCtes(link: ContactLink, at: string): SQL {
  const { email, phone } = link.keys
  const keys: SQL[] = []
  if (email !== null) keys.push(keyCte('email_key', link, 'email', email, sql`contact_candidate.id`, at))
  if (phone !== null) keys.push(keyCte('phone_key', link, 'phone', phone, email === null ? sql`contact_candidate.id` : sql`coalesce((select contact_id from email_key), contact_candidate.id)`, at))
  const chosen = email === null ? sql`(select contact_id from phone_key)` : phone === null ? sql`(select contact_id from email_key)` : sql`coalesce((select contact_id from email_key), (select contact_id from phone_key))`
  return sql`contact_found as (select coalesce(${known(link, 'email', email)}, ${known(link, 'phone', phone)}) as id),
    contact_candidate as (select coalesce((select id from contact_found), nextval('contacts_id_seq')::int) as id),
    ${sql.join(keys, sql`, `)},
    contact as (select ${chosen} as id),
    new_contact as (
      insert into contacts (id, site_id, dealership_id, name, email, phone, updated_at, created_at)
      select contact.id, ${link.site}::int, ${link.dealership}::int, ${link.name}::varchar, ${email}::varchar, ${phone}::varchar, ${at}::timestamptz, ${at}::timestamptz
      from contact join contact_candidate on contact_candidate.id = contact.id where (select id from contact_found) is null)`
}

/** The advisory lock every link on the link's dealership holds while it reads and writes the keys. */
export const contactLock = (link: ContactLink): string => `contact-link:${link.site}:${link.dealership}`

/**
 * Links a lead written through Payload (a reservation's or purchase's), in the write's own
 * transaction: answers the contact's id, or null when the lead is not linked.
 */
export async function linkContact(req: PayloadRequest, lead: LinkedLead, at: string): Promise<number | null> {
  const link = contactLinkOf(lead)
  if (!link) return null
  const statement = sql`with ${contactCtes(link, at)} select id from contact`
  const id = req.transactionID ? await req.transactionID : undefined
  const db = (id === undefined ? undefined : postgresAdapterOf(req.payload).sessions[id]?.db) as unknown as Drizzle | undefined
  if (!db) return relationId((await executePreparedLocked(req.payload, contactLock(link), statement)).rows[0]?.id)
  // In the write's transaction: the lock is held to its end, when what this link wrote is committed.
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${contactLock(link)}, 0))`)
  const { rows } = await db.execute(statement)
  return relationId(rows[0]?.id)
}
