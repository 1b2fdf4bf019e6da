import { garageFromSetting } from '../rules/garage'
import type { SiteView } from '../tenancy/siteView'

/** The platform-wide garage flag (INV §5 Garage feature): GARAGE_ENABLED=true; off unless set. */
export const platformGarageFlag = (env: Record<string, string | undefined> = process.env): boolean => env.GARAGE_ENABLED === 'true'

/** Whether this site has the garage (/my-garage and compare): its `watchlist.garage` setting over the platform flag. */
export const garageEnabled = (site: SiteView): boolean => garageFromSetting(site.config.watchlist.garage, platformGarageFlag())
