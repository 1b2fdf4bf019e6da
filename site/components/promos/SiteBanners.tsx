import { liveBanners } from '../../rules/banners'
import { fillHours, HOURS_TOKEN, hoursSummary } from '../../rules/openNow'
import { loadLocationCards } from '../../locations/loadLocationCards'
import type { SiteView } from '../../tenancy/siteView'
import { loadPromoNodes } from '../../promos/loadPromoNodes'

/**
 * Dated site-wide banners (FIN §2.9 "Stocktake banner valid 2025-07-01 to 2025-07-24";
 * `promos.banners`, Promos of kind `banner` and the site brand's own banners), each only inside its
 * window (site/rules/banners.ts); a banner's `{hours}` is filled from the locations' own hours. Nothing
 * when none is live.
 */
export async function SiteBanners({ site, now = new Date() }: { site: SiteView; now?: Date }) {
  const records = await loadPromoNodes(site.id, 'banner')
  const live = liveBanners(site.config.promos.banners, records, now, site.brand?.banners ?? [])
  if (live.length === 0) return null
  // `{hours}` reads the sales locations' own hours, the rule each location card shows (site/rules/openNow.ts).
  const sales = live.some((b) => b.description?.includes(HOURS_TOKEN))
    ? (await loadLocationCards(site)).filter((l) => l.type === 'sales').map((l) => ({ name: l.name, state: l.address.state, openingHours: l.openingHours, specialHours: l.specialHours }))
    : []
  return (
    <aside aria-label="Notices" className="bg-amber-100 text-slate-900" data-testid="site-banners">
      <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-2 text-center">
        {live.map((b) => (
          <li key={b.key} data-testid="site-banner">
            <strong>{b.name}</strong>
            {b.description ? <span>: {fillHours(b.description, () => hoursSummary(sales, now))}</span> : null}
            {b.url ? <> <a className="font-semibold underline" href={b.url}>Find out more<span className="sr-only"> about {b.name}</span></a></> : null}
          </li>
        ))}
      </ul>
    </aside>
  )
}
