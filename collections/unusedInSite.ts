import type { CollectionSlug, PayloadRequest } from 'payload'
import { relationId } from './revalidateHooks'

type Check = { collection: CollectionSlug; field: string; value: string; data: unknown; id?: number | string; req: PayloadRequest }

/**
 * Whether no other record of the record's site uses `value` in `field` (paths, slugs). True while the
 * site is not known yet: the site field reports that itself.
 */
export async function unusedInSite({ collection, field, value, data, id, req }: Check): Promise<boolean> {
  const site = relationId((data as { site?: unknown } | undefined)?.site)
  if (site === null) return true
  // System read: uniqueness must consider records the editor cannot see in this request (drafts included).
  const { totalDocs } = await req.payload.count({
    collection,
    overrideAccess: true,
    req,
    where: { and: [{ site: { equals: site } }, { [field]: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
  })
  return totalDocs === 0
}
