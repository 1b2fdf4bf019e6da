import Link from 'next/link'
import type { SearchPageView } from '../search/loadSearchPage'
import type { SiteView } from '../tenancy/siteView'
import { VehicleCard } from './VehicleCard'

const SORTS = [
  { value: 'vehicles', label: 'Most relevant' },
  { value: 'vehicles_latest', label: 'Latest' },
  { value: 'vehicles_price_desc', label: 'Highest price' },
  { value: 'vehicles_price_asc', label: 'Lowest price' },
]
const SORT_KEY: Record<string, string> = { vehicles: 'relevance', vehicles_latest: 'latest', vehicles_price_desc: 'priceDesc', vehicles_price_asc: 'priceAsc' }

function FacetList({ title, links }: { title: string; links: SearchPageView['makes'] }) {
  if (!links.length) return null
  return (
    <nav aria-label={title} className="mb-6">
      <h2 className="mb-2 font-semibold">{title}</h2>
      <ul className="space-y-1">
        {links.map((l) => (
          <li key={l.label}>
            <Link href={l.href} aria-current={l.active ? 'page' : undefined} className={`flex justify-between rounded px-2 py-1 hover:bg-slate-100 ${l.active ? 'font-semibold' : ''}`}>
              <span>{l.label}</span>
              <span className="text-slate-600">{l.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Server-rendered results: works without JavaScript; the InstantSearch island builds on it. */
export function SearchResults({ view, site }: { view: SearchPageView; site: SiteView }) {
  const { result, state } = view
  const now = new Date()
  const sorts = SORTS.filter((s) => site.config.search.sortOptions.includes(SORT_KEY[s.value] as never))
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold md:text-3xl">{view.title}</h1>
      <p className="mt-1 text-slate-700" data-testid="result-count">{result.nbHits.toLocaleString('en-AU')} results</p>
      <form method="get" action={view.canonical.split('?')[0]} className="mt-4 flex flex-wrap gap-2" role="search">
        <label htmlFor="query" className="sr-only">Keyword search</label>
        <input id="query" name="query" defaultValue={state.query ?? ''} placeholder="Keyword search eg. EV, SUV, Toyota" className="min-w-0 flex-1 rounded border border-slate-400 px-3 py-2" />
        <label htmlFor="sortBy" className="sr-only">Sort by</label>
        <select id="sortBy" name="sortBy" defaultValue={view.index} className="rounded border border-slate-400 px-3 py-2">
          {sorts.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </select>
        <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">Search</button>
      </form>
      <div className="mt-6 grid gap-8 lg:grid-cols-[240px_1fr]">
        <aside>
          <FacetList title="Condition" links={view.carTypes} />
          <FacetList title="Make" links={view.makes} />
        </aside>
        <section aria-label="Results">
          {result.hits.length === 0 ? (
            <p className="rounded border border-slate-200 p-6 text-slate-700">No results found for your search at this time. Please try adjusting the filters for more results.</p>
          ) : (
            <ul className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${result.hits.length < 3 ? 'justify-center sm:grid-cols-[repeat(auto-fit,minmax(0,380px))]' : ''}`}>
              {result.hits.map((hit, i) => (
                <li key={hit.objectID}><VehicleCard car={hit} config={site.config} now={now} priority={i < 2} /></li>
              ))}
            </ul>
          )}
          <nav aria-label="Pagination" className="mt-8 flex items-center justify-between">
            {view.pageLinks.previous ? <Link rel="prev" href={view.pageLinks.previous} className="rounded border px-4 py-2">Previous</Link> : <span />}
            <span className="text-slate-700">Page {state.page} of {Math.max(result.nbPages, 1)}</span>
            {view.pageLinks.next ? <Link rel="next" href={view.pageLinks.next} className="rounded border px-4 py-2">Next</Link> : <span />}
          </nav>
        </section>
      </div>
    </main>
  )
}
