import type { Validate } from 'payload'
import { relationId } from '../revalidateHooks'

/** A rating is a whole number of stars from 1 to 5 (FIN §3 Review summary). */
export const validateStars: Validate = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5 ? true : 'Give a whole number of stars from 1 to 5.'

/** A review or reply is not dated in the future (a day of slack for time zones). */
export const validatePastDate: Validate = (value: unknown, { required }) => {
  if (value === null || value === undefined || value === '') return required ? 'This field is required.' : true
  const time = new Date(String(value)).getTime()
  if (!Number.isFinite(time)) return 'Enter a valid date.'
  return time <= Date.now() + 24 * 60 * 60 * 1000 ? true : 'The date cannot be in the future.'
}

/** The location, when given, must be one of the review's dealership's locations. */
export const validateLocationOfDealership: Validate = async (value: unknown, { siblingData, req }) => {
  const location = relationId(value)
  if (location === null) return true
  const dealership = relationId((siblingData as Record<string, unknown>).dealership)
  // System read: only the location's dealership is compared; the tenancy guard checks the user may use it.
  const doc = await req.payload.findByID({ collection: 'locations', id: location, depth: 0, overrideAccess: true, req, disableErrors: true, select: { dealership: true } })
  if (!doc) return 'Choose an existing location.'
  return relationId(doc.dealership) === dealership ? true : "Choose a location of the review's dealership."
}
