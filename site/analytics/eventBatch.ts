/** The body of `POST /api/events` (README "Analytics"): a batch of 1–50 events, each checked by zod. */
import { z } from 'zod'
import { VITAL_METRICS } from '../rules/webVitals'
import { EVENT_NAMES, MAX_VITALS, type EventName } from './events'

export const MAX_EVENTS = 50
export const MAX_PATH = 300
/** Ten minutes in ms: far above any real page load's vital (CLS included); above 60 s (60 for CLS) all count in the top bucket. */
export const MAX_VITAL_VALUE = 600_000

/** Events about one car need its id. */
const NEEDS_CAR: readonly EventName[] = ['vehicle-view', 'print', 'history-report']

const pathZ = z.string({ error: 'Path must be a string' }).startsWith('/', 'Path must start with /').max(MAX_PATH, `Path must be at most ${MAX_PATH} characters`)

const countedZ = z
  .object({
    event: z.enum(EVENT_NAMES),
    path: pathZ,
    carId: z.number({ error: 'Car id must be a number' }).int('Car id must be a whole number').positive('Car id must be positive').max(2_147_483_647, 'Car id is too large').optional(),
    eventId: z.number({ error: 'Event id must be a number' }).int('Event id must be a whole number').min(1, 'Event id must be positive').max(999, 'Event id is too large').optional(),
  })
  .strict()
  .refine((e) => !NEEDS_CAR.includes(e.event) || e.carId !== undefined, { message: 'Car id is required for this event', path: ['carId'] })

/** A page load's field vital (site/components/analytics/webVitals.ts): its metric and value. */
const vitalZ = z
  .object({
    event: z.literal('web-vital'),
    path: pathZ,
    metric: z.enum(VITAL_METRICS, { error: `Metric must be one of ${VITAL_METRICS.join(', ')}` }),
    value: z.number({ error: 'Value must be a number' }).min(0, 'Value must not be negative').max(MAX_VITAL_VALUE, `Value must be at most ${MAX_VITAL_VALUE}`),
  })
  .strict()

const eventZ = z.discriminatedUnion('event', [countedZ, vitalZ], { error: (issue) => (issue.code === 'invalid_union' ? 'Unknown event' : 'Each event must be an object') })

const isVital = (e: { event: string }) => e.event === 'web-vital'

export const EventBatchZ = z
  .object({
    events: z
      .array(eventZ, { error: 'Events must be a list' })
      .min(1, 'At least one event is required')
      .max(MAX_EVENTS, `At most ${MAX_EVENTS} events per batch`)
      .refine((events) => events.filter(isVital).length <= MAX_VITALS, `At most ${MAX_VITALS} web vitals per batch`),
  })
  .strict()

export type EventBatch = z.output<typeof EventBatchZ>
export type BatchEvent = EventBatch['events'][number]
export type CountedEvent = Extract<BatchEvent, { event: EventName }>
export type VitalEvent = Extract<BatchEvent, { event: 'web-vital' }>

/** The car an event is about, if any. */
export const carIdOf = (e: BatchEvent): number | undefined => (e.event === 'web-vital' ? undefined : e.carId)

/** The batch's events split: those counted per page and car, and the web vitals. */
export function splitBatch(batch: EventBatch): { counted: CountedEvent[]; vitals: VitalEvent[] } {
  const counted: CountedEvent[] = []
  const vitals: VitalEvent[] = []
  for (const e of batch.events) {
    if (e.event === 'web-vital') vitals.push(e)
    else counted.push(e)
  }
  return { counted, vitals }
}

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
