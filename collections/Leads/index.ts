import type { CollectionConfig } from 'payload'
import { guardTenancy, tenancyFields } from '../../access/tenancyGuard'
import { leadSiteField, nobody, staffOrOwnSiteLeads } from './access'
import { retryDeliveryEndpoint } from './endpoints/retryDelivery'
import { exportCsvEndpoint } from './endpoints/exportCsv'
import { replyEndpoint, replyTemplatesEndpoint } from './endpoints/reply'
import { contactField, submissionFields, workflowFields } from './fields'
import { timelineOfChanges } from './timeline'
import { deliverReplies, stampReplies } from './hooks/chatReplies'
import { linkToContact } from './hooks/linkContact'

/**
 * Every shopper form's submission (issue 12). Created only by `POST /api/leads` (site/leads), which
 * writes the lead, its delivery rows and their jobs in one transaction; dealer staff read and work
 * the leads of their own sites, platform staff all of them.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'firstName',
    defaultColumns: ['createdAt', 'type', 'firstName', 'lastName', 'phone', 'status', 'dealership', 'site'],
    listSearchableFields: ['firstName', 'lastName', 'email', 'phone', 'message'],
    group: 'Dealer',
    description: 'Filter by status, type, dealership or date with the filters above; Export CSV downloads the filtered list.',
    components: { beforeListTable: ['/admin/leads/ExportCsvButton.client#ExportCsvButton'] },
  },
  access: { read: staffOrOwnSiteLeads, update: staffOrOwnSiteLeads, create: nobody, delete: nobody },
  indexes: [{ fields: ['site', 'idempotencyKey'], unique: true }, { fields: ['site', 'createdAt'] }],
  hooks: { beforeOperation: [guardTenancy([leadSiteField, tenancyFields.dealership, tenancyFields.location])], beforeChange: [stampReplies, linkToContact], afterChange: [timelineOfChanges, deliverReplies] },
  endpoints: [retryDeliveryEndpoint, exportCsvEndpoint, replyTemplatesEndpoint, replyEndpoint],
  fields: [
    ...workflowFields,
    contactField,
    { name: 'reply', type: 'ui', admin: { components: { Field: '/admin/leads/ReplyForm.client#ReplyForm' } } },
    { name: 'timeline', type: 'ui', admin: { components: { Field: '/admin/leads/LeadTimeline.client#LeadTimeline' } } },
    { name: 'shopperHistory', type: 'ui', admin: { components: { Field: '/admin/leads/ShopperHistory#ShopperHistory' } } },
    {
      name: 'deliveries',
      type: 'join',
      collection: 'lead-deliveries',
      on: 'lead',
      admin: { description: 'One row per channel: email to the dealership, webhook to its CRM, confirmation to the shopper.' },
    },
    { name: 'retryDelivery', type: 'ui', admin: { position: 'sidebar', components: { Field: '/admin/leads/RetryDeliveryButton.client#RetryDeliveryButton' } } },
    ...submissionFields,
  ],
  timestamps: true,
}
