import type { TextFieldSingleValidation } from 'payload'
import { relationId } from '../../revalidateHooks'

/** Paths start with "/" and are unique within one site. */
export const uniquePathPerSite: TextFieldSingleValidation = async (value, { req, data, id }) => {
  if (value === null || value === undefined || value === '') return true
  if (!/^\/[a-z0-9\-/]*$/.test(value)) return 'A path starts with "/" and uses lowercase letters, digits, "-" and "/".'
  const site = relationId((data as { site?: unknown }).site)
  if (site === null) return true
  // System read: uniqueness must consider pages the editor cannot see in this request.
  const { totalDocs } = await req.payload.count({
    collection: 'pages',
    overrideAccess: true,
    req,
    where: { and: [{ site: { equals: site } }, { path: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
  })
  return totalDocs === 0 ? true : `Another page of this site already uses the path ${value}.`
}
