import { unstable_cache } from 'next/cache'

type Options = { tags: string[]; revalidate?: number }

/**
 * The loaders' cache: Next's data cache inside the Next server; outside it (integration tests,
 * scripts, benchmarks use the same loaders) there is no cache and the loader runs every time.
 */
export function cached<Args extends unknown[], Result>(load: (...args: Args) => Promise<Result>, keyParts: string[], options: Options): (...args: Args) => Promise<Result> {
  if (!process.env.NEXT_RUNTIME) return load
  return unstable_cache(load, keyParts, options)
}
