import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { tagsChanged } from '../site/cache/revalidate'

type TagsOf = (doc: Record<string, unknown>, req: PayloadRequest) => string[] | Promise<string[]>

/**
 * afterChange + afterDelete hooks that expire the tags of the previous and the new document: Next's
 * cache where one lives, and the cache in front through a purge queued in the change's transaction.
 */
export function revalidateBy(tagsOf: TagsOf): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, previousDoc, context, req }) => {
      if (!context.disableRevalidate) await tagsChanged(req.payload, [...(await tagsOf(previousDoc ?? {}, req)), ...(await tagsOf(doc, req))], req)
      return doc
    },
    afterDelete: async ({ doc, context, req }) => {
      if (!context.disableRevalidate) await tagsChanged(req.payload, await tagsOf(doc, req), req)
      return doc
    },
  }
}

export const relationId = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const id = Number(raw)
  return raw === null || raw === undefined || !Number.isFinite(id) ? null : id
}
