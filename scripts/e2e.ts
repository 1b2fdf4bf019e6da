/**
 * `npm run test:e2e`: a fresh, migrated and seeded database, the built app (rebuilt only when
 * stale) on a free port, then Playwright on Debian Chromium. Everything is torn down afterwards.
 */
import { buildIsCurrent, writeStamp } from './lib/build'
import { createDatabaseIfMissing, dropDatabase, openDatabase } from './lib/db'
import { onShutdown, run } from './lib/run'
import { startAppServer, type AppServer } from './lib/server'

async function must(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const code = await run(command, args, env).done
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`)
}

export async function runE2e(serverUrl: string, extraArgs: string[] = []): Promise<number> {
  const url = new URL(serverUrl)
  url.pathname = `/e2e_${Date.now()}`
  const databaseUrl = url.toString()
  await createDatabaseIfMissing(databaseUrl)
  let server: AppServer | undefined
  try {
    const env = { ...process.env, DATABASE_URL: databaseUrl }
    await must('migrate', 'node_modules/.bin/tsx', ['scripts/migrate.ts'], env)
    await must('seed', 'node_modules/.bin/tsx', ['scripts/seed/index.ts'], env)
    if (!buildIsCurrent()) {
      await must('build', 'node_modules/.bin/next', ['build'], { ...env, NODE_ENV: 'production' })
      writeStamp()
    }
    server = await startAppServer(databaseUrl)
    return await run('node_modules/.bin/playwright', ['test', ...extraArgs], { ...env, E2E_PORT: String(server.port) }).done
  } finally {
    await server?.stop()
    await dropDatabase(databaseUrl)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const db = await openDatabase()
  onShutdown(db.stop)
  const code = await runE2e(db.url, process.argv.slice(2)).catch((error: unknown) => {
    console.error(error)
    return 1
  })
  await db.stop()
  process.exit(code)
}
