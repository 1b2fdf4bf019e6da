import { Link } from '../Link'
import { plural } from '../../rules/copy'
import { loadModelCatalogue } from '../../catalogue/loadCatalogue'
import { ModelCards } from '../catalogue/ModelCards'
import { BrandLogo } from '../BrandLogo'
import { liveBanners } from '../../rules/banners'
import type { ResolvedBrandPage } from '../../rules/brands'
import { groupClaimLines } from '../../rules/groupLinks'
import { emptySearchState, formatSearchUrl, slugify, withRefinement } from '../../rules/searchUrl'
import { loadFacetCounts } from '../../search/facetCounts'
import type { SiteView } from '../../tenancy/siteView'
import { loadManufacturers, type SiteBrandDetail } from '../../brands/loadBrands'

type Props = { site: SiteView; page: ResolvedBrandPage; detail: SiteBrandDetail | null; now?: Date }

/** The make's stock: a link to its search route when the site has some in stock, else to all stock. */
async function StockLink({ site, make }: { site: SiteView; make: string }) {
  const counts = await loadFacetCounts(site)
  const count = counts.make[make] ?? 0
  const makes = Object.keys(counts.make).map((name) => ({ name, slug: slugify(name) }))
  const ctx = { makes, models: [], locations: [], dealerships: [], bodies: [], usedCarRoutes: site.config.search.usedCarRoutes }
  const className = 'inline-block rounded bg-brand-dark px-5 py-2.5 font-semibold text-white hover:opacity-90'
  return count > 0 ? (
    <Link href={formatSearchUrl(withRefinement(emptySearchState(), 'make', [make]), ctx)} className={className} data-testid="brand-stock-link">
      View {count} {make} {count === 1 ? site.config.labels.vehicleNoun : plural(site.config.labels.vehicleNoun)} in stock
    </Link>
  ) : (
    <p className="text-slate-800">
      No {make} {plural(site.config.labels.vehicleNoun)} in stock right now.{' '}
      <Link href={site.config.navigation.stockSearchPath} className="font-semibold text-brand-dark underline">Browse all our stock</Link>
    </p>
  )
}

/** The models of the make the site lists, with their logos; nothing when it lists none. */
async function BrandModels({ site, make }: { site: SiteView; make: string }) {
  const [{ cards }, manufacturers] = await Promise.all([loadModelCatalogue(site, null), loadManufacturers()])
  const mine = cards.filter((c) => c.manufacturer === make)
  if (mine.length === 0) return null
  return (
    <section aria-labelledby="brand-models" className="mt-10">
      <h2 id="brand-models" className="mb-4 text-2xl font-bold">{make} models</h2>
      <ModelCards cards={mine} manufacturers={manufacturers} headingLevel="h3" />
    </section>
  )
}

/**
 * /{brand}/overview on a group site (FIN §2.9, `brand.brandPages`): the brand's logo and summary,
 * its live banners, quick links and hours note (its brand record), its models and its stock (its
 * manufacturer), and for an own brand the group's claims.
 */
export async function BrandOverview({ site, page, detail, now = new Date() }: Props) {
  const banners = liveBanners([], detail?.banners ?? [], now)
  const make = page.manufacturer?.name ?? null
  const summary = detail?.tagline ?? (make ? `New and used ${make} ${plural(site.config.labels.vehicleNoun)}, service and parts at ${site.name}.` : null)
  const claims = page.kind === 'own' ? groupClaimLines(site.config.brand.groupClaims) : []
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10" data-testid="brand-overview">
      <div className="flex flex-wrap items-center gap-6">
        <BrandLogo mark={page.mark} size="lg" labelled />
        <div>
          <h1 className="text-3xl font-bold">{page.name}</h1>
          {summary ? <p className="mt-2 text-lg text-slate-800" data-testid="brand-summary">{summary}</p> : null}
        </div>
      </div>
      {banners.length ? (
        <ul aria-label={`${page.name} notices`} className="mt-6 space-y-2" data-testid="brand-banners">
          {banners.map((b) => (
            <li key={b.key} className="rounded bg-amber-100 px-4 py-3 text-slate-900">
              <strong>{b.name}</strong>
              {b.description ? <span>: {b.description}</span> : null}
              {b.url ? <> <Link className="font-semibold underline" href={b.url}>Find out more<span className="sr-only"> about {b.name}</span></Link></> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {claims.length ? <ul aria-label="Our group in numbers" className="mt-6 flex flex-wrap gap-6 text-lg font-semibold">{claims.map((c) => <li key={c}>{c}</li>)}</ul> : null}
      <div className="mt-8 flex flex-wrap items-start gap-8">
        {make ? <StockLink site={site} make={make} /> : null}
        {detail?.quickLinks.length ? (
          <nav aria-label={`${page.name} quick links`} data-testid="brand-quick-links">
            <ul className="flex flex-wrap gap-3">
              {detail.quickLinks.map((l) => (
                <li key={l.url}><Link href={l.url} className="inline-block rounded border border-brand-dark px-4 py-2 font-semibold text-brand-dark hover:bg-slate-50">{l.label}</Link></li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {detail?.hoursNote ? <p className="mt-6 rounded border-l-4 border-brand-dark bg-slate-50 px-4 py-3 text-slate-900" data-testid="brand-hours-note"><strong>Opening hours: </strong>{detail.hoursNote}</p> : null}
      {make ? <BrandModels site={site} make={make} /> : null}
    </main>
  )
}
