import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'

/** Published, indexable paths of a site for sitemap.xml. */
export function loadSitemapPaths(siteId: number): Promise<Array<{ path: string; updatedAt: string; title: string }>> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        where: { and: [{ site: { equals: siteId } }, { path: { exists: true } }, { 'meta.noIndex': { not_equals: true } }] },
        limit: 1000,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { path: true, updatedAt: true, title: true },
      })
      return docs.filter((d) => d.path).map((d) => ({ path: d.path as string, updatedAt: d.updatedAt, title: d.title }))
    },
    ['sitemap', String(siteId)],
    { tags: [tags.site(siteId), tags.pageList(siteId)] },
  )()
}
