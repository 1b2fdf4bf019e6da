import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { withSiteScopedLocks } from './access/lockedDocuments'
import { isPlatformStaff, type RoleUser } from './access/roles'
import { Brands } from './collections/Brands'
import { Contacts } from './collections/Contacts'
import { ContactKeys } from './collections/Contacts/keys'
import { Dealerships } from './collections/Dealerships'
import { LeadActivities } from './collections/LeadActivities'
import { LeadDeliveries } from './collections/LeadDeliveries'
import { Leads } from './collections/Leads'
import { Locations } from './collections/Locations'
import { Manufacturers } from './collections/Manufacturers'
import { Media } from './collections/Media'
import { Models } from './collections/Models'
import { Offers } from './collections/Offers'
import { Reviews } from './collections/Reviews'
import { OutboxMessages } from './collections/OutboxMessages'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Promos } from './collections/Promos'
import { Reservations } from './collections/Reservations'
import { RecentlyViewed } from './collections/RecentlyViewed'
import { SavedCars } from './collections/SavedCars'
import { SavedSearches } from './collections/SavedSearches'
import { Shoppers } from './collections/Shoppers'
import { ShopperSessions } from './collections/ShopperSessions'
import { SmsMessages } from './collections/SmsMessages'
import { Verifications } from './collections/Verifications'
import { Sites } from './collections/Sites'
import { Users } from './collections/Users'
import { serialisedGraphQLLogin } from './collections/Users/serialisedLogin'
import { Vehicles } from './collections/Vehicles'
import { RegoRegister } from './collections/RegoRegister'
import { graphQLLimitRules } from './site/graphql/validationRules'
import { withExclusiveJobPickup } from './site/jobs/exclusivePickup'
import { purgeAutoRun, purgeCacheTask } from './site/cache/purge/task'
import { backgroundMayRun } from './site/jobs/foreground'
import { deliverLeadTask, LEAD_RUNNER } from './site/leads/delivery'
import { emailAdapter } from './site/leads/email'
import { sendLeadReplyTask } from './site/leads/reply'
import { storagePlugins } from './site/media/storage'
import { expireReservationsTask, RESERVATIONS_RUNNER } from './site/reservations/expiry'
import { inputErrorsAs4xx } from './site/rest/inputErrors'
import { restoreValidationDetail } from './site/rest/validationDetail'
import { searchSyncAutoRun, searchSyncTask } from './site/search/algolia/indexer'
import { payloadSecret } from './site/security/keys'
import { ALERTS_RUNNER, savedCarAlertsTask } from './site/shoppers/alerts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload adds its edit-lock collection while building: its access is scoped to sites after (access/lockedDocuments.ts).
export default buildConfig({
  // staff tokens are signed with a key of their own, derived from PAYLOAD_SECRET or the data folder's secret
  secret: payloadSecret(),
  serverURL: process.env.SERVER_URL || '',
  admin: {
    user: Users.slug,
    // the built-in avatar: the default (Gravatar) is an outside service and shows broken offline
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Dealer Sites' },
    components: {
      beforeDashboard: ['/admin/leads/LeadsDashboard#LeadsDashboard', '/admin/analytics/ViewsDashboard#ViewsDashboard', '/admin/analytics/WebVitalsDashboard#WebVitalsDashboard', '/admin/SiteLinks#SiteLinks'],
      // The lead inbox (issue 49): a root view in the admin's template, linked from the nav with its new-lead count.
      afterNavLinks: ['/admin/inbox/InboxNavLink#InboxNavLink'],
      // Accessibility repairs of Payload's own components (admin/a11y/adminA11y.ts).
      providers: ['/admin/a11y/AdminA11y.client#AdminA11y'],
      views: {
        pageBuilder: { Component: '/admin/PageBuilder/PageBuilderView#PageBuilderView', path: '/page-builder/:id', exact: true },
        leadInbox: { Component: '/admin/inbox/LeadInboxView#LeadInboxView', path: '/inbox', exact: true },
      },
    },
  },
  collections: [Users, Sites, Dealerships, Locations, Vehicles, Models, Offers, Reviews, Pages, Posts, Promos, Brands, Media, Manufacturers, Leads, LeadDeliveries, LeadActivities, Contacts, ContactKeys, OutboxMessages, Shoppers, ShopperSessions, SavedCars, RecentlyViewed, SavedSearches, Verifications, SmsMessages, Reservations, RegoRegister],
  // REST validation errors keep each field's path and reason in the production build too.
  // The caller's impossible values (an id out of range, an operator a field cannot take) are a 4xx.
  hooks: { afterError: [restoreValidationDetail, inputErrorsAs4xx] },
  // SMTP when SMTP_HOST is set, else the local mailbox (the Outbox collection): site/leads/email.ts.
  email: emailAdapter(),
  // Each queued job is claimed by exactly one instance's runner (site/jobs/exclusivePickup.ts).
  db: withExclusiveJobPickup(postgresAdapter({
    // A transaction left open ends after 30 s instead of holding its connection for ever (a last
    // line of defence: Payload's job runner leaked one when two instances ran the same job, CI10).
    pool: { connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10), idle_in_transaction_session_timeout: 30_000 },
    // Schema changes only through committed migrations (`npm run migrate:create`).
    push: false,
    migrationDir: process.env.MIGRATION_DIR ?? path.resolve(dirname, 'migrations'),
  })),
  // Background work that must survive a restart and retry: lead deliveries (queue leads, every
  // second), saved-car alerts (queue alerts, scheduled every 15 minutes), lapsed reservations (queue reservations, every 5 minutes),
  // with Algolia configured the search sync of vehicle saves (queue search) and, with a cache in front (CACHE_PURGER), its purges (queue cache, every second).
  jobs: {
    tasks: [searchSyncTask, deliverLeadTask, sendLeadReplyTask, savedCarAlertsTask, expireReservationsTask, purgeCacheTask],
    autoRun: async (payload) => [...(await searchSyncAutoRun(payload)), LEAD_RUNNER, ALERTS_RUNNER, RESERVATIONS_RUNNER, ...(await purgeAutoRun(payload))],
    // A tick waits while shoppers' submissions are in flight, at most 5 s (site/jobs/foreground.ts).
    shouldAutoRun: () => backgroundMayRun(),
    deleteJobOnComplete: true,
    // Jobs are queued by hooks (local API); running or queueing over HTTP is for platform staff only.
    access: { run: ({ req }) => isPlatformStaff(req.user as RoleUser), queue: ({ req }) => isPlatformStaff(req.user as RoleUser), cancel: ({ req }) => isPlatformStaff(req.user as RoleUser) },
  },
  // Sign-ins through GraphQL are serialised per user like the REST endpoint (collections/Users/serialisedLogin.ts).
  // The endpoint's gate (site/graphql/gate.ts) closes GraphQL to anonymous callers and bounds query size;
  // the same checks run as validation rules so no route can skip them.
  graphQL: {
    mutations: (_graphQL, { Mutation }) => ({ loginUser: serialisedGraphQLLogin(Mutation.fields.loginUser) }),
    validationRules: graphQLLimitRules,
  },
  editor: lexicalEditor(),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  plugins: [
    multiTenantPlugin({
      tenantsSlug: 'sites',
      tenantField: { name: 'site', label: 'Site' },
      tenantsArrayField: { includeDefaultField: true, arrayFieldName: 'sites', arrayTenantFieldName: 'site' },
      userHasAccessToAllTenants: (user) => isPlatformStaff(user as RoleUser),
      cleanupAfterTenantDelete: false,
      collections: { pages: {}, posts: {}, promos: {}, brands: {}, media: {}, leads: {}, contacts: {}, models: {}, shoppers: {}, 'saved-cars': {}, 'recently-viewed': {}, 'saved-searches': {}, verifications: {} },
      i18n: { translations: { en: { 'nav-tenantSelector-label': 'Site' } } },
    }),
    ...storagePlugins(process.env),
  ],
}).then(withSiteScopedLocks)
