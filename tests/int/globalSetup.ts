/**
 * Integration runs get a fresh database on the configured server (DATABASE_URL, or the embedded
 * PostgreSQL started by `npm test`), migrated with the committed migrations and dropped afterwards.
 */
import { randomBytes } from 'node:crypto'
import { createDatabaseIfMissing, dropDatabase } from '../../scripts/lib/db'
import { runPayloadScript } from '../../scripts/lib/payloadScript'

export default async function setup(): Promise<() => Promise<void>> {
  const base = process.env.DATABASE_URL
  if (!base) throw new Error('DATABASE_URL is not set: run integration tests through `npm test` or `npm run test:int`.')
  const url = new URL(base)
  url.pathname = `/int_${Date.now()}_${process.pid}`
  const fresh = url.toString()
  await createDatabaseIfMissing(fresh)
  // a strong one of the run's own, as production requires (site/security/secret.mjs)
  process.env.PAYLOAD_SECRET ||= randomBytes(32).toString('base64url')
  await runPayloadScript('migrate', 'scripts/migrate.ts', [], { ...process.env, DATABASE_URL: fresh })
  process.env.DATABASE_URL = fresh
  return async () => {
    await dropDatabase(fresh)
  }
}
