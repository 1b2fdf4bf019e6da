import { inventoryFilter, type InventoryFilter } from '../rules/inventoryFilter'
import type { SiteView } from '../tenancy/siteView'

/**
 * The inventory a site lists (INV §9, FIN §9): the rule in site/rules/inventoryFilter.ts applied to
 * the site's settings and dealerships. Compiled to a Payload Where (listedWhere) and evaluated by
 * the search engine with the rule's own `isListed`.
 */
export type BaseFilter = InventoryFilter

export const baseFilterOf = (site: SiteView, now: Date): BaseFilter => inventoryFilter(site.config.inventory, site.dealershipIds, now)
