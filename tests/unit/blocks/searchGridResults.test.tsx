/**
 * The result grid of the search page, server-rendered inside InstantSearch from a first page of
 * hits: the default grid (centred under 3 hits), the carousel layout of `search.layout`, and the
 * promo cards, which come from Promos records through the promoNodes rule (INV §2, §5).
 */
import algoliasearchHelper from 'algoliasearch-helper'
import { renderToStaticMarkup } from 'react-dom/server'
import { InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch'
import { describe, expect, it } from 'vitest'
import { NavigationProvider, SettingsProvider, type GridSettings } from '../../../blocks/SearchGrid/parts/navigation'
import { ResultsGrid } from '../../../blocks/SearchGrid/parts/ResultsGrid'
import { helperParameters, MAIN_INDEX } from '../../../blocks/SearchGrid/uiState'
import { defaultSiteConfig } from '../../../site/config/siteConfig'
import type { PromoCardView } from '../../../site/promos/loadPromoNodes'
import { emptySearchState, type SearchRouteContext } from '../../../site/rules/searchUrl'

const route: SearchRouteContext = { makes: [], models: [], locations: [], dealerships: [], bodies: [], usedCarRoutes: false }
const hit = (i: number) => ({ objectID: String(i), slug: `car-${i}`, year: 2022, make: 'Mazda', model: 'CX-5', status: 'in_stock', car_type: 'used', price: 30000 + i, primary_image_url: null })

const client = (n: number) => ({
  search: async (queries: ReadonlyArray<{ indexName: string }>) => ({
    results: queries.map((q) => ({ hits: Array.from({ length: n }, (_, i) => hit(i + 1)), nbHits: n, page: 0, nbPages: 1, hitsPerPage: 21, facets: {}, exhaustiveFacetsCount: true, processingTimeMS: 1, query: '', params: '', index: q.indexName })),
  }),
})

async function render(n: number, layout: GridSettings['layout'], extra: Partial<GridSettings> = {}): Promise<string> {
  const parameters = helperParameters(emptySearchState(), ['slug'])
  const { content } = await algoliasearchHelper(client(n) as never, parameters.index, parameters).searchOnce({})
  const config = defaultSiteConfig
  const settings = {
    route,
    layout,
    card: { vehicleCard: config.vehicleCard, labels: config.labels, certifiedPrograms: config.certifiedPrograms, finance: config.finance, vehiclePage: config.vehiclePage, checkout: config.checkout, search: { truckBodyMapsTo: config.search.truckBodyMapsTo } },
    now: '2026-11-23T00:00:00.000Z',
    mode: 'search',
    promoCardPositions: [],
    promos: [],
    shufflePromos: false,
    collapseSold: false,
    ...extra,
  } as unknown as GridSettings
  return renderToStaticMarkup(
    <InstantSearchSSRProvider initialResults={{ [MAIN_INDEX]: { state: parameters, results: content._rawResults } } as never}>
      <InstantSearch searchClient={client(n) as never} indexName={MAIN_INDEX}>
        <SettingsProvider value={settings}>
          <NavigationProvider>
            <ResultsGrid />
          </NavigationProvider>
        </SettingsProvider>
      </InstantSearch>
    </InstantSearchSSRProvider>,
  )
}

const listTag = (html: string) => /^<ul[^>]*>/.exec(html)?.[0] ?? ''
const cells = (html: string) => html.match(/<li[ >]/g)?.length ?? 0

describe('SearchGrid results layout', () => {
  it('lays the cards out as a grid by default, centred under 3 hits', async () => {
    const five = await render(5, 'grid')
    expect(listTag(five)).toBe('<ul class="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ">')
    expect(cells(five)).toBeGreaterThanOrEqual(5)
    expect(listTag(await render(2, 'grid'))).toContain('justify-center sm:grid-cols-[repeat(auto-fit,minmax(0,380px))]')
    expect(listTag(await render(3, 'grid'))).not.toContain('justify-center')
  })

  it('in carousel mode puts the same cards in one keyboard-scrollable, snapping row', async () => {
    const html = await render(5, 'carousel')
    const ul = listTag(html)
    expect(ul).toContain('flex snap-x snap-mandatory gap-4 overflow-x-auto')
    expect(ul).toContain('tabindex="0"')
    expect(ul).toContain('aria-label="Results, scroll sideways for more"')
    expect(ul).not.toContain('grid')
    expect(html.match(/<li class="w-\[85%\] shrink-0 snap-start[^"]*">/g)).toHaveLength(5)
    expect(html.replace(/<ul[^>]*>/, '').replace(/<li[^>]*>/g, '<li>')).toBe((await render(5, 'grid')).replace(/<ul[^>]*>/, '').replace(/<li[^>]*>/g, '<li>'))
    expect(listTag(await render(2, 'carousel'))).toContain('justify-center-safe') // centred, yet a row wider than a phone still scrolls from its first card
  })
})

const promo = (id: number, over: Partial<PromoCardView> = {}): PromoCardView => ({
  id, name: `Promo ${id}`, description: `About promo ${id}`, url: `/promo-${id}`, imageUrl: null, imageAlt: '',
  start: null, expiry: null, position: null, display: [], strictDisplay: false, ...over,
})
const promoNames = (html: string) => [...html.matchAll(/<h3 class="text-2xl font-bold">([^<]*)<\/h3>/g)].map((m) => m[1])

describe('SearchGrid promo cards from Promos records', () => {
  it('fills the configured cells with live promos, positioned ones first, each linking to its url', async () => {
    const html = await render(6, 'grid', { promoCardPositions: [2, 5], promos: [promo(1), promo(2, { position: 1 })] })
    expect(promoNames(html)).toEqual(['Promo 2', 'Promo 1'])
    expect(html).toContain('href="/promo-2"')
    const order = [...html.matchAll(/<li>(<div class="flex h-full flex-col justify-center)?/g)].map((m) => (m[1] ? 'P' : 'C'))
    expect(order).toEqual(['C', 'P', 'C', 'C', 'P', 'C', 'C', 'C'])
  })

  it('shows no promo card at all when no promo is live, and none outside its window', async () => {
    expect(await render(6, 'grid', { promoCardPositions: [2, 5], promos: [] })).not.toContain('data-testid="promo-card"')
    const windowed = [promo(1, { expiry: '2026-11-22' }), promo(2, { start: '2026-11-24' }), promo(3, { start: '2026-11-01', expiry: '2026-11-23' })]
    expect(promoNames(await render(6, 'grid', { promoCardPositions: [2], promos: windowed }))).toEqual(['Promo 3'])
  })

  it('filters by car type with display and strictDisplay (no car_type filter means every type)', async () => {
    const promos = [promo(1, { display: ['new'] }), promo(2, { display: ['new'], strictDisplay: true }), promo(3, { display: ['new', 'used', 'demo'], strictDisplay: true })]
    expect(promoNames(await render(9, 'grid', { promoCardPositions: [2, 4, 6], promos }))).toEqual(['Promo 1', 'Promo 3', 'Promo 1'])
  })

  it('a promo without a url is a card without a link', async () => {
    const html = await render(3, 'grid', { promoCardPositions: [1], promos: [promo(1, { url: null })] })
    expect(promoNames(html)).toEqual(['Promo 1'])
    expect(html).not.toContain('Find out more')
  })
})
