import { defineConfig } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3000'

export default defineConfig({
  testDir: 'tests/e2e',
  // a budget for a 2-core machine under load (the admin's pages are heavy), not a wait: steps wait on conditions
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // An action or a navigation that cannot happen fails where it waits, named, instead of holding
    // its test (and its worker) until the test's whole budget is spent: the form matrix's shares
    // have budgets of many minutes, and a wait without a limit there looked like a hung suite.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A failed test keeps its trace (every action with the page's DOM before and after it, the
    // network, the console) and a screenshot of where it stopped. The trace's running screencast is
    // left out: encoding it cost Chromium ~10 % more CPU on every test, failed or not (17 tests of
    // vehiclePage.spec.ts: 86.6 s of Chromium CPU without a trace, 92.0 s with one without the
    // screencast, 101.8 s with it), and the e2e step is bound by that CPU on the 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
})
