import type { TextFieldSingleValidation } from 'payload'
import { unusedInSite } from '../../unusedInSite'

/** Paths start with "/" and are unique within one site. */
export const uniquePathPerSite: TextFieldSingleValidation = async (value, { req, data, id }) => {
  if (value === null || value === undefined || value === '') return true
  if (!/^\/[a-z0-9\-/]*$/.test(value)) return 'A path starts with "/" and uses lowercase letters, digits, "-" and "/".'
  return (await unusedInSite({ collection: 'pages', field: 'path', value, data, id, req })) ? true : `Another page of this site already uses the path ${value}.`
}
