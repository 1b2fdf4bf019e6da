import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { queueCatalogueSync } from '../site/search/algolia/indexer'
import { relationId } from './revalidateHooks'

/**
 * Search sync of models (by site) and offers (by dealership) for the Algolia backend: queues a job
 * in the save's own transaction, naming the site or dealership before and after the change, so a
 * save never waits for or fails because of Algolia. A no-op on the built-in engine.
 */
export function catalogueSearchSync(kind: 'model' | 'offer') {
  const owner = (doc: Record<string, unknown> | undefined) => relationId(kind === 'model' ? doc?.site : doc?.dealership)
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    await queueCatalogueSync(req, kind, Number(doc.id), [owner(doc), owner(previousDoc)])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await queueCatalogueSync(req, kind, Number(doc.id), [owner(doc)])
    return doc
  }
  return { afterChange, afterDelete }
}

/**
 * The offers' records show their dealership's name and their image: a change of either queues the
 * sync of the offers that show it (Algolia; the built-in engine reads them live).
 */
export function offerRelatedSync(kind: 'dealership' | 'media') {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
    if (operation === 'update') await queueCatalogueSync(req, kind, Number(doc.id))
    return doc
  }
  return { afterChange }
}
