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
const DATA_BELOW_UI = {
  group: ['**/components', '**/components/**'],
  message: 'site/ data code (loaders, services, tenancy, search, …) sits below the UI: site/components/ imports it, never the reverse; move the shared part into data or site/rules/ (README › Architecture).',
}
/** Shopper links prefetch on intent, not on viewport: site/components/Link.tsx wraps next/link for that. */
const NEXT_LINK = { name: 'next/link', message: "Use site/components/Link.tsx: it fetches a page ahead on the shopper's intent, not as the link scrolls into view (README › Performance)." }
/** site/config/ is domain: the SiteConfig schema reads only itself, site/rules/ and libraries. `up` leads from the file's folder to site/. */
const configDomain = (up) => ({
  group: [`${up}*`, `!${up}rules`, `!${up}config`, '@/*', '!@/site', '@/site/*', '!@/site/rules', '!@/site/config', '@payload-config'],
  message: 'site/config/ is domain (README › Architecture): it imports only itself, site/rules/ and libraries such as zod, never site/ data or UI.',
})

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
  // upwards. Inside site/: UI (site/components/) → data (the rest) → domain (site/rules/, site/config/);
  // site/rules/ holds pure functions that read only their siblings and site/config/.
  {
    files: ['app/**', 'layouts/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK] }] },
  },
  {
    files: ['site/components/**'],
    ignores: ['site/components/Link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [UPWARD_FROM_SITE] }] },
  },
  {
    files: ['site/components/Link.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UPWARD_FROM_SITE] }] },
  },
  {
    files: ['site/**'],
    ignores: ['site/components/**', 'site/rules/**', 'site/config/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UPWARD_FROM_SITE, DATA_BELOW_UI] }] },
  },
  {
    files: ['site/config/*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UPWARD_FROM_SITE, configDomain('../')] }] },
  },
  {
    files: ['site/config/*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UPWARD_FROM_SITE, configDomain('../../')] }] },
  },
  {
    files: ['site/rules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UPWARD_FROM_SITE, PURE_RULES] }] },
  },
  {
    files: ['blocks/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [{ group: ['**/layouts', '**/layouts/**', '@/layouts/**', '**/app/**', '@/app/**', '**/admin/**', '@/admin/**'], message: 'blocks/ sits below layouts/, app/ and admin/: import from blocks/ there, never the reverse (README › Architecture).' }] }] },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]

export default config
