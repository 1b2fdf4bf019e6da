/**
 * `npm run inventory:import -- --dealership <slug> [--delta] <file.csv|file.json>`: imports a feed
 * into one dealership's stock and prints the report as JSON. A full feed (the default) marks the
 * dealership's cars it does not name as sold; `--delta` only adds and updates.
 * Exit codes: 0 every row stored, 1 some rows rejected (see the report), 2 nothing imported.
 */
import fs from 'node:fs'
import { getPayload } from 'payload'
import config from '../payload.config'
import { FeedError } from '../site/inventory/import/feedError'
import { importInventory } from '../site/inventory/import/importInventory'
import { formatOf, parseFeed } from '../site/inventory/import/parseFeed'
import { runSearchSyncJobs } from '../site/search/algolia/indexer'

const args = process.argv.slice(2)
const slugAt = args.indexOf('--dealership')
const slug = slugAt >= 0 ? args[slugAt + 1] : undefined
const file = args.find((a, i) => !a.startsWith('--') && i !== slugAt + 1)
const mode = args.includes('--delta') ? 'delta' : 'full'

function stop(message: string): never {
  console.error(message)
  process.exit(2)
}

if (!slug || !file) stop('usage: npm run inventory:import -- --dealership <slug> [--delta] <file.csv|file.json>')
const format = formatOf(file) ?? stop(`Cannot tell the format of "${file}": name it .csv or .json`)
if (!fs.existsSync(file)) stop(`No such file: ${file}`)

const payload = await getPayload({ config })
// The operator running this script on the server may import for any dealership.
const { docs } = await payload.find({ collection: 'dealerships', overrideAccess: true, where: { slug: { equals: slug } }, limit: 1, depth: 0 })
const dealership = docs[0] ?? stop(`No dealership with slug "${slug}"`)
const started = Date.now()
const report = await Promise.resolve()
  .then(() => importInventory(payload, { dealershipId: dealership.id, rows: parseFeed(fs.readFileSync(file, 'utf8'), format), mode }))
  .catch((error: unknown) => {
    if (error instanceof FeedError) stop(`Nothing imported: ${error.message}`)
    throw error
  })
await runSearchSyncJobs(payload) // with Algolia configured: send the queued syncs now (a failed one stays queued for the app's runner)
console.log(JSON.stringify(report, null, 2))
console.error(`${mode} import for ${slug}: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.sold} marked sold, ${report.rejected.length} rejected in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(report.rejected.length ? 1 : 0)
