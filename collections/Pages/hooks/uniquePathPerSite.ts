import { ValidationError, type CollectionBeforeChangeHook, type TextFieldSingleValidation } from 'payload'
import { unusedInSite } from '../../unusedInSite'

const PATH_MESSAGE = 'A path starts with "/" and uses lowercase letters, digits, "-" and "/", with no "//" and no "/" at the end.'

/** No empty segment: "//x" would be another host to a browser (a redirect to the page would leave the site). */
const isPagePath = (value: string) => /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(value)

/** Paths start with "/" and are unique within one site. */
export const uniquePathPerSite: TextFieldSingleValidation = async (value, { req, data, id }) => {
  if (value === null || value === undefined || value === '') return true
  if (!isPagePath(value)) return PATH_MESSAGE
  return (await unusedInSite({ collection: 'pages', field: 'path', value, data, id, req })) ? true : `Another page of this site already uses the path ${value}.`
}

/**
 * The path's form on every save, drafts included: Payload skips field validation for a draft, and
 * a draft's path is where its preview link sends the browser. (Unique only once published.)
 */
export const pathFormOnDrafts: CollectionBeforeChangeHook = ({ data, req }) => {
  const path: unknown = data.path
  if (typeof path === 'string' && path !== '' && !isPagePath(path)) throw new ValidationError({ collection: 'pages', errors: [{ path: 'path', message: PATH_MESSAGE }] }, req.t)
  return data
}
