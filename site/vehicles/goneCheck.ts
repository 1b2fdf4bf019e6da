/**
 * Whether /cars/{slug} should answer 410 Gone (INV: a sold car outside the window). Pages cannot
 * set a 410 status in the App Router, so the proxy asks the app's own state endpoint (loopback,
 * cached loader behind it) and rewrites gone cars to the 410 route handler. Answers are kept
 * for 30 s per host and slug so cached vehicle pages pay for the check once.
 */
const TTL_MS = 30_000
const MAX_ENTRIES = 5000
const memo = new Map<string, { gone: boolean; until: number }>()

export const VEHICLE_PATH = /^\/cars\/([^/]+)\/?$/

function remember(key: string, gone: boolean): boolean {
  if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value as string)
  memo.set(key, { gone, until: Date.now() + TTL_MS })
  return gone
}

export async function isGoneVehicle(host: string, slug: string): Promise<boolean> {
  const key = `${host}\n${slug}`
  const hit = memo.get(key)
  if (hit && hit.until > Date.now()) return hit.gone
  const origin = `http://127.0.0.1:${process.env.PORT ?? 3000}`
  const response = await fetch(`${origin}/api/vehicle-state?slug=${encodeURIComponent(slug)}`, { headers: { 'x-forwarded-host': host } }).catch((error: unknown) => {
    console.warn(`vehicle state check failed for ${host} ${slug}: ${String(error)}`)
    return null
  })
  if (!response?.ok) return false // the page itself still answers 404 for a car it does not list
  const body = (await response.json()) as { state?: string }
  return remember(key, body.state === 'gone')
}
