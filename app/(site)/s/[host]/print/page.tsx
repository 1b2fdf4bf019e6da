import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PrintVehicle } from '@/site/components/vehicle/PrintVehicle'
import { requireSite } from '@/site/tenancy/requireSite'
import { loadVehicleState } from '@/site/vehicles/loadVehicle'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

export const metadata: Metadata = { robots: { index: false } }

/** /print?car_id={slug}: the printable vehicle page (INV §2 Routes). */
export default async function PrintPage({ params, searchParams }: Props) {
  const site = await requireSite(params)
  const slug = (await searchParams).car_id
  const state = typeof slug === 'string' ? await loadVehicleState(site, slug) : null
  if (state?.kind !== 'listed') notFound()
  return <PrintVehicle vehicle={state.vehicle} site={site} now={new Date()} />
}
