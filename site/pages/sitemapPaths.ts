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

/**
 * The paths of a site's published pages, whatever their indexing: what a link of the site may
 * reach (site/tenancy/reachableLinks.ts). Read by every page of the site, so it expires only when
 * the set of paths may change (tags.pagePaths), not on every edit of a page.
 */
export function loadPagePaths(siteId: number): Promise<string[]> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        where: { and: [{ site: { equals: siteId } }, { path: { exists: true } }] },
        limit: 10_000,
        pagination: false,
        depth: 0,
        overrideAccess: false, // visitor's eyes: published only
        select: { path: true },
      })
      return docs.flatMap((d) => (d.path ? [d.path] : []))
    },
    ['page-paths', String(siteId)],
    { tags: [tags.site(siteId), tags.pagePaths(siteId)] },
  )()
}
