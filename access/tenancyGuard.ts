import { ValidationError, type CollectionBeforeOperationHook, type CollectionSlug, type PayloadRequest } from 'payload'
import { dealershipIdsOf } from './dealershipScope'
import { isPlatformStaff } from './roles'
import { userOf } from './predicates'

type Data = Record<string, unknown>

/** What a guarded write is about: the collection, the stored document's id (none on create or bulk update). */
type Target = { collection: CollectionSlug; id?: number | string }

/**
 * A field that decides which tenant a document belongs to. `idsIn` reads the submitted value
 * (undefined when the write leaves the field alone); `allows` decides whether this user may give it.
 */
export type TenancyField = {
  path: string
  message: string
  idsIn: (data: Data) => number[] | undefined
  allows: (req: PayloadRequest, ids: number[], target: Target) => Promise<boolean>
}

const idOf = (ref: unknown): number | null => {
  const raw = ref && typeof ref === 'object' ? (ref as { id?: unknown }).id : ref
  if (raw === null || raw === undefined || raw === '') return null
  const id = Number(raw)
  return Number.isFinite(id) ? id : NaN
}

/** Ids of a relationship value (one or many); an unparsable id stays NaN so no scope can contain it. */
const relationIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map(idOf).filter((id): id is number => id !== null)

/** A single or hasMany relationship field read straight from the submitted data. */
const relationField = (name: string) => (data: Data) => (name in data ? relationIds(data[name]) : undefined)

/** The relationship inside each row of an array field (users' `sites[].site`). */
const arrayRowField = (array: string, row: string) => (data: Data) =>
  array in data ? (Array.isArray(data[array]) ? data[array] : []).flatMap((r: unknown) => relationIds((r as Data | null)?.[row])) : undefined

const ownDealerships = async (req: PayloadRequest, ids: number[]) => {
  const own = await dealershipIdsOf(req)
  return ids.every((id) => own.includes(id))
}

const ownLocations = async (req: PayloadRequest, ids: number[]) => {
  if (ids.length === 0) return true
  if (ids.some((id) => !Number.isFinite(id))) return false
  // System read: only the dealership of the submitted locations is used, to compare with the user's own.
  const { docs } = await req.payload.find({ collection: 'locations', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: true, req, select: { dealership: true } })
  return docs.length === new Set(ids).size && (await ownDealerships(req, docs.map((doc) => idOf(doc.dealership) ?? NaN)))
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id))

/**
 * For fields only platform staff assign: a dealer user may send them back unchanged (the admin form
 * does), never different. The stored value is read with the user's own read access, so a document
 * they cannot see is left to the operation's access check (no answer reveals its value).
 */
const unchangedFor = (idsIn: TenancyField['idsIn']) => async (req: PayloadRequest, ids: number[], target: Target) => {
  if (target.id === undefined) return ids.length === 0
  const stored = await req.payload.findByID({ collection: target.collection, id: target.id, depth: 0, overrideAccess: false, req, disableErrors: true })
  return stored === null || sameSet(ids, idsIn(stored as unknown as Data) ?? [])
}

export const tenancyFields = {
  dealership: { path: 'dealership', message: 'Choose one of your own dealerships.', idsIn: relationField('dealership'), allows: ownDealerships },
  location: { path: 'location', message: 'Choose a location of one of your own dealerships.', idsIn: relationField('location'), allows: ownLocations },
  siteDealerships: { path: 'dealerships', message: "Only platform staff change a site's dealerships.", idsIn: relationField('dealerships'), allows: unchangedFor(relationField('dealerships')) },
  userSites: { path: 'sites', message: "Only platform staff change a user's sites.", idsIn: arrayRowField('sites', 'site'), allows: unchangedFor(arrayRowField('sites', 'site')) },
} satisfies Record<string, TenancyField>

/**
 * Checks the NEW value of every tenancy field on create and update, whatever the API (REST,
 * GraphQL, Local API with `overrideAccess: false`): update access only sees the stored document,
 * so without this a record could be moved into another tenant. Platform staff, `overrideAccess`
 * writes and userless Local API writes (seed, importer) are exempt; anonymous calls are left to the
 * operation's access check. Runs before Payload's field access strips fields, so it sees what was sent.
 */
export const guardTenancy =
  (fields: TenancyField[]): CollectionBeforeOperationHook =>
  async ({ args, collection, operation, overrideAccess, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    if (overrideAccess || !req.user || isPlatformStaff(userOf(req))) return args
    const data = (args as { data?: unknown }).data
    if (!data || typeof data !== 'object') return args
    const id = (args as { id?: number | string }).id
    const target: Target = { collection: collection.slug as CollectionSlug, id }
    const errors = []
    for (const field of fields) {
      const ids = field.idsIn(data as Data)
      if (ids !== undefined && !(await field.allows(req, ids, target))) errors.push({ path: field.path, message: field.message })
    }
    if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req }, req.t)
    return args
  }
