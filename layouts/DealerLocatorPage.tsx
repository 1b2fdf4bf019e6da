/**
 * /dealer-locator (INV §2 Routes "Informational pages"): the locations block's postcode finder over
 * every location (FIN §2.8), then every location by state with its departments, phone and page.
 */
import { LocationBlock } from '../blocks/LocationBlock/Component'
import { locationBlockSchema } from '../blocks/LocationBlock/config'
import { Link } from '../site/components/Link'
import { loadLocationCards, type LocationCard } from '../site/locations/loadLocationCards'
import { locationsByState, locatorSummary } from '../site/rules/dealerLocator'
import { locationPath } from '../site/rules/locationPath'
import { SITE_PAGE_LABELS } from '../site/rules/sitePages'
import type { SiteView } from '../site/tenancy/siteView'

const TYPE_LABELS: Record<LocationCard['type'], string> = { sales: 'Sales', service: 'Service', parts: 'Parts' }

function StateList({ site, locations }: { site: SiteView; locations: LocationCard[] }) {
  const pattern = site.config.navigation.paths.location
  return (
    <ul className="mt-3 grid gap-3 md:grid-cols-2">
      {locations.map((l) => (
        <li key={l.id} className="rounded border border-slate-200 p-4">
          <p className="font-semibold"><Link className="text-brand-dark underline" href={locationPath(pattern, l.slug)}>{l.name}</Link></p>
          <p className="text-sm text-slate-700">{TYPE_LABELS[l.type]}{l.manufacturers.length ? ` · ${l.manufacturers.join(', ')}` : ''}</p>
          <address className="mt-1 not-italic text-slate-800">{l.addressLine}</address>
          {l.phone ? <a className="mt-1 inline-block text-brand-dark underline" href={`tel:${l.phone.replace(/\s+/g, '')}`}>{l.phone}<span className="sr-only"> ({l.name})</span></a> : null}
        </li>
      ))}
    </ul>
  )
}

export async function DealerLocatorPage({ site }: { site: SiteView }) {
  const groups = locationsByState((await loadLocationCards(site)).map((l) => ({ ...l, state: l.address.state, city: l.address.city })))
  const finder = locationBlockSchema.parse({ heading: 'Find your nearest location', filter: 'all', layout: 'grid', finder: true })
  return (
    <main id="main">
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <h1 className="text-3xl font-bold">{SITE_PAGE_LABELS.dealerLocator}</h1>
        <p className="mt-2 text-slate-700" data-testid="locator-summary">{locatorSummary(groups)}. Enter your postcode to see the nearest first, or pick a location.</p>
      </div>
      <LocationBlock {...finder} context={{ site }} />
      <section className="mx-auto max-w-6xl px-4 pb-10" aria-labelledby="by-state">
        <h2 id="by-state" className="text-2xl font-bold">Locations by state</h2>
        {groups.map((group, i) => (
          <section key={group.state} className="mt-6" aria-labelledby={`state-${i}`} data-testid="locator-state">
            <h3 id={`state-${i}`} className="text-xl font-semibold">{group.state}</h3>
            <StateList site={site} locations={group.locations} />
          </section>
        ))}
      </section>
    </main>
  )
}
