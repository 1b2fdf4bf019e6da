import { ValidationError, type CollectionBeforeChangeHook, type FieldHook } from 'payload'
import { migrateLayout } from '../../../blocks/layoutVersion'
import { validateLayout } from '../../../blocks/validateLayout'
import { hasUnsafeScheme, LINK_MESSAGES } from '../../../site/rules/safeLink'

/** Saved layouts are stored at the current schema version (a client may send an older one); one that cannot be migrated is left for validation to refuse. */
export const migrateLayoutField: FieldHook = ({ value }) => {
  if (value === undefined || value === null) return value
  const migrated = migrateLayout(value)
  return migrated.ok ? migrated.layout : value
}

/** Saved layouts must match the block registry; the message names the block and field. */
export const validateLayoutField = (value: unknown): true | string => {
  const result = validateLayout(value)
  return result.ok ? true : result.errors.join('; ')
}

/** A block prop that holds an address (`href`, `ctaHref`, `buttonHref`, `url`, `imageUrl`, `link`…). */
const LINK_KEY = /(href|url|link)$/i

/** The layout's links with a forbidden scheme (a `javascript:` button, say), as `key: value`, at any depth of its blocks and slots. */
export function layoutUnsafeLinks(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return LINK_KEY.test(key) && hasUnsafeScheme(value) ? [`${key}: ${JSON.stringify(value)}`] : []
  if (Array.isArray(value)) return value.flatMap((item) => layoutUnsafeLinks(item, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => layoutUnsafeLinks(item, name))
  return []
}

/**
 * Payload does not validate draft saves (autosave keeps half-made pages), so a draft's layout could
 * hold a `javascript:` link that its preview then shows to whoever opens it (issue 48, finding 18).
 * Forbidden schemes are refused on every save, draft or not; an unfinished address and the rest of
 * the layout's checks wait for publish.
 */
export const linksOnDrafts: CollectionBeforeChangeHook = ({ data, req }) => {
  const unsafe = data.layout === undefined ? [] : layoutUnsafeLinks(data.layout)
  if (unsafe.length > 0) throw new ValidationError({ collection: 'pages', errors: [{ path: 'layout', message: `${LINK_MESSAGES.link} (${unsafe.join('; ')})` }] }, req.t)
  return data
}
