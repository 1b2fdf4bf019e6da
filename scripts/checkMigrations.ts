/**
 * Fails when the collections and the committed migrations disagree: Payload generates a migration
 * into a scratch copy of migrations/; any generated file means the schema drifted.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function checkMigrations(databaseUrl: string): { ok: boolean; message: string } {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
  fs.cpSync('migrations', scratch, { recursive: true })
  const before = new Set(fs.readdirSync(scratch))
  const result = spawnSync('node_modules/.bin/payload', ['migrate:create', 'drift_check', '--skip-empty'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, MIGRATION_DIR: scratch },
    encoding: 'utf8',
  })
  const added = fs.readdirSync(scratch).filter((f) => !before.has(f) && f.endsWith('.ts') && f !== 'index.ts')
  const generated = added.map((f) => fs.readFileSync(path.join(scratch, f), 'utf8')).join('\n')
  fs.rmSync(scratch, { recursive: true, force: true })
  if (result.status !== 0) return { ok: false, message: `migrate:create failed:\n${result.stdout}\n${result.stderr}` }
  if (added.length) return { ok: false, message: `Schema drift: collections changed without a migration. Run \`npm run migrate:create <name>\` and commit it.\n${generated.slice(0, 4000)}` }
  return { ok: true, message: 'Migrations match the collections.' }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openDatabase } = await import('./lib/db')
  const db = await openDatabase()
  const result = checkMigrations(db.url)
  await db.stop()
  console.log(result.message)
  process.exit(result.ok ? 0 : 1)
}
