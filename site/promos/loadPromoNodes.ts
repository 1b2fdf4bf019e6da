import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { findPromos, promoBase, type PromoBase } from './findPromos'

/** A results-grid promo card or a dated banner as the browser gets it (serialisable; the window is checked again at render). */
export type PromoCardView = PromoBase & {
  start: string | null
  expiry: string | null
  position: number | null
  display: string[]
  strictDisplay: boolean
}

/**
 * The site's promos of one kind (`node`: results-grid cards; `banner`: dated site banners) that are
 * inside their window now; the rule `visiblePromoNodes` checks the window again at render time and picks by car type.
 * Cached per site for a minute, so a window opens or closes within a minute.
 */
export function loadPromoNodes(siteId: number, kind: 'node' | 'banner'): Promise<PromoCardView[]> {
  return cached(
    async () =>
      (await findPromos(siteId, kind, 50)).map((p) => ({
        ...promoBase(p),
        start: p.start ?? null,
        expiry: p.expiry ?? null,
        position: p.position ?? null,
        display: (p.display ?? []) as string[],
        strictDisplay: Boolean(p.strictDisplay),
      })),
    ['promo-nodes', kind, String(siteId)],
    { tags: [tags.site(siteId)], revalidate: 60 },
  )()
}
