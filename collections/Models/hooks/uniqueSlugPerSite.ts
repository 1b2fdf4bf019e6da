import type { TextFieldSingleValidation } from 'payload'
import { unusedInSite } from '../../unusedInSite'

/** Model slugs address `/models/{slug}` and `/{slug}/accessories`: lowercase words, unique within one site. */
export const uniqueSlugPerSite: TextFieldSingleValidation = async (value, { req, data, id }) => {
  if (value === null || value === undefined || value === '') return 'This field is required.'
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return 'A slug uses lowercase letters and digits separated by single "-", e.g. cx-5.'
  return (await unusedInSite({ collection: 'models', field: 'slug', value, data, id, req })) ? true : `Another model of this site already uses the slug ${value}.`
}
