import { validateLayout } from '../../../blocks/validateLayout'

/** Saved layouts must match the block registry; the message names the block and field. */
export const validateLayoutField = (value: unknown): true | string => {
  const result = validateLayout(value)
  return result.ok ? true : result.errors.join('; ')
}
