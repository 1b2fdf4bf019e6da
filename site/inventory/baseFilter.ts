import type { SiteView } from '../tenancy/siteView'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The inventory a site lists (INV §9, FIN §9), backend-neutral: its dealerships' cars shown on
 * the dealer website, with enough photos, in stock or sold inside the window, minus the site's
 * exclusions. Compiled to a Payload Where (listedWhere) and to SQL (search/postgres).
 */
export type BaseFilter = {
  dealershipIds: number[]
  minPhotos: number
  soldSince: Date
  onlyInStock: boolean
  carTypes: string[] | null
  excludedStockNumbers: string[]
  excludedMakes: string[]
}

export function baseFilterOf(site: SiteView, now: Date): BaseFilter {
  const inventory = site.config.inventory
  return {
    dealershipIds: site.dealershipIds,
    minPhotos: inventory.minPhotos,
    soldSince: new Date(now.getTime() - inventory.includeSoldCarsDays * DAY_MS),
    onlyInStock: inventory.onlyInStock,
    carTypes: inventory.carTypes?.length ? inventory.carTypes : null,
    excludedStockNumbers: inventory.excludedStockNumbers,
    excludedMakes: inventory.excludedMakes,
  }
}
