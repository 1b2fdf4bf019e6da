/**
 * `npm run test:e2e`: Playwright on Debian Chromium against the built app on a fresh, seeded
 * database (see lib/preparedApp.ts).
 */
import { openDatabase } from './lib/db'
import { withPreparedApp } from './lib/preparedApp'
import { onShutdown, run } from './lib/run'

export function runE2e(serverUrl: string, extraArgs: string[] = []): Promise<number> {
  return withPreparedApp(serverUrl, 'e2e', (server, env) =>
    run('node_modules/.bin/playwright', ['test', ...extraArgs], { ...env, E2E_PORT: String(server.port) }).done,
  )
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
