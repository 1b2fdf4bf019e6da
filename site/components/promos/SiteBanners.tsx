import { liveBanners } from '../../rules/banners'
import type { SiteView } from '../../tenancy/siteView'
import { loadPromoNodes } from '../../promos/loadPromoNodes'

/**
 * Dated site-wide banners (FIN §2.9 "Stocktake banner valid 2025-07-01 to 2025-07-24";
 * `promos.banners`, Promos of kind `banner` and the site brand's own banners), each only inside its
 * window (site/rules/banners.ts). Nothing when none is live.
 */
export async function SiteBanners({ site, now = new Date() }: { site: SiteView; now?: Date }) {
  const records = await loadPromoNodes(site.id, 'banner')
  const live = liveBanners(site.config.promos.banners, records, now, site.brand?.banners ?? [])
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
