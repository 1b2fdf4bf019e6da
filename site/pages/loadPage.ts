import { cached } from '../cache/cached'
import { validateLayout, type Layout } from '../../blocks/validateLayout'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'

export type PageView = {
  id: number
  title: string
  path: string
  layout: Layout
  meta: { title: string | null; description: string | null; noIndex: boolean }
}

/** The published page at `path` of a site, or null. Cached per site and path. */
export function loadPage(siteId: number, path: string): Promise<PageView | null> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        where: { and: [{ site: { equals: siteId } }, { path: { equals: path } }] },
        limit: 1,
        depth: 0,
        overrideAccess: false, // visitor's eyes: published only
      })
      const page = docs[0]
      if (!page) return null
      const checked = validateLayout(page.layout)
      return {
        id: page.id,
        title: page.title,
        path,
        layout: checked.ok ? checked.layout : { root: { props: {} }, content: [] },
        meta: { title: page.meta?.title ?? null, description: page.meta?.description ?? null, noIndex: Boolean(page.meta?.noIndex) },
      }
    },
    ['page', String(siteId), path],
    { tags: [tags.site(siteId), tags.pagePath(siteId, path)] },
  )()
}

/** Published, indexable paths of a site for sitemap.xml. */
export function loadSitemapPaths(siteId: number): Promise<Array<{ path: string; updatedAt: string }>> {
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
        select: { path: true, updatedAt: true },
      })
      return docs.filter((d) => d.path).map((d) => ({ path: d.path as string, updatedAt: d.updatedAt }))
    },
    ['sitemap', String(siteId)],
    { tags: [tags.site(siteId), tags.pageList(siteId)] },
  )()
}
