import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'

export type MediaImage = { url: string; width: number; height: number; alt: string }

/** One of the site's own uploads with its intrinsic size, or null when it is not this site's. Cached per site for a minute. */
export function loadMediaImage(siteId: number, mediaId: number): Promise<MediaImage | null> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      // System read narrowed to the rendering site: media is public, but another site's upload must not show here.
      const { docs } = await payload.find({ collection: 'media', where: { and: [{ id: { equals: mediaId } }, { site: { equals: siteId } }] }, depth: 0, limit: 1, overrideAccess: true })
      const doc = docs[0]
      if (!doc?.url || !doc.width || !doc.height) return null
      return { url: doc.url, width: doc.width, height: doc.height, alt: doc.alt ?? '' }
    },
    ['media-image', String(siteId), String(mediaId)],
    { tags: [tags.media(siteId)], revalidate: 60 },
  )()
}
