import type { FieldHook } from 'payload'
import { migrateLayout } from '../../../blocks/layoutVersion'
import { validateLayout } from '../../../blocks/validateLayout'

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
