/**
 * The Algolia backend is chosen by configuration: ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and
 * ALGOLIA_SEARCH_KEY all set. Otherwise the built-in engine serves search and nothing here builds
 * a client (an unreachable client would hang server rendering).
 * ALGOLIA_INDEX_PREFIX prefixes every index; ALGOLIA_HOSTS (comma-separated URLs) points the client
 * at other hosts, e.g. a proxy or the local server of the tests.
 */
import { algoliasearch, type SearchClient } from 'algoliasearch'

export type AlgoliaConfig = { appId: string; adminKey: string; searchKey: string; prefix: string; hosts: string[] }

export function algoliaConfig(env: Record<string, string | undefined> = process.env): AlgoliaConfig | null {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey, ALGOLIA_SEARCH_KEY: searchKey } = env
  if (!appId || !adminKey || !searchKey) return null
  const hosts = (env.ALGOLIA_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean)
  return { appId, adminKey, searchKey, prefix: env.ALGOLIA_INDEX_PREFIX ?? '', hosts }
}

const hostsOption = (hosts: string[]) => {
  if (!hosts.length) return {}
  return {
    hosts: hosts.map((h) => {
      const url = new URL(h)
      return { url: `${url.host}${url.pathname.replace(/\/$/, '')}`, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const }
    }),
  }
}

/** A client with the given key (the admin key for indexing, a secured search key for queries). */
export const algoliaClient = (config: AlgoliaConfig, apiKey: string): SearchClient => algoliasearch(config.appId, apiKey, hostsOption(config.hosts))
