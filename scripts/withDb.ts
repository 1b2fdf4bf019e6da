/**
 * `tsx scripts/withDb.ts -- <command…>`: runs the command with DATABASE_URL pointing at the
 * configured or embedded PostgreSQL, then stops the embedded server.
 */
import { openDatabase } from './lib/db'
import { onShutdown, run } from './lib/run'

const separator = process.argv.indexOf('--')
const [command, ...args] = separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/withDb.ts -- <command> [args…]')
  process.exit(2)
}

const db = await openDatabase()
const bin = command === 'payload' || command === 'next' || command === 'vitest' || command === 'tsx' ? `node_modules/.bin/${command}` : command
const job = run(bin, args, { ...process.env, DATABASE_URL: db.url })
onShutdown(db.stop, () => job.child)
const code = await job.done
await db.stop()
process.exit(code)
