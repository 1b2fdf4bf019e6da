import { otherMethods } from '@/site/http/methodNotAllowed'
import { loadThread, parseThreadKeys, THREAD_KEYS_MESSAGE } from '@/site/chat/thread'
import { resolveSite } from '@/site/tenancy/resolveSite'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** `GET /api/chat/thread?keys=…`: the Instant Message conversation of this browser (site/chat/thread.ts); shadows Payload's catch-all. */
export async function GET(request: Request) {
  const keys = parseThreadKeys(new URL(request.url).searchParams.get('keys'))
  if (!keys) return json({ message: THREAD_KEYS_MESSAGE, errors: [{ path: 'keys', message: THREAD_KEYS_MESSAGE }] }, 400)
  const site = await resolveSite(request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost')
  if (!site) return json({ message: 'No site answers to this host' }, 404)
  return json({ messages: await loadThread(site, keys) })
}

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
