/**
 * Fails when the collections and the committed migrations disagree: the schema Payload derives
 * from the collections is diffed against the newest committed snapshot (migrations/*.json);
 * any statement means a migration is missing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import config from '../payload.config'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
}

const payload = await getPayload({ config })
const db = payload.db as unknown as { schema: unknown; requireDrizzleKit: () => DrizzleKit }
const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
const latest = fs.readdirSync('migrations').filter((f) => f.endsWith('.json')).sort().pop()
if (!latest) {
  console.log('Schema drift: there is no committed migration. Run `npm run migrate:create initial`.')
  process.exit(1)
}
const before: unknown = JSON.parse(fs.readFileSync(path.join('migrations', latest), 'utf8'))
const statements = await generateMigration(before, await generateDrizzleJson(db.schema))
if (statements.length) {
  console.log(`Schema drift: collections changed since ${latest} without a migration. Run \`npm run migrate:create <name>\` and commit it.\n${statements.join('\n').slice(0, 4000)}`)
  process.exit(1)
}
console.log(`Migrations match the collections (latest snapshot ${latest}).`)
process.exit(0)
