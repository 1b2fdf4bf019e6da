/** Vitest limited to the rules' tests: used by Stryker (`npm run test:mutation`) so each mutant runs only them. */
import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config'

export default mergeConfig(
  { ...base, test: { ...base.test, projects: undefined } },
  defineConfig({ test: { include: ['tests/unit/rules/**/*.test.ts'], environment: 'node' } }),
)
