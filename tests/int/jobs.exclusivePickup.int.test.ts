/**
 * Several job runners on one database (one per app instance) never pick up the same job: the pickup
 * Payload's runner does (`db.updateJobs` with `processing: true`) is claimed row by row with a
 * compare-and-set (site/jobs/exclusivePickup.ts). Each simulated runner works as Payload's does: its
 * own transaction, the same filters, order and limit.
 */
import { randomUUID } from 'node:crypto'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPickup } from '../../site/jobs/exclusivePickup'
import { getPayloadClient } from '../../site/payload'
import { EXPIRY_TASK } from '../../site/reservations/expiry'

let payload: Payload
const queue = `claim-test-${randomUUID()}`
const pending = (): Where => ({ and: [{ queue: { equals: queue } }, { processing: { equals: false } }, { completedAt: { exists: false } }] })

/** One runner's pickup of up to `limit` jobs, in a transaction of its own, as Payload's runner does it. */
async function pickUp(limit: number): Promise<string[]> {
  const transactionID = await payload.db.beginTransaction()
  try {
    const jobs = await payload.db.updateJobs({ data: { processing: true }, limit, sort: 'createdAt', where: pending(), req: { transactionID: transactionID ?? undefined } })
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return (jobs ?? []).map((job) => String(job.id))
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

beforeAll(async () => {
  payload = await getPayloadClient()
})

afterAll(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: queue } }, overrideAccess: true })
})

describe('job pickup across runners', () => {
  it('recognises the runner pickup and nothing else', () => {
    expect(isPickup({ data: { processing: true }, where: pending() })).toBe(true)
    expect(isPickup({ id: 1, data: { processing: true } })).toBe(false)
    expect(isPickup({ data: { processing: false }, where: pending() })).toBe(false)
    expect(isPickup({ data: { log: [] }, where: pending() })).toBe(false)
  })

  it('hands each of 60 jobs to exactly one of 12 runners polling at once', async () => {
    const queued: string[] = []
    for (let i = 0; i < 60; i++) queued.push(String((await payload.jobs.queue({ task: EXPIRY_TASK, input: {}, queue })).id))

    const claimedBy = new Map<string, number>()
    for (let round = 0; round < 10 && claimedBy.size < queued.length; round++) {
      const picks = await Promise.all(Array.from({ length: 12 }, () => pickUp(10)))
      for (const ids of picks) for (const id of ids) claimedBy.set(id, (claimedBy.get(id) ?? 0) + 1)
    }

    expect([...claimedBy.entries()].filter(([, times]) => times > 1)).toEqual([])
    expect([...claimedBy.keys()].sort()).toEqual([...queued].sort())
    const stored = await payload.find({ collection: 'payload-jobs', where: { queue: { equals: queue } }, pagination: false, overrideAccess: true, depth: 0 })
    expect(stored.docs.every((job) => job.processing === true)).toBe(true)
  })

  it('returns full job documents for the claimed jobs, in the queue order', async () => {
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push(String((await payload.jobs.queue({ task: EXPIRY_TASK, input: {}, queue })).id))
    const picked = await pickUp(2)
    expect(picked).toEqual(ids.slice(0, 2))
    const again = await pickUp(5)
    expect(again).toEqual(ids.slice(2))
    expect(await pickUp(5)).toEqual([])
  })
})
