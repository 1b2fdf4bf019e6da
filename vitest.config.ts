import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = path.dirname(new URL(import.meta.url).pathname)

const UNIT = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx']

/**
 * Unit files that change what outlives them in a shared worker: module mocks, stubbed globals or
 * environment, fake timers, patched prototypes, process listeners, another test environment. Read
 * from the files themselves, so a new file that does any of this is isolated without a list to keep.
 */
const CHANGES_SHARED_STATE = /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules|useFakeTimers|setSystemTime|spyOn)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\((process\.env|globalThis|window)\b|globalThis\.\w+\s*=[^=]|Object\.defineProperty\((globalThis|process|window|document)\b|\.prototype\.\w+\s*=[^=]|process\.(on|once|chdir)\(|@vitest-environment/
function unitFilesChangingSharedState(dir = path.join(root, 'tests', 'unit'), out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) unitFilesChangingSharedState(full, out)
    else if (/\.test\.tsx?$/.test(entry.name) && CHANGES_SHARED_STATE.test(fs.readFileSync(full, 'utf8'))) out.push(path.relative(root, full))
  }
  return out
}
const ISOLATED_UNIT = unitFilesChangingSharedState()

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
          include: UNIT,
          exclude: ISOLATED_UNIT,
          environment: 'node',
          // Unit tests assert results, never time: a cold dynamic import of the config or the block
          // registry took 5-12 s on the loaded 2-core machine, over Vitest's 5 s default.
          testTimeout: 30_000,
          // The files share their worker's modules (React, zod, the site's code are imported once, not
          // once per file): importing took twice as long as the tests themselves, file by file in
          // fresh processes (a sample of 43 files: 346 s isolated, 127 s shared, on the loaded machine).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          // The files that change shared state (above), each in its own fresh worker.
          include: ISOLATED_UNIT,
          environment: 'node',
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
