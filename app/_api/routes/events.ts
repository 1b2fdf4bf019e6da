import { recordEvents } from '@/site/analytics/recordEvents'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** The analytics beacon posts batches here (site/analytics/recordEvents.ts). */
export const POST = jsonOnly((request: Request) => recordEvents(request))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
