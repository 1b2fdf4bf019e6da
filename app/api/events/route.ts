import { recordEvents } from '@/site/analytics/recordEvents'

/** The analytics beacon posts batches here (site/analytics/recordEvents.ts). */
export const POST = (request: Request) => recordEvents(request)
