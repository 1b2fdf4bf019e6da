import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayloadClient } from '@/site/payload'
import { requireShopper } from '@/site/shoppers/currentShopper'
import { garageEnabled } from '@/site/shoppers/garage'
import { alertSettings, loadEnquiries, loadRecentlyViewed, loadSavedCars } from '@/site/shoppers/loadGarage'
import { loadSavedSearches } from '@/site/shoppers/savedSearches'
import { GarageView } from '@/site/components/shoppers/GarageView'
import { requireSite } from '@/site/tenancy/requireSite'

export const metadata: Metadata = { title: 'My Garage', robots: { index: false } }

/** /my-garage (FIN §2.2 always gated; INV §5 garage feature; issue 13). */
export default async function MyGaragePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await requireSite(params)
  if (!garageEnabled(site)) notFound()
  const shopper = await requireShopper(site, 'my-garage', '/my-garage')
  const payload = await getPayloadClient()
  const [cars, viewed, searches, enquiries, alerts] = await Promise.all([
    loadSavedCars(payload, site, shopper),
    loadRecentlyViewed(payload, site, shopper),
    loadSavedSearches(payload, shopper.shopperId),
    loadEnquiries(payload, site, shopper),
    alertSettings(payload, shopper.shopperId),
  ])
  return <GarageView name={shopper.firstName} cars={cars} viewed={viewed} searches={searches} enquiries={enquiries} alerts={alerts} />
}
