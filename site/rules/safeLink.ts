/**
 * Which addresses an editor may save in a link (issue 16, finding 9: a promo's url accepted
 * `javascript:alert(9)`). One rule for every URL field of every collection, global and block:
 * a site path (`/finance`), a full http(s) address, and for links also `mailto:` and `tel:`.
 * Control characters are refused outright: browsers drop tabs and newlines inside a scheme, so
 * `java\tscript:` would otherwise slip past a prefix check.
 */
export type LinkKind = 'link' | 'page'

const CONTROL = /[\u0000-\u001f\u007f]/
const PAGE = /^(\/(?![/\\])|https?:\/\/[^\s/?#\\]+)/i
const CONTACT = /^(mailto:\S|tel:\+?[\d\s()-]+$)/i

export const LINK_MESSAGES: Record<LinkKind, string> = {
  link: 'Use a path starting with /, a full http(s) URL, mailto: or tel:',
  page: 'Use a path starting with / or a full http(s) URL',
}

/** Whether `value` is a safe address of the given kind (`link`: also mailto: and tel:). */
export function isSafeLink(value: string, kind: LinkKind = 'link'): boolean {
  if (CONTROL.test(value) || value !== value.trim()) return false
  return PAGE.test(value) || (kind === 'link' && CONTACT.test(value))
}

/** A placeholder such as `{slug}`: only the location path (`navigation.paths.location`) has one filled in. */
const PLACEHOLDER = /\{[^{}]*\}/

export const PLACEHOLDER_MESSAGE = 'A placeholder such as {slug} is filled in only in the location path (navigation.paths.location); here it would link to a page that does not exist. Use the page’s own path'

/** Whether a link names a placeholder (`/locations/{slug}`) that nothing fills in: it would go to /locations/%7Bslug%7D. */
export const hasPlaceholder = (value: string): boolean => PLACEHOLDER.test(value)

/** The message for an unsafe address or one with a placeholder, or null (empty values are the caller's `required` concern). */
export function linkProblem(value: string | null | undefined, kind: LinkKind = 'link'): string | null {
  if (value == null || value === '') return null
  if (!isSafeLink(value, kind)) return LINK_MESSAGES[kind]
  return hasPlaceholder(value) ? PLACEHOLDER_MESSAGE : null
}

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/**
 * Whether `value` names a scheme a link must never have (`javascript:`, `data:`, `vbscript:`…), read
 * as a browser reads it: surrounding spaces and control characters dropped, tabs and new lines inside
 * removed. Unlike isSafeLink it lets an unfinished address pass (`ht`, `www.dealer`): a draft is
 * saved as the editor types, and the full check waits for publish (issue 48, finding 18).
 */
export function hasUnsafeScheme(value: string): boolean {
  const read = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1]?.toLowerCase()
  return scheme !== undefined && !ALLOWED_SCHEMES.has(scheme)
}
