/**
 * Cloudflare: pages carry `Cache-Tag` (comma-separated), which Cloudflare indexes and strips before
 * the browser; a purge is `POST /zones/{zone}/purge_cache` with `{ "tags": [...] }` (at most 30 a
 * call), authenticated by an API token with the Cache Purge permission. The answer's `success`
 * must be true. `apiUrl` is Cloudflare's API unless a test points it at a local server.
 */
import { z } from 'zod'
import { chunks, failure, PURGE_TIMEOUT_MS } from './calls'
import type { CachePurger } from './purger'

const TAGS_PER_CALL = 30
const Answer = z.object({ success: z.boolean(), errors: z.array(z.object({ message: z.string() }).passthrough()).optional() })

export function cloudflarePurger(settings: { zoneId: string; token: string; apiUrl?: string }): CachePurger {
  const endpoint = `${settings.apiUrl ?? 'https://api.cloudflare.com/client/v4'}/zones/${encodeURIComponent(settings.zoneId)}/purge_cache`
  return {
    name: 'cloudflare',
    async purge(keys) {
      for (const group of chunks(keys, TAGS_PER_CALL)) {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags: group }),
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        })
        if (!response.ok) throw await failure('Cloudflare purge', response)
        const answer = Answer.safeParse(await response.json().catch(() => null))
        if (!answer.success || !answer.data.success) throw new Error(`Cloudflare purge: not confirmed (${JSON.stringify(answer.success ? answer.data.errors : answer.error.issues).slice(0, 300)})`)
      }
    },
  }
}
