/**
 * A throw-away copy of the demo: a fresh database on the given server, migrated and seeded, the
 * built app (rebuilt only when stale) on a free port. `task` runs against it; everything is torn
 * down afterwards. Shared by e2e, audit, screenshots and benchmarks.
 */
import { buildWhenStale } from './build'
import { createDatabaseIfMissing, dropDatabase } from './db'
import { runPayloadScript } from './payloadScript'
import { startAppServer, type AppServer } from './server'

export async function withPreparedApp<T>(serverUrl: string, label: string, task: (server: AppServer, env: NodeJS.ProcessEnv) => Promise<T>, seedArgs: string[] = []): Promise<T> {
  const url = new URL(serverUrl)
  url.pathname = `/${label}_${Date.now()}`
  const databaseUrl = url.toString()
  await createDatabaseIfMissing(databaseUrl)
  let server: AppServer | undefined
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' }
    await runPayloadScript('migrate', 'scripts/migrate.ts', [], env)
    await runPayloadScript('seed', 'scripts/seed/index.ts', seedArgs, env)
    await buildWhenStale(env)
    server = await startAppServer(databaseUrl)
    return await task(server, env)
  } finally {
    await server?.stop()
    await dropDatabase(databaseUrl)
  }
}
