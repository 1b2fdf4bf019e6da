/**
 * `npm run test:e2e`: Playwright on Debian Chromium against the built app on a fresh, seeded
 * database (see lib/preparedApp.ts).
 */
import { openDatabase } from './lib/db'
import { withPreparedApp, type PreparedApp } from './lib/preparedApp'
import { onShutdown, run } from './lib/run'
import { startTestLender, TEST_LENDER_KEY } from './lib/testLender'

/**
 * The app runs with a local test lender (scripts/lib/testLender.ts) behind the finance
 * pre-approval, unless LENDER_API_URL names one already; the tests find it at E2E_LENDER_URL.
 * `prepared`: the database and build made ahead (`prepareApp(serverUrl, 'e2e')`), or made here.
 */
export async function runE2e(serverUrl: string, extraArgs: string[] = [], prepared?: Promise<PreparedApp>): Promise<number> {
  const lender = process.env.LENDER_API_URL ? null : await startTestLender()
  // The lender is on loopback, which the outbound guard refuses unless allowed by host and port.
  if (lender) Object.assign(process.env, { LENDER_API_URL: lender.url, LENDER_API_KEY: TEST_LENDER_KEY, LENDER_NAME: 'Test Lender', OUTBOUND_ALLOW_HOSTS: [process.env.OUTBOUND_ALLOW_HOSTS, new URL(lender.url).host].filter(Boolean).join(',') })
  try {
    return await withPreparedApp(serverUrl, 'e2e', (server, env) =>
      run('node_modules/.bin/playwright', ['test', ...extraArgs], { ...env, E2E_PORT: String(server.port), E2E_LENDER_URL: process.env.LENDER_API_URL ?? '' }).done,
    [], prepared)
  } finally {
    await lender?.stop()
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
