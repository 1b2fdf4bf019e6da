import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayloadClient } from '@/site/payload'
import { compareIds, compareRows } from '@/site/rules/garageList'
import { requireShopper } from '@/site/shoppers/currentShopper'
import { garageEnabled } from '@/site/shoppers/garage'
import { loadSavedCars } from '@/site/shoppers/loadGarage'
import { CompareView } from '@/site/components/shoppers/CompareView'
import { requireSite } from '@/site/tenancy/requireSite'

export const metadata: Metadata = { title: 'Compare cars', robots: { index: false } }

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ cars?: string | string[] }> }

/** /my-garage/compare?cars=1&cars=2: up to 4 of the shopper's saved cars side by side (issue 13). */
export default async function ComparePage({ params, searchParams }: Props) {
  const site = await requireSite(params)
  if (!garageEnabled(site)) notFound()
  const wanted = compareIds((await searchParams).cars)
  const shopper = await requireShopper(site, 'my-garage', `/my-garage/compare?${wanted.map((id) => `cars=${id}`).join('&')}`)
  const saved = await loadSavedCars(await getPayloadClient(), site, shopper)
  const cars = wanted.flatMap((id) => saved.filter((car) => car.id === id))
  return <CompareView titles={cars.map((c) => c.title)} rows={compareRows(cars.map((c) => c.car))} />
}
