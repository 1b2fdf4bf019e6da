import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { queueVehicleSync } from '../../../site/search/algolia/indexer'
import { relationId } from '../../revalidateHooks'

/**
 * Search sync for the Algolia backend (create, update, sold, delete): queues a job in the save's
 * own transaction and returns, so a save never waits for or fails because of Algolia (the jobs
 * queue runs and retries it). A no-op on the built-in engine, which reads PostgreSQL directly.
 */
export const syncSearchIndexAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await queueVehicleSync(req, Number(doc.id), [relationId(doc.dealership), relationId(previousDoc?.dealership)])
  return doc
}

export const syncSearchIndexAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await queueVehicleSync(req, Number(doc.id), [relationId(doc.dealership)])
  return doc
}
