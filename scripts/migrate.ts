/**
 * Applies the committed migrations to DATABASE_URL. Used instead of the `payload migrate` CLI,
 * whose launcher sometimes exits 0 before doing anything; this prints "Migrations applied." last.
 */
import { getPayload } from 'payload'
import config from '../payload.config'

const payload = await getPayload({ config })
await payload.db.migrate()
console.log('Migrations applied.')
process.exit(0)
