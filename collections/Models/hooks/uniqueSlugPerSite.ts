import type { TextFieldSingleValidation } from 'payload'
import { relationId } from '../../revalidateHooks'

/** Model slugs address `/models/{slug}` and `/{slug}/accessories`: lowercase words, unique within one site. */
export const uniqueSlugPerSite: TextFieldSingleValidation = async (value, { req, data, id }) => {
  if (value === null || value === undefined || value === '') return 'This field is required.'
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return 'A slug uses lowercase letters and digits separated by single "-", e.g. cx-5.'
  const site = relationId((data as { site?: unknown }).site)
  if (site === null) return true
  // System read: uniqueness must consider models the editor cannot see in this request.
  const { totalDocs } = await req.payload.count({
    collection: 'models',
    overrideAccess: true,
    req,
    where: { and: [{ site: { equals: site } }, { slug: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
  })
  return totalDocs === 0 ? true : `Another model of this site already uses the slug ${value}.`
}
