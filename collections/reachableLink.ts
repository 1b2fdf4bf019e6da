import type { PayloadRequest } from 'payload'
import { safeParseStoredConfig } from '../site/config/siteConfig'
import { navigationSection } from '../site/config/sections/navigation'
import { reachesPage, unreachableMessage, type SitePages } from '../site/rules/sitePaths'
import { validateLink } from './validateLink'
import { relationId } from './revalidateHooks'

/** The paths of a site's published pages, read in the save's transaction. */
export async function publishedPagePaths(req: PayloadRequest, siteId: number): Promise<Set<string>> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: siteId } }, { path: { exists: true } }, { _status: { equals: 'published' } }] },
    limit: 10_000,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true, // a system read: whether a path has a page, for the site being saved
    select: { path: true },
  })
  return new Set(docs.flatMap((d) => (d.path ? [d.path] : [])))
}

/** A site's pages as its links see them, once per save (a brand has many links). */
const pagesBySave = new WeakMap<PayloadRequest, Map<number, Promise<SitePages>>>()

function sitePagesOf(req: PayloadRequest, siteId: number): Promise<SitePages> {
  const bySite = pagesBySave.get(req) ?? new Map<number, Promise<SitePages>>()
  pagesBySave.set(req, bySite)
  let pages = bySite.get(siteId)
  if (!pages) {
    pages = (async () => {
      const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, req, overrideAccess: true, disableErrors: true, select: { config: true } })
      const parsed = safeParseStoredConfig(site?.config ?? {})
      const locationPath = parsed.ok ? parsed.config.navigation.paths.location : navigationSection.parse({}).paths.location
      return { pagePaths: await publishedPagePaths(req, siteId), locationPath }
    })()
    bySite.set(siteId, pages)
  }
  return pages
}

/**
 * A brand link (menu, quick links, footer, buttons, banners): a safe address without a placeholder
 * (validateLink); on an edit, a new or changed site path must also reach a page of the brand's site
 * (site/rules/sitePaths.ts), the error naming the path. A new brand's links are checked where they
 * are shown (its site's pages may come after it).
 */
export const validateReachableLink =
  () =>
  async (value: unknown, options: { required?: boolean; operation?: string; previousValue?: unknown; data?: { site?: unknown }; req?: PayloadRequest }): Promise<true | string> => {
    const safe = validateLink()(value, options)
    if (safe !== true || typeof value !== 'string' || value === '' || value === options.previousValue) return safe
    const siteId = relationId(options.data?.site)
    if (options.operation !== 'update' || siteId === null || !options.req) return true
    return reachesPage(value, await sitePagesOf(options.req, siteId)) ? true : unreachableMessage(value)
  }
