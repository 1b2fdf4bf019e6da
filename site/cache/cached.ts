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

const nothing = async () => true

/**
 * Marks the page being rendered with tags for data it read outside a cached loader (the in-memory
 * search engine): a cached page (ISR) collects the tags of every `unstable_cache` it calls, so an
 * empty one carrying the tags makes the page expire with them. Costs one cache lookup.
 */
export async function tagRender(list: string[]): Promise<void> {
  if (!process.env.NEXT_RUNTIME || list.length === 0) return
  await unstable_cache(nothing, ['render-tags', ...list], { tags: list })()
}
