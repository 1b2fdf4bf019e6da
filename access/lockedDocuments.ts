import type { Access, CollectionSlug, PayloadRequest, SanitizedConfig, Where } from 'payload'
import { isPlatformStaff, type RoleUser } from './roles'

/**
 * Payload's edit locks (`payload-locked-documents`, added by Payload itself with "any signed-in
 * user" access): a dealer editor could list, take and delete the locks of another site's documents,
 * and lock them so that their own editors' saves failed (423). Here a lock is anyone's business only
 * when they may change the locked document: platform staff always; anyone else for the documents
 * their own access lets them update (the multi-tenant plugin's site check included), and only as
 * themselves. Payload's own lock checks on save read the table directly and are unchanged.
 */
const LOCKS = 'payload-locked-documents' as CollectionSlug

type LockRef = { relationTo: string; value: number | string }
type LockDoc = { id: number | string; document?: LockRef | null; globalSlug?: string | null; user?: LockRef | null }

const idOf = (value: unknown): number | string | null => (typeof value === 'number' || typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? idOf((value as { id: unknown }).id) : null)

/** Whether the request's user may update that document, by its collection's own update access. */
async function mayUpdate(req: PayloadRequest, ref: LockRef | null | undefined): Promise<boolean> {
  const id = idOf(ref?.value)
  const collection = ref ? req.payload.collections[ref.relationTo as CollectionSlug] : undefined
  const access = collection?.config.access?.update
  if (!collection || !access || id === null) return false
  const verdict = await access({ req, id: id as number })
  if (verdict === true) return true
  if (!verdict) return false
  const { totalDocs } = await req.payload.count({ collection: collection.config.slug, where: { and: [{ id: { equals: id } }, verdict] }, overrideAccess: true, req })
  return totalDocs === 1
}

/** The ids of the locks this user may see: the table holds only documents open right now, so it is small. */
async function permittedLockIds(req: PayloadRequest): Promise<Array<number | string>> {
  const { docs } = await req.payload.find({ collection: LOCKS, depth: 0, limit: 1000, pagination: false, overrideAccess: true, req })
  const permitted: Array<number | string> = []
  for (const lock of docs as unknown as LockDoc[]) if (!lock.globalSlug && (await mayUpdate(req, lock.document))) permitted.push(lock.id)
  return permitted
}

const staffOr = (other: Access): Access => (args) => {
  const user = args.req.user as RoleUser | null
  if (!user) return false
  return isPlatformStaff(user) ? true : other(args)
}

/** Another user named as the lock's holder: a lock is taken only as oneself. */
const namesAnotherUser = (req: PayloadRequest, data: unknown): boolean => {
  const holder = (data as { user?: LockRef | number | string } | undefined)?.user
  if (holder === undefined || holder === null) return false
  const id = typeof holder === 'object' ? idOf(holder.value) : holder
  return String(id) !== String(req.user?.id)
}

const readable: Access = async ({ req }) => {
  const ids = await permittedLockIds(req)
  return ids.length ? ({ id: { in: ids } } satisfies Where) : ({ id: { equals: -1 } } satisfies Where)
}

/** One lock by id (its document checked, not every lock's), or every lock the user may see for a bulk change. */
const changeable: Access = async ({ req, id, data }) => {
  if (namesAnotherUser(req, data)) return false
  if (id === undefined) return readable({ req })
  const lock = (await req.payload.findByID({ collection: LOCKS, id, depth: 0, overrideAccess: true, disableErrors: true, req })) as unknown as LockDoc | null
  return Boolean(lock && !lock.globalSlug && (await mayUpdate(req, lock.document)))
}

export const lockedDocumentsAccess = {
  read: staffOr(readable),
  create: staffOr(async ({ req, data }) => !namesAnotherUser(req, data) && !(data as LockDoc | undefined)?.globalSlug && mayUpdate(req, (data as LockDoc | undefined)?.document)),
  update: staffOr(changeable),
  delete: staffOr(async ({ req, id }) => changeable({ req, id })),
}

/** Puts the access above on Payload's lock collection, which Payload adds while it builds the config. */
export function withSiteScopedLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS)
  if (!locks) throw new Error(`${LOCKS} is missing: Payload's document locks changed, review access/lockedDocuments.ts`)
  locks.access = { ...locks.access, ...lockedDocumentsAccess }
  return config
}
