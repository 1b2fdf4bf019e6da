import type { Metadata } from 'next'
import { LeadFormSection } from '@/site/components/forms/LeadFormSection'
import { requireSite } from '@/site/tenancy/requireSite'
import { loadVehicleByRef } from '@/site/vehicles/loadVehicle'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

export const metadata: Metadata = { title: 'Trade-In Valuation', robots: { index: false } }

/** /cars/trade-in?car_id={id} (or a slug): the trade-in form for a car on this site (FIN §2.1); without a known car, the plain form. */
export default async function TradeInPage({ params, searchParams }: Props) {
  const site = await requireSite(params)
  const carId = (await searchParams).car_id
  const state = typeof carId === 'string' && carId ? await loadVehicleByRef(site, carId) : null
  const v = state?.kind === 'listed' ? state.vehicle : null
  const vehicle = v ? { id: v.id, slug: v.slug, name: v.name, carType: v.car.car_type ?? null, tag: v.car.tag ?? null } : null
  return (
    <main id="main">
      <LeadFormSection site={site} type="trade-in" headingLevel="h1" heading={site.config.vehiclePage.labels.tradeInButton} intro={v ? `Trade in your car towards the ${v.name}.` : null} vehicle={vehicle} dealership={v?.dealership?.id ?? null} />
    </main>
  )
}
