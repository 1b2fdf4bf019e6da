import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { cacheIsLive, expireTags } from '../site/cache/revalidate'

type TagsOf = (doc: Record<string, unknown>, req: PayloadRequest) => string[] | Promise<string[]>

/** afterChange + afterDelete hooks that expire the tags of the previous and the new document (only where a cache lives). */
export function revalidateBy(tagsOf: TagsOf): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, previousDoc, context, req }) => {
      if (!context.disableRevalidate && cacheIsLive()) expireTags([...(await tagsOf(previousDoc ?? {}, req)), ...(await tagsOf(doc, req))])
      return doc
    },
    afterDelete: async ({ doc, context, req }) => {
      if (!context.disableRevalidate && cacheIsLive()) expireTags(await tagsOf(doc, req))
      return doc
    },
  }
}

export const relationId = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const id = Number(raw)
  return raw === null || raw === undefined || !Number.isFinite(id) ? null : id
}
