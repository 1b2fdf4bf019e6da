/**
 * `npm run search:reindex [-- --site <slug>]`: rebuilds the Algolia indices of every site (or one)
 * with progress. Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY; without them the
 * built-in engine is in use and there is nothing to rebuild.
 */
import { getPayload } from 'payload'
import config from '../payload.config'
import { algoliaConfig } from '../site/search/algolia/config'
import { reindexCatalogue } from '../site/search/algolia/catalogue'
import { reindexSite } from '../site/search/algolia/reindex'
import { postgresPool } from '../site/payloadDb'

const algolia = algoliaConfig()
if (!algolia) {
  console.error('Algolia is not configured (ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_SEARCH_KEY): search uses the built-in engine, nothing to reindex.')
  process.exit(2)
}
const siteAt = process.argv.indexOf('--site')
const only = siteAt >= 0 ? process.argv[siteAt + 1] : undefined

const payload = await getPayload({ config })
const pool = postgresPool(payload)
// The operator's script reads every site.
const { docs } = await payload.find({ collection: 'sites', overrideAccess: true, pagination: false, depth: 0, ...(only ? { where: { slug: { equals: only } } } : {}) })
if (only && !docs.length) {
  console.error(`No site with slug "${only}"`)
  process.exit(2)
}
const started = Date.now()
let records = 0
for (const site of docs) {
  const dealershipIds = (site.dealerships ?? []).map((d) => Number(typeof d === 'object' ? d.id : d))
  records += await reindexSite(pool, algolia, { slug: site.slug, dealershipIds }, (slug, done, total) => {
    process.stdout.write(`\r  ${slug}: ${done.toLocaleString('en-AU')} / ${total.toLocaleString('en-AU')} records${done === total ? '\n' : ''}`)
  })
  const catalogue = await reindexCatalogue(payload, algolia, { id: site.id, slug: site.slug, dealershipIds })
  console.log(`  ${site.slug}: ${catalogue.toLocaleString('en-AU')} models and offers`)
  records += catalogue
}
console.log(`Reindexed ${docs.length} site(s), ${records.toLocaleString('en-AU')} records in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)
