import type { Field, RelationshipFieldValidation } from 'payload'
import { relationship } from 'payload/shared'
import { platformStaffField } from '../../access/predicates'
import { canEditSite, type RoleUser } from '../../access/roles'
import { AU_STATES, CONTACT_METHODS, LEAD_TYPES } from '../../site/leads/schema'
import { CREDIT_SCORES } from '../../site/rules/quickQuote'
import { LEAD_STATUSES } from '../../site/leads/inbox'
import { optionLabel } from '../../site/leads/optionLabel'

/** The valuation's steps (issue 51): the car given, an offer made or none possible, then the shopper's decision. */
export const VALUATION_STEPS = ['vehicle', 'offer', 'no-estimate', 'accepted', 'inspection'] as const

export { LEAD_STATUSES, type LeadStatus } from '../../site/leads/inbox'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: optionLabel(value) }))

/** What the shopper sent is the record of the submission: shown, not edited (platform staff may correct it). */
const submitted = (field: Field): Field => {
  if (field.type === 'row') return { ...field, fields: field.fields.map(submitted) }
  if (!('name' in field)) return field
  return { ...field, admin: { ...field.admin, readOnly: true }, access: { update: platformStaffField } } as Field
}

/** The fields the shopper's request fills in (issue 12 item 1). */
const submission: Field[] = [
  { name: 'type', type: 'select', required: true, index: true, options: options(LEAD_TYPES) },
  { type: 'row', fields: [{ name: 'category', type: 'text', index: true }, { name: 'subcategory', type: 'text' }] },
  { name: 'dealership', type: 'relationship', relationTo: 'dealerships', index: true },
  { name: 'location', type: 'relationship', relationTo: 'locations' },
  { name: 'vehicle', type: 'relationship', relationTo: 'vehicles' },
  {
    name: 'vehicleSnapshot',
    type: 'group',
    admin: { description: 'The car as it was when the lead was sent.' },
    fields: [
      { type: 'row', fields: [{ name: 'stockNumber', type: 'text' }, { name: 'make', type: 'text' }, { name: 'model', type: 'text' }, { name: 'year', type: 'number' }, { name: 'price', type: 'number' }] },
    ],
  },
  { type: 'row', fields: [{ name: 'firstName', type: 'text' }, { name: 'lastName', type: 'text' }] },
  { type: 'row', fields: [{ name: 'email', type: 'email', index: true }, { name: 'phone', type: 'text', index: true }, { name: 'postcode', type: 'text' }] },
  { name: 'message', type: 'textarea' },
  { name: 'preferredContact', type: 'select', options: options(CONTACT_METHODS) },
  { type: 'row', fields: [{ name: 'preferredDate', type: 'text', admin: { description: 'yyyy-MM-dd' } }, { name: 'preferredTime', type: 'text', admin: { description: 'HH:mm' } }] },
  {
    name: 'tradeIn',
    type: 'group',
    fields: [
      { type: 'row', fields: [{ name: 'rego', type: 'text' }, { name: 'state', type: 'select', options: options(AU_STATES) }, { name: 'make', type: 'text' }, { name: 'model', type: 'text' }] },
      { type: 'row', fields: [{ name: 'year', type: 'number' }, { name: 'km', type: 'number' }, { name: 'price', type: 'number' }, { name: 'hasTradeIn', type: 'checkbox' }] },
    ],
  },
  {
    name: 'valuation',
    type: 'group',
    admin: { description: 'The online trade-in valuation (issue 51): each step as the shopper took it.' },
    fields: [
      { type: 'row', fields: [{ name: 'step', type: 'select', options: options(VALUATION_STEPS) }, { name: 'vehicleSource', type: 'select', options: options(['rego', 'manual']) }, { name: 'provider', type: 'text' }] },
      { name: 'registered', type: 'json', admin: { description: 'What the rego lookup found for the rego and state.' } },
      { name: 'answers', type: 'ui', admin: { components: { Field: '/admin/leads/ValuationAnswers.client#ValuationAnswers' } } },
      { name: 'adjustmentAnswers', type: 'json', admin: { description: 'The condition questions and the shopper’s answers.' } },
      {
        type: 'row',
        fields: [
          { name: 'offerLow', type: 'number' },
          { name: 'offerHigh', type: 'number' },
          { name: 'offerValidUntil', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'comparables', type: 'number', admin: { description: 'Comparable cars the estimate used.' } },
        ],
      },
      { name: 'method', type: 'textarea', admin: { description: 'How the figure was made, or why there is none.' } },
      { type: 'row', fields: [{ name: 'offerAccepted', type: 'checkbox' }, { name: 'inspectionRequested', type: 'checkbox' }, { name: 'formCompleted', type: 'checkbox' }, { name: 'decidedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }] },
    ],
  },
  {
    name: 'finance',
    type: 'group',
    fields: [{ type: 'row', fields: [{ name: 'purchasePrice', type: 'number' }, { name: 'term', type: 'number' }, { name: 'creditScore', type: 'select', options: options(CREDIT_SCORES) }, { name: 'wanted', type: 'checkbox' }] }],
  },
  {
    name: 'consent',
    type: 'group',
    fields: [
      { type: 'row', fields: [{ name: 'optIn', type: 'checkbox' }, { name: 'termsAccepted', type: 'checkbox' }, { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }] },
      { name: 'text', type: 'textarea', admin: { description: 'The consent text the shopper saw.' } },
    ],
  },
  {
    name: 'source',
    type: 'group',
    fields: [
      { name: 'page', type: 'text' },
      { name: 'referrer', type: 'text' },
      { name: 'utm', type: 'json' },
      { name: 'visitedPages', type: 'json' },
      { name: 'query', type: 'json', admin: { description: 'Linked query parameters of the page.' } },
      { name: 'ip', type: 'text' },
    ],
  },
  { type: 'row', fields: [{ name: 'analyticsEventId', type: 'number' }, { name: 'idempotencyKey', type: 'text', required: true }, { name: 'spam', type: 'checkbox', defaultValue: false, index: true }] },
]

export const submissionFields: Field[] = submission.map(submitted)

const idOf = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const id = Number(raw)
  return raw === null || raw === undefined || raw === '' || !Number.isInteger(id) ? null : id
}

export const ASSIGNEE_MESSAGE = 'The assignee must be a member of this lead’s site or platform staff.'

/**
 * A lead is assigned only to someone who may see it: platform staff or a user of the lead's own site
 * (issue 48, finding 17: any user id was accepted, another tenant's included). Checked on the server
 * for REST, GraphQL and the Local API alike.
 */
const assigneeOfLeadSite: RelationshipFieldValidation = async (value, options) => {
  const { req, data, id } = options
  const valid = await relationship(value, options)
  if (valid !== true) return valid
  const assignee = idOf(value)
  if (assignee === null) return true
  const stored = id === undefined ? null : await req.payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  const site = idOf((data as { site?: unknown } | undefined)?.site ?? stored?.site)
  const user = (await req.payload.findByID({ collection: 'users', id: assignee, depth: 0, overrideAccess: true, disableErrors: true, req })) as RoleUser
  return user && canEditSite(user, site) ? true : ASSIGNEE_MESSAGE
}

const systemOnly = () => false

/** Written once by the system when the first reply or logged call is recorded (site/leads/firstResponse.ts). */
const firstResponseField: Field = {
  name: 'firstResponse',
  type: 'group',
  label: 'First response',
  admin: { position: 'sidebar', readOnly: true, description: 'The first reply or logged call, and the business minutes (the location’s opening hours) it took.' },
  access: { create: systemOnly, update: systemOnly },
  fields: [
    { name: 'at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'minutes', type: 'number', label: 'Business minutes', admin: { readOnly: true } },
    { name: 'by', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}

/**
 * The shopper's contact on the lead's dealership (issue 49 item 4): set by the system when the lead
 * is written (site/contacts/link.ts), never over the API (another contact could be another dealership's).
 */
export const contactField: Field = {
  name: 'contact',
  type: 'relationship',
  relationTo: 'contacts',
  index: true,
  admin: { position: 'sidebar', readOnly: true, description: 'This shopper on this dealership: the leads with the same email or phone.' },
  access: { create: systemOnly, update: systemOnly },
}

/** The dealer's own workflow (new → contacted → qualified → appointment → won/lost), notes and assignee. */
export const workflowFields: Field[] = [
  { name: 'status', type: 'select', required: true, defaultValue: 'new', index: true, options: options(LEAD_STATUSES), admin: { position: 'sidebar' } },
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'users',
    admin: { position: 'sidebar' },
    validate: assigneeOfLeadSite,
  },
  { name: 'notes', type: 'textarea', admin: { position: 'sidebar' } },
  firstResponseField,
  {
    name: 'replies',
    type: 'array',
    label: 'Replies to the shopper',
    labels: { singular: 'Reply', plural: 'Replies' },
    admin: {
      condition: (data) => data?.type === 'chat',
      description: 'Instant Message: add a reply and save. It is emailed to the shopper and shown in the chat on the car page. A sent reply stays as sent.',
    },
    fields: [
      { name: 'text', type: 'textarea', label: 'Reply', required: true, maxLength: 2000 },
      { type: 'row', fields: [{ name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } }, { name: 'sentBy', type: 'text', admin: { readOnly: true } }] },
    ],
  },
]

