import type { CollectionBeforeValidateHook } from 'payload'

const slugify = (value: string): string =>
  value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')

/**
 * Derived fields: photo count from the images, a slug when the feed gives none, and the
 * sold timestamp the first time a car leaves stock (the sold window counts from it).
 */
export const deriveVehicleFields: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data }
  if (Array.isArray(merged.images)) data.photosCount = merged.images.length
  if (!merged.slug) {
    data.slug = slugify([merged.year, merged.make, merged.model, merged.badge, merged.stockNumber].filter(Boolean).join(' '))
  }
  if (!merged.name) data.name = [merged.year, merged.make, merged.model].filter(Boolean).join(' ')
  const isSold = merged.status === 'sold'
  if (isSold && !merged.soldAt) data.soldAt = new Date().toISOString()
  if (!isSold && merged.soldAt && originalDoc?.status === 'sold') data.soldAt = null
  return data
}
