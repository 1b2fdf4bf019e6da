/**
 * A throw-away copy of the demo: a fresh database on the given server, migrated and seeded, the
 * built app (rebuilt only when stale) on a free port. `task` runs against it; everything is torn
 * down afterwards. Shared by e2e, audit, screenshots and benchmarks.
 */
import { buildWhenStale } from './build'
import { createDatabaseIfMissing, dropDatabase } from './db'
import { runPayloadScript } from './payloadScript'
import { startAppServer, type AppServer } from './server'

/** A migrated and seeded database with the app built for it; `drop` removes the database. */
export type PreparedApp = { databaseUrl: string; env: NodeJS.ProcessEnv; drop: () => Promise<void> }

/**
 * Prepares the database and the build without starting the server, so `npm test` can do it while
 * another suite runs (the build and the seed overlap the integration tests on the 2-core machine).
 */
export async function prepareApp(serverUrl: string, label: string, seedArgs: string[] = []): Promise<PreparedApp> {
  const url = new URL(serverUrl)
  url.pathname = `/${label}_${Date.now()}`
  const databaseUrl = url.toString()
  await createDatabaseIfMissing(databaseUrl)
  const drop = () => dropDatabase(databaseUrl)
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' }
    await runPayloadScript('migrate', 'scripts/migrate.ts', [], env)
    await runPayloadScript('seed', 'scripts/seed/index.ts', seedArgs, env)
    await buildWhenStale(env)
    return { databaseUrl, env, drop }
  } catch (error) {
    await drop()
    throw error
  }
}

/**
 * The variable naming a database prepared ahead for `label` by another process (`npm test` seeds the
 * two-instance check's database beside the other suites): `PREPARED_INSTANCES_DATABASE_URL`.
 */
export const preparedDatabaseVariable = (label: string) => `PREPARED_${label.toUpperCase()}_DATABASE_URL`

/** A database another process prepared (migrated, seeded, the build current), taken over: dropped after use like one made here. */
function adoptPrepared(databaseUrl: string): PreparedApp {
  return { databaseUrl, env: { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' }, drop: () => dropDatabase(databaseUrl) }
}

/**
 * Runs `task` against the prepared app, then tears it down. The app is `prepared` when given, else
 * the database named by `preparedDatabaseVariable(label)` when set, else prepared here.
 */
export async function withPreparedApp<T>(serverUrl: string, label: string, task: (server: AppServer, env: NodeJS.ProcessEnv) => Promise<T>, seedArgs: string[] = [], prepared?: Promise<PreparedApp>): Promise<T> {
  const ahead = process.env[preparedDatabaseVariable(label)]
  const app = await (prepared ?? (ahead ? adoptPrepared(ahead) : prepareApp(serverUrl, label, seedArgs)))
  let server: AppServer | undefined
  try {
    server = await startAppServer(app.databaseUrl)
    return await task(server, app.env)
  } finally {
    await server?.stop()
    await app.drop()
  }
}
