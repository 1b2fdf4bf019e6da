/**
 * Keeps the sites' Algolia indices in step with vehicle saves and deletes, through Payload's jobs
 * queue. A vehicle hook queues a `syncVehicleSearch` job in the save's own transaction (so the job
 * exists exactly when the change has committed, and survives a restart); the runner in the app
 * process (`jobs.autoRun`, queue `search`) picks it up a few seconds later. The job reads the car
 * back from PostgreSQL and writes it to, or deletes it from, the index of every site listing its
 * dealership before or after the change. When Algolia fails the job throws and Payload retries it
 * with exponential backoff; after the last attempt the job keeps its error and the log says to
 * run `npm run search:reindex`. Nothing is queued or run when Algolia is not configured.
 */
import { releaseStuckJobs } from '../../jobs/stuckJobs'
import type { BatchRequest } from 'algoliasearch'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { algoliaClient, algoliaConfig, type AlgoliaConfig } from './config'
import { indexNameOf } from './indices'
import { recordsOf } from './records'
import { postgresPool } from '../../payloadDb'
import { syncCatalogueDoc, type CatalogueSyncInput } from './catalogue'

export const SEARCH_SYNC_TASK = 'syncVehicleSearch'
export const SEARCH_SYNC_QUEUE = 'search'
/** Retries after the first attempt, and the first backoff (doubling each time: 2, 4, 8, 16, 32 s). */
export const SEARCH_SYNC_RETRIES = 5
export const SEARCH_SYNC_BACKOFF_MS = 2000

export type SearchSyncInput = { vehicle: number; dealerships: number[] }
/** The task's input: a vehicle's sync, or (with `catalogue`) a model's or an offer's. */
export type SearchSyncTaskInput = { vehicle?: number | null; dealerships: number[]; catalogue?: CatalogueSyncInput | null }

async function sitesListing(payload: Payload, dealershipIds: number[]): Promise<Array<{ slug: string; dealerships: Set<number> }>> {
  if (!dealershipIds.length) return []
  // The indexer is the system: it reads every site listing these dealerships.
  const { docs } = await payload.find({ collection: 'sites', overrideAccess: true, pagination: false, depth: 0, where: { dealerships: { in: dealershipIds } }, select: { slug: true, dealerships: true } })
  return docs.map((s) => ({ slug: s.slug, dealerships: new Set((s.dealerships ?? []).map((d) => Number(typeof d === 'object' ? d.id : d))) }))
}

/**
 * Writes one car to the indices of the sites concerned: the record where the site lists it, a
 * delete where it does not (any more). Throws when Algolia does, so the job is retried.
 */
export async function syncVehicle(payload: Payload, config: AlgoliaConfig, input: SearchSyncInput): Promise<{ indices: string[] }> {
  const pool = postgresPool(payload)
  const [record] = await recordsOf(pool, [input.vehicle], Math.floor(Date.now() / 1000))
  const dealerships = [...new Set([...input.dealerships, ...(record ? [record.dealership_id] : [])])]
  const admin = algoliaClient(config, config.adminKey)
  const indices: string[] = []
  for (const site of await sitesListing(payload, dealerships)) {
    const listed = record && record.show_on_dealer_website && site.dealerships.has(record.dealership_id)
    const request: BatchRequest = listed ? { action: 'updateObject', body: record } : { action: 'deleteObject', body: { objectID: String(input.vehicle) } }
    const indexName = indexNameOf(config.prefix, site.slug)
    await admin.batch({ indexName, batchWriteParams: { requests: [request] } })
    indices.push(indexName)
  }
  return { indices }
}

const toCatalogueInput = (raw: unknown): CatalogueSyncInput => {
  const value = (raw ?? {}) as { kind?: unknown; id?: unknown; sites?: unknown; dealerships?: unknown }
  const id = Number(value.id)
  const kinds: unknown[] = ['model', 'offer', 'dealership', 'media'] satisfies CatalogueSyncInput['kind'][]
  if (!kinds.includes(value.kind) || !Number.isInteger(id)) throw new Error(`${SEARCH_SYNC_TASK}: input.catalogue must name a model, an offer, a dealership or a media file, got ${JSON.stringify(raw)}`)
  const ids = (list: unknown) => (Array.isArray(list) ? list.map(Number).filter(Number.isInteger) : [])
  return { kind: value.kind as CatalogueSyncInput['kind'], id, sites: ids(value.sites), dealerships: ids(value.dealerships) }
}

const toInput = (raw: unknown): SearchSyncInput => {
  const value = (raw ?? {}) as { vehicle?: unknown; dealerships?: unknown }
  const vehicle = Number(value.vehicle)
  if (!Number.isInteger(vehicle)) throw new Error(`${SEARCH_SYNC_TASK}: input.vehicle must be a vehicle id, got ${JSON.stringify(value.vehicle)}`)
  const dealerships = Array.isArray(value.dealerships) ? value.dealerships.map(Number).filter(Number.isInteger) : []
  return { vehicle, dealerships }
}

/** The task of the jobs queue (payload.config.ts `jobs.tasks`). */
export const searchSyncTask: TaskConfig<{ input: SearchSyncTaskInput; output: { indices: string[] } }> = {
  slug: SEARCH_SYNC_TASK,
  label: 'Sync a vehicle, model or offer to Algolia',
  inputSchema: [
    { name: 'vehicle', type: 'number' },
    { name: 'dealerships', type: 'json', required: true },
    { name: 'catalogue', type: 'json' },
  ],
  outputSchema: [{ name: 'indices', type: 'json' }],
  retries: { attempts: SEARCH_SYNC_RETRIES, backoff: { type: 'exponential', delay: SEARCH_SYNC_BACKOFF_MS } },
  onFail: ({ input, job, req }) => {
    const last = (job.totalTried ?? 0) >= SEARCH_SYNC_RETRIES
    if (last) req.payload.logger.error({ input }, `Algolia sync failed ${SEARCH_SYNC_RETRIES + 1} times; run \`npm run search:reindex\``)
    else req.payload.logger.warn({ input }, 'Algolia sync failed; the jobs queue retries it with backoff')
  },
  handler: async ({ input, req }) => {
    const config = algoliaConfig()
    if (!config) return { output: { indices: [] } } // Algolia switched off since the job was queued
    const catalogue = (input as { catalogue?: unknown } | undefined)?.catalogue
    if (catalogue) return { output: await syncCatalogueDoc(req.payload, config, toCatalogueInput(catalogue)) }
    return { output: await syncVehicle(req.payload, config, toInput(input)) }
  },
}

/** A sync takes seconds; one still marked processing after this long was left by a process that stopped. */
export const STUCK_AFTER_MS = 5 * 60_000

/** Puts back in the queue the search jobs a stopped process left half-run (site/jobs/stuckJobs.ts). Returns how many. */
export const releaseStuckSearchJobs = (payload: Payload, now = new Date()): Promise<number> => releaseStuckJobs(payload, SEARCH_SYNC_QUEUE, STUCK_AFTER_MS, now)

const AUTO_RUN = { cron: '*/5 * * * * *', queue: SEARCH_SYNC_QUEUE, limit: 50 }

/**
 * The runner of the app process (`jobs.autoRun`, set up when the process starts Payload's crons):
 * first it releases jobs a previous process left half-run, then every 5 seconds it runs up to 50
 * jobs of the search queue; nothing without Algolia configured.
 */
export async function searchSyncAutoRun(payload: Payload) {
  if (!algoliaConfig()) return []
  const released = await releaseStuckSearchJobs(payload).catch((error: unknown) => (payload.logger.error({ err: error }, 'Could not release stuck search jobs'), 0))
  if (released) payload.logger.warn(`Released ${released} Algolia sync job(s) left half-run by a stopped process`)
  return [AUTO_RUN]
}

/** Queues the car's sync in the save's transaction (`req`); dealerships are those before and after the change. */
export async function queueVehicleSync(req: PayloadRequest, vehicleId: number, dealershipIds: Array<number | null>): Promise<void> {
  if (!algoliaConfig()) return
  const dealerships = [...new Set(dealershipIds.filter((id): id is number => id !== null))]
  await req.payload.jobs.queue({ task: SEARCH_SYNC_TASK, queue: SEARCH_SYNC_QUEUE, input: { vehicle: vehicleId, dealerships }, req })
}

/**
 * Queues a model's or an offer's sync in the save's transaction (sites or dealerships before and
 * after the change); for a dealership or a media file, the sync of the offers that show it.
 */
export async function queueCatalogueSync(req: PayloadRequest, kind: CatalogueSyncInput['kind'], id: number, related: Array<number | null> = []): Promise<void> {
  if (!algoliaConfig()) return
  const ids = [...new Set(related.filter((r): r is number => r !== null))]
  const catalogue: CatalogueSyncInput = kind === 'model' ? { kind, id, sites: ids } : kind === 'offer' ? { kind, id, dealerships: ids } : { kind, id }
  await req.payload.jobs.queue({ task: SEARCH_SYNC_TASK, queue: SEARCH_SYNC_QUEUE, input: { dealerships: [], catalogue }, req })
}

/**
 * Runs the search queue's due jobs now (scripts call it before exiting; tests instead of waiting for
 * the runner). Jobs waiting for a retry stay queued for the app's runner.
 */
export async function runSearchSyncJobs(payload: Payload): Promise<void> {
  if (!algoliaConfig()) return
  for (let round = 0; round < 1000; round++) {
    const { noJobsRemaining, jobStatus } = await payload.jobs.run({ queue: SEARCH_SYNC_QUEUE, limit: 100, silent: { info: true } })
    if (noJobsRemaining || !jobStatus || !Object.keys(jobStatus).length) return
  }
}
