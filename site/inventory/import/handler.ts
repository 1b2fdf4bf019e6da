/**
 * POST /api/inventory/import?dealership={slug}[&mode=full|delta] with the dealership's key in
 * `Authorization: Bearer {key}` and the feed as the body (text/csv or application/json).
 * Steps: authorize (401), read with a size cap (413), parse (415/400), import, respond with the report.
 */
import type { Payload } from 'payload'
import { getPayloadClient } from '../../payload'
import { apiKeyMatches } from './apiKey'
import { FeedError } from './feedError'
import { importInventory, type ImportMode } from './importInventory'
import { formatOf, parseFeed } from './parseFeed'

export const MAX_FEED_BYTES = Number(process.env.INVENTORY_IMPORT_MAX_BYTES ?? 20 * 1024 * 1024)

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })
const fail = (status: number, message: string) => json({ message, status }, status)

const keyOf = (request: Request): string => {
  const header = request.headers.get('authorization') ?? ''
  return header.match(/^Bearer\s+(\S+)$/i)?.[1] ?? request.headers.get('x-api-key') ?? ''
}

/** The dealership whose key this is, or null: an unknown slug and a wrong key look the same. */
async function authorize(payload: Payload, slug: string, key: string): Promise<{ id: number } | null> {
  if (!slug || !key) return null
  // Reads the stored hash, which no user may read: the system checks the key on the caller's behalf.
  const { docs } = await payload.find({ collection: 'dealerships', overrideAccess: true, where: { slug: { equals: slug } }, limit: 1, depth: 0, select: { importApiKeyHash: true } })
  const dealership = docs[0]
  return dealership && apiKeyMatches(key, dealership.importApiKeyHash) ? { id: dealership.id } : null
}

/** The body as text, or null when it is larger than `maxBytes` (declared or actual). */
async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null
  const reader = request.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.byteLength
    if (size > maxBytes) {
      await reader?.cancel()
      return null
    }
    chunks.push(part.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export async function handleImport(request: Request, maxBytes = MAX_FEED_BYTES): Promise<Response> {
  const payload = await getPayloadClient()
  const url = new URL(request.url)
  const slug = url.searchParams.get('dealership') ?? ''
  const dealership = await authorize(payload, slug, keyOf(request))
  if (!dealership) return fail(401, 'A valid import API key for this dealership is required (Authorization: Bearer <key>, ?dealership=<slug>)')
  const mode = url.searchParams.get('mode') ?? 'full'
  if (mode !== 'full' && mode !== 'delta') return fail(400, `mode must be full or delta, got "${mode}"`)
  const format = formatOf(request.headers.get('content-type') ?? '')
  if (!format) return fail(415, 'Send the feed as text/csv or application/json')
  const text = await readCapped(request, maxBytes)
  if (text === null) return fail(413, `The feed is larger than ${maxBytes} bytes`)
  const outcome = await Promise.resolve()
    .then(() => importInventory(payload, { dealershipId: dealership.id, rows: parseFeed(text, format), mode: mode as ImportMode }))
    .then((report) => ({ report }), (error: unknown) => ({ error }))
  if ('report' in outcome) return json(outcome.report)
  if (outcome.error instanceof FeedError) return fail(400, outcome.error.message)
  throw outcome.error
}
