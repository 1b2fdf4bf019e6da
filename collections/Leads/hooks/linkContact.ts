import type { CollectionBeforeChangeHook } from 'payload'
import { linkContact } from '../../../site/contacts/link'

/**
 * A lead written through Payload (a reservation's, a purchase's) is linked to its shopper's contact
 * in its own transaction, as `POST /api/leads` links its leads in its one statement (site/leads/store.ts).
 */
export const linkToContact: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.contact) return data
  const contact = await linkContact(req, data, new Date().toISOString())
  return contact === null ? data : { ...data, contact }
}
