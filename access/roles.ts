/** Role names and small predicates over the signed-in user. One concern per function. */
export const ROLES = ['platform-admin', 'platform-staff', 'dealer-admin', 'dealer-editor'] as const
export type Role = (typeof ROLES)[number]

type SiteRef = number | string | { id: number | string } | null | undefined
export type RoleUser = {
  id: number | string
  collection?: string
  role?: Role | string | null
  sites?: Array<{ site?: SiteRef }> | null
} | null | undefined

export const isPlatformAdmin = (user: RoleUser): boolean => user?.role === 'platform-admin'

/** Platform admins and platform staff see and manage every site. */
export const isPlatformStaff = (user: RoleUser): boolean =>
  user?.role === 'platform-admin' || user?.role === 'platform-staff'

export const isDealerAdmin = (user: RoleUser): boolean => user?.role === 'dealer-admin'

const idOf = (ref: SiteRef): number | null => {
  if (ref === null || ref === undefined) return null
  const raw = typeof ref === 'object' ? ref.id : ref
  const id = Number(raw)
  return Number.isFinite(id) ? id : null
}

/** The ids of the sites a dealer user belongs to (empty for anonymous visitors). */
export const siteIdsOf = (user: RoleUser): number[] =>
  (user?.sites ?? []).map((row) => idOf(row.site)).filter((id): id is number => id !== null)

/** Platform staff, or a member of the site: who may edit that site's pages. */
export const canEditSite = (user: RoleUser, siteId: number | null): boolean =>
  Boolean(user) && (isPlatformStaff(user) || (siteId !== null && siteIdsOf(user).includes(siteId)))
