import type { Where } from 'payload'
import { cached } from '../cache/cached'
import type { Payload } from 'payload'
import { checkStoredLayout, type Layout } from '../../blocks/validateLayout'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'

export type PageView = {
  id: number
  title: string
  path: string
  /** The stored layout, migrated to the current block schemas; blocks that fail validation are left out. */
  layout: Layout
  /** Why blocks were left out (empty when the stored layout is valid): shown to editors in preview. */
  layoutErrors: string[]
  meta: { title: string | null; description: string | null; noIndex: boolean }
}

type PageDoc = { id: number; title: string; layout?: unknown; meta?: { title?: string | null; description?: string | null; noIndex?: boolean | null } | null }

/**
 * A stored layout that fails validation (written before a block's schema changed, or edited in the
 * database) is logged with its site and page and rendered with its valid blocks only: shoppers see
 * the rest of the page, never an error, and editors see the errors (preview, page builder, admin).
 */
function toPageView(payload: Payload, siteId: number, page: PageDoc, path: string): PageView {
  const { layout, errors } = checkStoredLayout(page.layout)
  if (errors.length) payload.logger.error({ site: siteId, page: page.id, errors }, `Page ${page.id} of site ${siteId}: stored layout failed validation; rendering its valid blocks only`)
  return {
    id: page.id,
    title: page.title,
    path,
    layout,
    layoutErrors: errors,
    meta: { title: page.meta?.title ?? null, description: page.meta?.description ?? null, noIndex: Boolean(page.meta?.noIndex) },
  }
}

const atPath = (siteId: number, path: string): Where => ({ and: [{ site: { equals: siteId } }, { path: { equals: path } }] })

/** The published page at `path` of a site, or null. Cached per site and path. */
export function loadPage(siteId: number, path: string): Promise<PageView | null> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        where: atPath(siteId, path),
        limit: 1,
        depth: 0,
        overrideAccess: false, // visitor's eyes: published only
      })
      return docs[0] ? toPageView(payload, siteId, docs[0], path) : null
    },
    ['page', String(siteId), path],
    { tags: [tags.site(siteId), tags.pagePath(siteId, path)] },
  )()
}

/**
 * The published template page of a kind (e.g. 'vehicle': the layout of the site's /cars/{slug}
 * pages), or null. Cached per site and kind; publishing the template expires it (tags.pageKind),
 * and with it the cached pages that rendered from it.
 */
export function loadTemplatePage(siteId: number, kind: 'vehicle' | 'search'): Promise<PageView | null> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        where: { and: [{ site: { equals: siteId } }, { kind: { equals: kind } }, { or: [{ path: { exists: false } }, { path: { equals: '' } }] }] },
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        overrideAccess: false, // visitor's eyes: published only
      })
      return docs[0] ? toPageView(payload, siteId, docs[0], '') : null
    },
    ['page-kind', String(siteId), kind],
    { tags: [tags.site(siteId), tags.pageKind(siteId, kind)] },
  )()
}

/** The latest draft at `path` (draft mode after a signed preview link only). Never cached. */
export async function loadDraftPage(siteId: number, path: string): Promise<PageView | null> {
  const payload = await getPayloadClient()
  // System read: draft mode is only turned on by a signed preview link for this host.
  const { docs } = await payload.find({ collection: 'pages', where: atPath(siteId, path), limit: 1, depth: 0, draft: true, overrideAccess: true })
  return docs[0] ? toPageView(payload, siteId, docs[0], path) : null
}

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
