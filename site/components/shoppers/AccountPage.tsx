import { getPayloadClient } from '../../payload'
import { garageEnabled } from '../../shoppers/garage'
import { alertSettings, loadEnquiries, loadRecentlyViewed, loadSavedCars } from '../../shoppers/loadGarage'
import { loadSavedSearches } from '../../shoppers/savedSearches'
import type { ShopperSession } from '../../shoppers/session'
import type { SiteView } from '../../tenancy/siteView'
import { GarageView } from './GarageView'

/**
 * The signed-in shopper's account page: /my-garage, or one of the dealer's my-* pages
 * (`signIn.accountPages`, FIN §2.1) under its own name. Saved cars only where the site has the garage.
 */
export async function AccountPage({ site, shopper, title }: { site: SiteView; shopper: ShopperSession; title: string }) {
  const payload = await getPayloadClient()
  const garage = garageEnabled(site)
  const [cars, viewed, searches, enquiries, alerts] = await Promise.all([
    garage ? loadSavedCars(payload, site, shopper) : Promise.resolve([]),
    loadRecentlyViewed(payload, site, shopper),
    loadSavedSearches(payload, shopper.shopperId),
    loadEnquiries(payload, site, shopper),
    alertSettings(payload, shopper.shopperId),
  ])
  return <GarageView title={title} garage={garage} name={shopper.firstName} cars={cars} viewed={viewed} searches={searches} enquiries={enquiries} alerts={alerts} />
}
