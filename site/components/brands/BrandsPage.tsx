import { Link } from '../Link'
import { BrandLogo } from '../BrandLogo'
import { plural } from '../../rules/copy'
import type { BrandDirectory, BrandEntry } from '../../rules/brandDirectory'
import { SITE_PAGE_LABELS } from '../../rules/sitePages'
import type { SiteView } from '../../tenancy/siteView'

const button = 'inline-block rounded border border-brand-dark px-3 py-1.5 text-sm font-semibold text-brand-dark hover:bg-brand-dark hover:text-white'

function stockText(entry: BrandEntry, noun: string): string {
  return entry.inStock > 0 ? `${entry.inStock} ${entry.inStock === 1 ? noun : plural(noun)} in stock` : `No ${plural(noun)} in stock right now`
}

function BrandCard({ entry, noun, showStock }: { entry: BrandEntry; noun: string; showStock: boolean }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 p-4" data-testid="brand-card">
      <div className="flex items-center gap-3">
        <BrandLogo mark={entry.mark} size="md" />
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold">{entry.name}</h3>
          {showStock ? <p className="text-sm text-slate-700">{stockText(entry, noun)}</p> : null}
        </div>
      </div>
      {entry.locations.length ? (
        <p className="text-sm text-slate-800">
          At {entry.locations.map((l, i) => <span key={l.path}>{i ? ', ' : ''}<Link className="underline" href={l.path}>{l.name}</Link></span>)}
        </p>
      ) : null}
      <p className="mt-auto flex flex-wrap gap-2">
        {entry.stockPath ? <Link className={button} href={entry.stockPath}>View {entry.name} stock</Link> : null}
        {entry.pagePath ? <Link className={button} href={entry.pagePath}>About {entry.name}</Link> : null}
      </p>
    </article>
  )
}

function BrandSection({ id, heading, intro, entries, noun, showStock = true }: { id: string; heading: string; intro: string; entries: BrandEntry[]; noun: string; showStock?: boolean }) {
  if (entries.length === 0) return null
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">{heading}</h2>
      <p className="mt-1 text-slate-700">{intro}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => <li key={entry.name}><BrandCard entry={entry} noun={noun} showStock={showStock} /></li>)}
      </ul>
    </section>
  )
}

/** /brands (INV §2 Routes "Informational pages"): the site's franchises, its own brands, then the other makes in stock. */
export function BrandsPage({ site, directory }: { site: SiteView; directory: BrandDirectory }) {
  const noun = site.config.labels.vehicleNoun
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{SITE_PAGE_LABELS.brands}</h1>
      <p className="mt-2 text-slate-700">The brands {site.name} sells and services, and every make in stock now.</p>
      <BrandSection id="franchises" heading="Brands we represent" intro="New vehicles, genuine service and parts from our locations." entries={directory.franchises} noun={noun} />
      <BrandSection id="own-brands" heading="Our own brands" intro="Brands of our group." entries={directory.ownBrands} noun={noun} showStock={false} />
      <BrandSection id="other-makes" heading={directory.franchises.length ? 'More makes in stock' : 'Makes in stock'} intro={`Quality ${plural(noun)} of every make, most in stock first.`} entries={directory.otherMakes} noun={noun} />
    </main>
  )
}
