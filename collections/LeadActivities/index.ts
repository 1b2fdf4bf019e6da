import { ValidationError, type Access, type CollectionAfterChangeHook, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'
import { isPlatformStaff, siteIdsOf, type RoleUser } from '../../access/roles'
import { userOf } from '../../access/predicates'
import { nobody, staffOrOwnSiteLeads } from '../Leads/access'
import { ACTIVITY_CHANNELS, ACTIVITY_KINDS, ACTIVITY_OUTCOMES, LEAD_MESSAGE, NOTE_MESSAGE, RESPONSE_KINDS, STAFF_KIND_MESSAGE, STAFF_KINDS, SYSTEM_ACTIVITY } from '../../site/leads/activities'
import { recordFirstResponse } from '../../site/leads/firstResponse'
import { relationId } from '../../site/relationId'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value.replace(/-/g, ' ') }))

/** Staff of a site (or platform staff) may add a note or a logged call; which lead is checked by the hook. */
const staffOnly: Access = ({ req }) => {
  const user = userOf(req) as (RoleUser & { collection?: string }) | null
  return Boolean(user && user.collection === 'users' && (isPlatformStaff(user) || siteIdsOf(user).length > 0))
}

/**
 * A staff entry keeps only what staff may say: its lead (one they can read), the kind (note or
 * call) and the text. The site comes from the lead, the author is the signed-in user; nothing else
 * of the request is kept, so no entry can be placed on another tenant or pass for the system's.
 */
const staffEntry: CollectionBeforeValidateHook = async ({ data, req, operation }) => {
  if (operation !== 'create' || req.context?.[SYSTEM_ACTIVITY]) return data
  const user = req.user
  const errors: Array<{ path: string; message: string }> = []
  const kind = data?.kind as string | undefined
  if (!user || user.collection !== 'users') throw new ValidationError({ collection: 'lead-activities', errors: [{ path: 'kind', message: STAFF_KIND_MESSAGE }] }, req.t)
  if (!(STAFF_KINDS as readonly string[]).includes(kind ?? '')) errors.push({ path: 'kind', message: STAFF_KIND_MESSAGE })
  const body = typeof data?.body === 'string' ? data.body.trim() : ''
  if (kind === 'note' && !body) errors.push({ path: 'body', message: NOTE_MESSAGE })
  const leadId = relationId(data?.lead)
  const lead = leadId === null || !Number.isInteger(leadId) ? null : await req.payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: false, user, req, disableErrors: true, select: { site: true } })
  if (!lead) errors.push({ path: 'lead', message: LEAD_MESSAGE })
  if (errors.length || !lead) throw new ValidationError({ collection: 'lead-activities', errors }, req.t)
  return { lead: lead.id, site: relationId(lead.site), kind, body: body.slice(0, 5000), actor: user.id }
}

/** A logged call or a reply may be the lead's first response: timed once, in business hours. */
const firstResponse: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !(RESPONSE_KINDS as readonly string[]).includes(doc.kind) || relationId(doc.actor) === null) return doc
  await recordFirstResponse(req, relationId(doc.lead) as number, relationId(doc.actor) as number, new Date(doc.createdAt))
  return doc
}

/**
 * A lead's timeline (site/leads/activities.ts): append-only. Read as the lead is (its site's staff,
 * platform staff); staff add notes and logged calls; nobody, platform staff included, edits or
 * deletes an entry over any API.
 */
export const LeadActivities: CollectionConfig = {
  slug: 'lead-activities',
  labels: { singular: 'Lead activity', plural: 'Lead activities' },
  admin: { group: 'Dealer', hidden: true, defaultColumns: ['createdAt', 'kind', 'lead', 'actor', 'body'] },
  access: { read: staffOrOwnSiteLeads, create: staffOnly, update: nobody, delete: nobody },
  indexes: [{ fields: ['delivery', 'attempt'], unique: true }, { fields: ['lead', 'createdAt'] }, { fields: ['site', 'kind', 'createdAt'] }],
  hooks: { beforeValidate: [staffEntry], afterChange: [firstResponse] },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: options(ACTIVITY_KINDS) },
    { name: 'actor', type: 'relationship', relationTo: 'users', admin: { description: 'Who did it; none for the system.' } },
    { name: 'body', type: 'textarea', admin: { description: 'The note, the call summary or the reply as sent.' } },
    { name: 'channel', type: 'select', options: options(ACTIVITY_CHANNELS) },
    { name: 'outcome', type: 'select', options: options(ACTIVITY_OUTCOMES) },
    { name: 'delivery', type: 'relationship', relationTo: 'lead-deliveries' },
    { name: 'attempt', type: 'number' },
    { name: 'detail', type: 'text', admin: { description: 'The answer of a failed attempt, a status change (from → to), a template name.' } },
    { name: 'fromStatus', type: 'text' },
    { name: 'toStatus', type: 'text' },
    { name: 'assignee', type: 'relationship', relationTo: 'users' },
  ],
  timestamps: true,
}
