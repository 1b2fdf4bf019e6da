import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'

export type Slide = {
  id: number
  name: string
  description: string | null
  url: string | null
  imageUrl: string | null
  imageAlt: string
  hideOverlay: boolean
}

type MediaLike = { url?: string | null; alt?: string | null } | number | null | undefined

const mediaOf = (image: MediaLike) => (image && typeof image === 'object' ? image : null)

/** The site's slider slides inside their schedule window, in position order. Cached per site for a minute. */
export function loadSlides(siteId: number): Promise<Slide[]> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'promos',
        where: { and: [{ site: { equals: siteId } }, { kind: { equals: 'slide' } }] },
        sort: ['position', 'name'],
        limit: 20,
        depth: 1,
        overrideAccess: false, // visitor's eyes: only promos inside their schedule window
      })
      return docs.map((p) => {
        const media = mediaOf(p.image as MediaLike)
        return {
          id: p.id,
          name: p.name,
          description: p.description ?? null,
          url: p.url ?? null,
          imageUrl: media?.url ?? p.imageUrl ?? null,
          imageAlt: media?.alt ?? '',
          hideOverlay: Boolean(p.hideOverlay),
        }
      })
    },
    ['slides', String(siteId)],
    { tags: [tags.site(siteId)], revalidate: 60 },
  )()
}
