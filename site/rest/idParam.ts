/**
 * Document ids in Payload REST paths (issue 16, finding 6: `/api/pages/abc` and
 * `/api/promos/1e400` reached PostgreSQL as ids of a serial column and came back as 500s). A path
 * segment in an id's place must be a whole number for collections with numeric ids; anything else
 * is a 404, as for an id that does not exist. Static endpoints (`/me`, `/login`, `/count`, a
 * collection's own endpoints) are told apart by the collection's sanitized endpoint list.
 */
import { urlProblem } from '../http/decodeParam'
import { isRecordIdText, MAX_RECORD_ID } from '../rules/recordId'

/** `unverifiable`: an auth collection without email verification, whose `/verify/:token` Payload still routes (and answered with a 500). */
export type IdRoutes = Map<string, { numericIds: boolean; staticSegments: Set<string>; unverifiable?: boolean }>

type EndpointLike = { path: string }
type CollectionLike = { slug: string; customIDType?: 'number' | 'text'; endpoints?: EndpointLike[] | false; auth?: boolean | { verify?: unknown } }

/** Per collection: whether ids are numbers and which first path segments are named endpoints. */
export function idRoutesOf(collections: CollectionLike[], defaultIDType: 'number' | 'text'): IdRoutes {
  return new Map(
    collections.map((c) => {
      const firsts = (c.endpoints || []).map((e) => e.path.split('/')[1] ?? '')
      // A collection whose own endpoint takes another key first (preferences' `/:key`) is left alone.
      const otherKey = firsts.some((s) => s.startsWith(':') && s.replace(/\?$/, '') !== ':id')
      const staticSegments = new Set(firsts.filter((s) => s !== '' && !s.startsWith(':')))
      const unverifiable = Boolean(c.auth) && !(typeof c.auth === 'object' && c.auth.verify)
      return [c.slug, { numericIds: !otherKey && (c.customIDType ?? defaultIDType) === 'number', staticSegments, unverifiable }]
    }),
  )
}

export type RestProblem = { status: number; message: string; path: string }

/** What is wrong with a REST request's path (null: nothing). `pathname` is still percent-encoded. */
export function restPathProblem(url: string, routes: IdRoutes): RestProblem | null {
  const bad = urlProblem(url)
  if (bad) return { status: 400, message: bad, path: 'url' }
  const segments = new URL(url).pathname.split('/').filter(Boolean) // ['api', slug, …]
  const route = routes.get(segments[1] ?? '')
  if (route?.unverifiable && segments[2] === 'verify') return { status: 404, message: `Not Found: ${segments[1]} accounts are not verified by email.`, path: 'url' }
  if (!route?.numericIds || segments.length < 3) return null
  const [, slug, first, second] = segments as [string, string, string, string | undefined]
  const id = first === 'versions' && second !== undefined ? second : route.staticSegments.has(first) ? null : first
  if (id === null || isRecordIdText(id)) return null
  return { status: 404, message: `Not Found: "${decodeURIComponent(id)}" is not an id of ${slug} (ids are whole numbers up to ${MAX_RECORD_ID}).`, path: 'id' }
}
