import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'

/** A results-grid promo card or a dated banner as the browser gets it (serialisable; the window is checked again at render). */
export type PromoCardView = {
  id: number
  name: string
  description: string | null
  url: string | null
  imageUrl: string | null
  imageAlt: string
  start: string | null
  expiry: string | null
  position: number | null
  display: string[]
  strictDisplay: boolean
}

type MediaLike = { url?: string | null; alt?: string | null } | number | null | undefined

const mediaOf = (image: MediaLike) => (image && typeof image === 'object' ? image : null)

/**
 * The site's promos of one kind (`node`: results-grid cards; `banner`: dated site banners) that are
 * inside their window now; the rule `visiblePromoNodes` checks the window again at render time and picks by car type.
 * Cached per site for a minute, so a window opens or closes within a minute.
 */
export function loadPromoNodes(siteId: number, kind: 'node' | 'banner'): Promise<PromoCardView[]> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'promos',
        where: { and: [{ site: { equals: siteId } }, { kind: { equals: kind } }] },
        sort: ['position', 'name'],
        limit: 50,
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
          start: p.start ?? null,
          expiry: p.expiry ?? null,
          position: p.position ?? null,
          display: (p.display ?? []) as string[],
          strictDisplay: Boolean(p.strictDisplay),
        }
      })
    },
    ['promo-nodes', kind, String(siteId)],
    { tags: [tags.site(siteId)], revalidate: 60 },
  )()
}
