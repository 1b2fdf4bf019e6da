/**
 * Fastly: pages carry `Surrogate-Key`, which Fastly indexes and strips before the browser; a purge
 * is `POST /service/{id}/purge` with the keys in a `Surrogate-Key` header (at most 256 a call),
 * authenticated by `Fastly-Key`. FASTLY_SOFT_PURGE=1 marks them stale instead (served while the
 * app answers again). `apiUrl` is Fastly's API unless a test points it at a local server.
 */
import { chunks, failure, PURGE_TIMEOUT_MS } from './calls'
import type { CachePurger } from './purger'

const KEYS_PER_CALL = 256

export function fastlyPurger(settings: { serviceId: string; token: string; apiUrl?: string; soft?: boolean }): CachePurger {
  const endpoint = `${settings.apiUrl ?? 'https://api.fastly.com'}/service/${encodeURIComponent(settings.serviceId)}/purge`
  return {
    name: 'fastly',
    async purge(keys) {
      for (const group of chunks(keys, KEYS_PER_CALL)) {
        const headers: Record<string, string> = { 'fastly-key': settings.token, 'surrogate-key': group.join(' '), accept: 'application/json' }
        if (settings.soft) headers['fastly-soft-purge'] = '1'
        const response = await fetch(endpoint, { method: 'POST', headers, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) })
        if (!response.ok) throw await failure('Fastly purge', response)
        await response.arrayBuffer()
      }
    },
  }
}
