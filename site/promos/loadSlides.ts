import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { findPromos, promoBase, type PromoBase } from './findPromos'

export type Slide = PromoBase & { hideOverlay: boolean }

/** The site's slider slides inside their schedule window, in position order. Cached per site for a minute. */
export function loadSlides(siteId: number): Promise<Slide[]> {
  return cached(
    async () => (await findPromos(siteId, 'slide', 20)).map((p) => ({ ...promoBase(p), hideOverlay: Boolean(p.hideOverlay) })),
    ['slides', String(siteId)],
    { tags: [tags.site(siteId)], revalidate: 60 },
  )()
}
