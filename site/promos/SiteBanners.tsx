import { visiblePromoNodes } from '../rules/promoNodes'
import type { SiteView } from '../tenancy/siteView'
import { loadPromoNodes } from './loadPromoNodes'

type Banner = { key: string; name: string; description: string | null; url: string | null }

/**
 * Dated site-wide banners (FIN §2.9 "Stocktake banner valid 2025-07-01 to 2025-07-24";
 * `promos.banners` and Promos of kind `banner`), each shown only inside its window (both ends
 * inclusive, whole days in the site's time zone: the promoNodes rule). Nothing when none is live.
 */
export async function SiteBanners({ site, now = new Date() }: { site: SiteView; now?: Date }) {
  const records = await loadPromoNodes(site.id, 'banner')
  const candidates = [
    ...site.config.promos.banners.map((b, i) => ({ start: b.start, expiry: b.expiry, node: { key: `setting-${i}`, name: b.name, description: null, url: null } satisfies Banner })),
    ...records.map((p) => ({ start: p.start, expiry: p.expiry, position: p.position, node: { key: `promo-${p.id}`, name: p.name, description: p.description, url: p.url } satisfies Banner })),
  ]
  const live = visiblePromoNodes(candidates, { now, carTypeFilter: [], shuffle: false, random: Math.random }).map((n) => n.node)
  if (live.length === 0) return null
  return (
    <aside aria-label="Notices" className="bg-amber-100 text-slate-900" data-testid="site-banners">
      <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-2 text-center">
        {live.map((b) => (
          <li key={b.key} data-testid="site-banner">
            <strong>{b.name}</strong>
            {b.description ? <span>: {b.description}</span> : null}
            {b.url ? <> <a className="font-semibold underline" href={b.url}>Find out more<span className="sr-only"> about {b.name}</span></a></> : null}
          </li>
        ))}
      </ul>
    </aside>
  )
}
