/** Small helpers of the multi-process checks (two instances, through the cache) against a started app server. */
import type { AppServer } from './server'

/** A JSON call to the app's REST API, with a staff token when given; throws with the status and body on a non-2xx. */
export async function api<T>(server: AppServer, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${server.origin}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as T
  if (!response.ok) throw new Error(`${method} /api/${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

/** Polls `probe` until it holds; the milliseconds it took, or null after `limitMs` × 3. */
export async function timeUntil(probe: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const started = Date.now()
  while (Date.now() - started < limitMs * 3) {
    if (await probe().catch(() => false)) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}
