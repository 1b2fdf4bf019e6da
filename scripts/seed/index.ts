/**
 * `npm run seed [-- --vehicles N]`: replaces all data with the deterministic demo (fixed seed).
 * Small collections go through the Local API (hooks and validation run); vehicles are bulk-inserted
 * in batches with the same derived fields the hooks would set.
 */
import { sql } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'
import config from '../../payload.config'
import { seedManufacturers } from './manufacturers'
import { seedCatalogue } from './models'
import { seedRegoRegister } from './regoRegister'
import { seedReviews } from './reviews'
import { seedSites } from './seedSites'
import { showcaseVehicles, SHOWCASE_SITE } from './showcase'
import { insertBatch, seedNow, seedVehicles } from './seedVehicles'

const args = process.argv.slice(2)
const vehiclesArg = args.indexOf('--vehicles')
const total = vehiclesArg >= 0 ? Number(args[vehiclesArg + 1]) : 2000
if (!Number.isInteger(total) || total < 0) {
  console.error('--vehicles needs a whole number, e.g. --vehicles 100000')
  process.exit(2)
}

async function wipe(payload: Payload): Promise<void> {
  const tables = ['vehicles', 'reviews', 'offers', 'models', 'locations', 'pages', 'posts', 'promos', 'brands', 'media', 'manufacturers', 'users', 'sites', 'dealerships', 'rego_register']
  await payload.db.drizzle.execute(sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`))
}

const sharesArg = args.indexOf('--shares')
const shares = sharesArg >= 0 ? String(args[sharesArg + 1]).split(',').map(Number) : undefined
if (shares && shares.some((s) => !Number.isFinite(s) || s < 0)) {
  console.error('--shares needs one non-negative number per demo site, e.g. --shares 0.2,0.4,0.4')
  process.exit(2)
}

const started = Date.now()
const payload = await getPayload({ config })
await payload.db.migrate() // a no-op when the database is current
await wipe(payload)
console.log(`  ${await seedManufacturers(payload)} manufacturers`)
const sites = await seedSites(payload)
await seedVehicles(payload, sites, total, shares)
const showcaseSite = sites.find((s) => s.seed.slug === SHOWCASE_SITE)
if (showcaseSite) await insertBatch(payload, showcaseVehicles(showcaseSite, seedNow()))
await seedCatalogue(payload, sites, seedNow())
console.log(`  ${await seedReviews(payload, sites, seedNow())} reviews`)
console.log(`  ${await seedRegoRegister(payload, seedNow())} demo rego register entries`)
console.log(`Seeded ${sites.length} sites and ${total} vehicles in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)
