import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = path.dirname(new URL(import.meta.url).pathname)

/** Integration files that need fresh modules (the Algolia client is made from the environment once per process). */
const ISOLATED_INT = ['tests/int/algolia*.int.test.ts']

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      // As Next resolves it for the app directory: islands loaded with next/dynamic still server-render.
      'next/dynamic': 'next/dist/shared/lib/app-dynamic',
      '@': root,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // Unit tests assert results, never time: a cold dynamic import of the config or the block
          // registry took 5-12 s on the loaded 2-core machine, over Vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          exclude: ISOLATED_INT,
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          // Next's request stores need the global AsyncLocalStorage before any Next module loads, whichever file runs first.
          setupFiles: ['tests/int/setup/nextAsyncStorage.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One file at a time in one worker that keeps its modules: Payload, Next and the config are
          // imported and started once instead of once per file (that import took a third of the run).
          // Every file builds its own world with unique data and restores what it changes.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'int-isolated',
          // Files that configure the search backend from the environment before Payload starts.
          include: ISOLATED_INT,
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          // Next's request stores need the global AsyncLocalStorage before any Next module loads, whichever file runs first.
          setupFiles: ['tests/int/setup/nextAsyncStorage.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['site/rules/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
})
