import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const UPWARD_FROM_SITE = {
  group: ['**/blocks', '**/blocks/**', '@/blocks/**', '**/layouts', '**/layouts/**', '@/layouts/**', '**/app/**', '@/app/**', '**/admin/**', '@/admin/**', '**/collections/**', '@/collections/**'],
  message: 'site/ is the lowest layer: blocks/, layouts/, app/, admin/ and collections/ import from it, never the reverse (README › Architecture).',
}
const PURE_RULES = {
  group: ['../*', '!../config', '!../config/**', 'next', 'next/**', 'react', 'react-dom', 'payload', 'payload/**', '@payloadcms/**', 'node:*', 'pg'],
  message: 'site/rules/ holds pure functions: they import only other rules, site/config/ and pure libraries (zod, date-fns).',
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'reports/**', 'coverage/**', '.stryker-tmp/**', 'payload-types.ts', 'migrations/**', 'app/(payload)/admin/importMap.js', 'next-env.d.ts', 'test-results/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // Layers (README › Architecture): app/ and admin/ → layouts/ → blocks/ → site/. site/ never imports
  // upwards, and site/rules/ holds pure functions that read only their siblings and site/config/.
  {
    files: ['site/**'],
    ignores: ['site/rules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UPWARD_FROM_SITE] }] },
  },
  {
    files: ['site/rules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UPWARD_FROM_SITE, PURE_RULES] }] },
  },
  {
    files: ['blocks/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/layouts', '**/layouts/**', '@/layouts/**', '**/app/**', '@/app/**', '**/admin/**', '@/admin/**'], message: 'blocks/ sits below layouts/, app/ and admin/: import from blocks/ there, never the reverse (README › Architecture).' }] }] },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]

export default config
