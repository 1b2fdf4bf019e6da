import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { expireTags } from '../site/cache/revalidate'

type TagsOf = (doc: Record<string, unknown>) => string[]

/** afterChange + afterDelete hooks that expire the tags of the previous and the new document. */
export function revalidateBy(tagsOf: TagsOf): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: ({ doc, previousDoc, context }) => {
      if (!context.disableRevalidate) expireTags([...tagsOf(previousDoc ?? {}), ...tagsOf(doc)])
      return doc
    },
    afterDelete: ({ doc, context }) => {
      if (!context.disableRevalidate) expireTags(tagsOf(doc))
      return doc
    },
  }
}

export const relationId = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const id = Number(raw)
  return raw === null || raw === undefined || !Number.isFinite(id) ? null : id
}
