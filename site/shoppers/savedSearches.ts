/**
 * `GET|POST|DELETE /api/shoppers/searches` (issue 13): searches a signed-in shopper saved from the
 * search page. POST `{ path }` takes the page's URL, keeps it only when it is a search this site
 * understands (site/rules/searchUrl.ts), stores its canonical form from page 1 and the title the
 * search page shows (site/search/searchTitle.ts); saving the same search again answers the one
 * already saved. DELETE `{ id }` removes one of the shopper's own.
 */
import { isRecordIdText, MAX_RECORD_ID } from '../rules/recordId'
import type { Payload } from 'payload'
import { z } from 'zod'
import { formatSearchUrl, parseSearchUrl, withPage } from '../rules/searchUrl'
import { routeContext } from '../search/routeContext'
import { searchTitle } from '../search/searchTitle'
import type { SiteView } from '../tenancy/siteView'
import { forShopper } from './endpoint'
import { json, problem } from './http'

export const MAX_SAVED_SEARCHES = 20
export const SEARCH_MESSAGES = {
  notSearch: 'This is not a search that can be saved.',
  tooMany: `At most ${MAX_SAVED_SEARCHES} searches can be saved. Delete one first.`,
  notFound: 'This saved search does not exist.',
} as const

export type SavedSearchView = { id: number; title: string; path: string; createdAt: string }

const saveSchema = z.object({ path: z.string().trim().min(1).max(500) })
const removeSchema = z.object({ id: z.union([z.number().int().positive().max(MAX_RECORD_ID), z.string().refine(isRecordIdText).transform(Number)]) })

/** The shopper's saved searches, newest first (system read, narrowed to the shopper). */
export async function loadSavedSearches(payload: Payload, shopperId: number): Promise<SavedSearchView[]> {
  const { docs } = await payload.find({ collection: 'saved-searches', where: { shopper: { equals: shopperId } }, depth: 0, limit: MAX_SAVED_SEARCHES, pagination: false, overrideAccess: true, sort: '-createdAt' })
  return docs.map((d) => ({ id: d.id, title: d.title, path: d.path, createdAt: d.createdAt }))
}

/** The canonical URL (from page 1) and title of a search page URL on this site, or null. */
export async function describeSearch(site: SiteView, href: string): Promise<{ path: string; title: string } | null> {
  const relative = href.replace(/^https?:\/\/[^/]+/i, '')
  if (!relative.startsWith('/search')) return null
  const ctx = await routeContext(site)
  const parsed = parseSearchUrl(relative, ctx)
  if (!parsed.ok) return null
  return { path: formatSearchUrl(withPage(parsed.state, 1), ctx), title: searchTitle(parsed.state, site.config.labels.vehicleNoun) }
}

const signedOut = () => json(200, { signedIn: false, searches: [] })
const signedOutWrite = () => problem(401, 'Please sign in first.')
const list = async (payload: Payload, shopperId: number, status = 200) => json(status, { signedIn: true, searches: await loadSavedSearches(payload, shopperId) })

export const listSearches = (request: Request) =>
  forShopper(request, 'searches', { body: false, signedOut }, async (ctx, session) => list(ctx.payload, session.shopperId))

export const addSearch = (request: Request) =>
  forShopper(request, 'searches', { body: true, signedOut: signedOutWrite }, async (ctx, session, body) => {
    const parsed = saveSchema.safeParse(body)
    const search = parsed.success ? await describeSearch(ctx.site, parsed.data.path) : null
    if (!search) return problem(422, SEARCH_MESSAGES.notSearch, [{ path: 'path', message: SEARCH_MESSAGES.notSearch }])
    const saved = await loadSavedSearches(ctx.payload, session.shopperId)
    if (saved.some((s) => s.path === search.path)) return list(ctx.payload, session.shopperId)
    if (saved.length >= MAX_SAVED_SEARCHES) return problem(422, SEARCH_MESSAGES.tooMany, [{ path: 'path', message: SEARCH_MESSAGES.tooMany }])
    // A concurrent save of the same search loses to the unique (shopper, path) index: already saved.
    await ctx.payload
      .create({ collection: 'saved-searches', data: { site: ctx.site.id, shopper: session.shopperId, path: search.path, title: search.title }, overrideAccess: true, depth: 0 })
      .catch(async (error: unknown) => {
        if (!(await loadSavedSearches(ctx.payload, session.shopperId)).some((s) => s.path === search.path)) throw error
      })
    return list(ctx.payload, session.shopperId, 201)
  })

export const removeSearch = (request: Request) =>
  forShopper(request, 'searches', { body: true, signedOut: signedOutWrite }, async (ctx, session, body) => {
    const parsed = removeSchema.safeParse(body)
    if (!parsed.success) return problem(422, SEARCH_MESSAGES.notFound, [{ path: 'id', message: SEARCH_MESSAGES.notFound }])
    // Only the shopper's own: another shopper's id matches nothing, exactly like an unknown one.
    const { docs } = await ctx.payload.delete({ collection: 'saved-searches', where: { and: [{ id: { equals: parsed.data.id } }, { shopper: { equals: session.shopperId } }] }, overrideAccess: true, depth: 0 })
    if (!docs.length) return problem(404, SEARCH_MESSAGES.notFound, [{ path: 'id', message: SEARCH_MESSAGES.notFound }])
    return list(ctx.payload, session.shopperId)
  })
