import type { Promo } from '../../payload-types'
import { getPayloadClient } from '../payload'

/** What every promo shows, whatever its kind: name, text, link and image. */
export type PromoBase = { id: number; name: string; description: string | null; url: string | null; imageUrl: string | null; imageAlt: string }

type MediaLike = { url?: string | null; alt?: string | null } | number | null | undefined
const mediaOf = (image: MediaLike) => (image && typeof image === 'object' ? image : null)

/** A site's promos of one kind inside their schedule window (visitor's eyes), in position order. */
export async function findPromos(siteId: number, kind: Promo['kind'], limit: number): Promise<Promo[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'promos',
    where: { and: [{ site: { equals: siteId } }, { kind: { equals: kind } }] },
    sort: ['position', 'name'],
    limit,
    depth: 1,
    overrideAccess: false, // visitor's eyes: only promos inside their schedule window
  })
  return docs
}

export function promoBase(p: Promo): PromoBase {
  const media = mediaOf(p.image as MediaLike)
  return { id: p.id, name: p.name, description: p.description ?? null, url: p.url ?? null, imageUrl: media?.url ?? p.imageUrl ?? null, imageAlt: media?.alt ?? '' }
}
