import type { CollectionConfig } from 'payload'
import { anyone, siteMembers } from '../../access/predicates'
import { tags } from '../../site/cache/tags'
import { uploadDir } from '../../site/media/storage'
import { offerRelatedSync } from '../catalogueSearchSync'
import { relationId, revalidateBy } from '../revalidateHooks'

const revalidate = revalidateBy((doc) => {
  const site = relationId(doc.site)
  return site === null ? [] : [tags.media(site)]
})
const offersSync = offerRelatedSync('media')

/** Uploads per site (slides, logos, location images), resized by sharp. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: siteMembers, update: siteMembers, delete: siteMembers },
  hooks: { afterChange: [revalidate.afterChange, offersSync.afterChange], afterDelete: [revalidate.afterDelete] },
  upload: {
    // Local disk unless S3_* settings are given (site/media/storage.ts, payload.config.ts plugins).
    staticDir: uploadDir(),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 600, height: 400, position: 'centre' },
      { name: 'hero', width: 1600 },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
