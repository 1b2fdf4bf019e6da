import type { Payload } from 'payload'

/**
 * Puts back in the queue the jobs of `queue` a stopped process left half-run (processing, untouched
 * for `afterMs`): Payload's runner only picks jobs that are not processing. Returns how many.
 */
export async function releaseStuckJobs(payload: Payload, queue: string, afterMs: number, now = new Date()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    overrideAccess: true,
    depth: 0,
    where: { and: [{ queue: { equals: queue } }, { processing: { equals: true } }, { updatedAt: { less_than: new Date(now.getTime() - afterMs).toISOString() } }] },
    data: { processing: false },
  })
  return docs.length
}
