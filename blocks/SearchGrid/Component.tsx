import type { z } from 'zod'
import { loadManufacturers } from '../../site/brands/loadBrands'
import type { Manufacturer } from '../../site/rules/brands'
import { SORT_OPTIONS } from '../../site/rules/searchConstants'
import { loadPromoNodes, type PromoCardView } from '../../site/promos/loadPromoNodes'
import type { SiteView } from '../../site/tenancy/siteView'
import type { RenderContext } from '../types'
import type { searchGridSchema } from './config'
import { loadSearchGrid, type SearchGridData, type SearchLocation } from './loadSearchGrid'
import type { GridSettings } from './parts/navigation'
import { SearchGridIsland } from './SearchGrid.client'
import { garageEnabled } from '../../site/shoppers/garage'

type Props = z.output<typeof searchGridSchema> & { context: RenderContext; location?: SearchLocation }

function settingsOf(site: SiteView, props: Props, data: SearchGridData, promos: PromoCardView[], manufacturers: Manufacturer[]): GridSettings {
  const { config } = site
  return {
    route: data.route,
    card: { vehicleCard: config.vehicleCard, labels: config.labels, certifiedPrograms: config.certifiedPrograms, finance: config.finance, vehiclePage: config.vehiclePage, checkout: config.checkout, search: { truckBodyMapsTo: config.search.truckBodyMapsTo } },
    now: new Date().toISOString(),
    noun: config.labels.vehicleNoun,
    mode: props.mode,
    showBudget: props.showBudget,
    showRecentSearches: props.showRecentSearches,
    sortOptions: SORT_OPTIONS.filter((o) => config.search.sortOptions.includes(o.id)).map((o) => ({ value: o.index, label: o.label })),
    makeInitialCount: config.search.makeFilter.initialCount,
    manufacturers,
    layout: config.search.layout,
    promoCardPositions: config.search.promoCardPositions,
    promos,
    shufflePromos: config.promos.shuffleUnpositioned,
    collapseSold: config.search.collapseConsecutiveSold,
    scrollToTop: config.search.scrollToTopOnChange,
    emptyOffersRefreshPath: config.search.emptyOffersRefreshPath,
    resultCacheSize: config.search.resultCacheSize,
    garage: garageEnabled(site),
  }
}

/**
 * The search results grid (INV §2): the first page is server-rendered with its hits in the HTML,
 * then the island takes over. On a builder page (no location) it shows the default stock search.
 */
export async function SearchGrid(props: Props) {
  const [data, promos, manufacturers] = await Promise.all([loadSearchGrid(props.context.site, props.location ?? { segments: [], query: {} }), loadPromoNodes(props.context.site.id, 'node'), loadManufacturers()])
  if (!data) return null
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <SearchGridIsland settings={settingsOf(props.context.site, props, data, promos, manufacturers)} initialResults={data.initialResults} serverUrl={data.serverUrl} />
    </div>
  )
}
