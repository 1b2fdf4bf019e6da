/** The body of `POST /api/events` (README "Analytics"): a batch of 1–50 events, each checked by zod. */
import { z } from 'zod'
import { EVENT_NAMES, type EventName } from './events'

export const MAX_EVENTS = 50
export const MAX_PATH = 300

/** Events about one car need its id. */
const NEEDS_CAR: readonly EventName[] = ['vehicle-view', 'print', 'history-report']

const eventZ = z
  .object({
    event: z.enum(EVENT_NAMES, { error: 'Unknown event' }),
    path: z.string({ error: 'Path must be a string' }).startsWith('/', 'Path must start with /').max(MAX_PATH, `Path must be at most ${MAX_PATH} characters`),
    carId: z.number({ error: 'Car id must be a number' }).int('Car id must be a whole number').positive('Car id must be positive').max(2_147_483_647, 'Car id is too large').optional(),
    eventId: z.number({ error: 'Event id must be a number' }).int('Event id must be a whole number').min(1, 'Event id must be positive').max(999, 'Event id is too large').optional(),
  })
  .strict()
  .refine((e) => !NEEDS_CAR.includes(e.event) || e.carId !== undefined, { message: 'Car id is required for this event', path: ['carId'] })

export const EventBatchZ = z
  .object({ events: z.array(eventZ, { error: 'Events must be a list' }).min(1, 'At least one event is required').max(MAX_EVENTS, `At most ${MAX_EVENTS} events per batch`) })
  .strict()

export type EventBatch = z.output<typeof EventBatchZ>

export type BatchError = { message: string; path: string }

/** The batch, or the first problem with its dotted path (e.g. `events.2.carId`). */
export function parseBatch(body: unknown): { ok: true; batch: EventBatch } | { ok: false; error: BatchError } {
  const parsed = EventBatchZ.safeParse(body)
  if (parsed.success) return { ok: true, batch: parsed.data }
  const issue = parsed.error.issues[0]
  const path = issue?.path.map(String).join('.') || 'body'
  // Unknown keys name themselves in the issue, not in the path.
  const keys = issue?.code === 'unrecognized_keys' ? issue.keys : []
  return { ok: false, error: { message: keys.length ? `Unknown field ${keys.join(', ')}` : (issue?.message ?? 'Invalid request'), path: keys.length ? [path === 'body' ? '' : path, keys[0]].filter(Boolean).join('.') : path } }
}
