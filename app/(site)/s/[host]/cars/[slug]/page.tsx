import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { vehicleTemplateLoaders } from '@/blocks/loaders/vehicle'
import { RenderLayout } from '@/blocks/RenderLayout'
import { viewAttr } from '@/site/analytics/events'
import { viewsOf } from '@/site/analytics/viewCounts'
import { VehicleDetail } from '@/site/components/vehicle/VehicleDetail'
import { garageEnabled } from '@/site/shoppers/garage'
import { RecordView } from '@/site/components/shoppers/RecordView.client'
import { VehicleLeadDialogs } from '@/site/components/forms/VehicleLeadDialogs'
import { vehicleMetadata } from '@/site/vehicles/vehicleMetadata'
import { breadcrumbJsonLd, jsonForScript, vehicleJsonLd } from '@/site/vehicles/vehicleJsonLd'
import { loadVehicleLayout } from '@/layouts/vehicleLayout'
import { pageModel } from '@/site/vehicles/pageModel'
import { primaryCityOf, vehicleRoute } from '@/site/vehicles/vehicleRoute'

type Props = { params: Promise<{ host: string; slug: string }> }

/**
 * Cached pages: no car is built ahead; each page renders on its first visit and is then served
 * from the cache, expired by its loaders' tags (inventory; the site's vehicle template) and after
 * 5 minutes, like the loaders.
 * force-static because the site's 404 boundary reads request headers, which would otherwise make
 * every page under it dynamic; this page reads only its params. Gone cars never get here (proxy.ts).
 */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string; slug: string }>> {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, vehicle, origin } = await vehicleRoute(params)
  return vehicleMetadata(site, vehicle, origin)
}

/**
 * The car in the site's vehicle template layout (its VehicleDetail block and section blocks, then any
 * other blocks), rendered block by block on demand so the page ships only the islands it uses.
 * A car not in stock shows the sold message and similar cars only (VehicleDetail).
 */
export default async function VehiclePage({ params }: Props) {
  const { site, vehicle: listed, origin } = await vehicleRoute(params)
  if (!listed) notFound()
  // The views figure counts real views (one per browser per day, README "Analytics"), as of this render.
  const vehicle = { ...listed, views: await viewsOf(listed.id) }
  const now = new Date()
  const url = `${origin}/cars/${encodeURIComponent(vehicle.slug)}`
  const model = pageModel(vehicle, site.config, now, url)
  const primaryCity = await primaryCityOf(site)
  const layout = model.inStock ? await loadVehicleLayout(site) : null
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(vehicleJsonLd(vehicle, origin)) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbJsonLd(vehicle, origin)) }} />
      <main id="main" className="pb-24" {...viewAttr(vehicle.id)}>
        <VehicleDetail vehicle={vehicle} model={model} site={site} primaryCity={primaryCity}>
          {layout ? <RenderLayout layout={layout} context={{ site, vehiclePage: { vehicle, model, url, primaryCity, now } }} loaders={vehicleTemplateLoaders} /> : null}
        </VehicleDetail>
        <VehicleLeadDialogs site={site} vehicle={vehicle} inStock={model.inStock} chat={model.chat} />
        {garageEnabled(site) ? <RecordView vehicleId={vehicle.id} /> : null}
      </main>
    </>
  )
}
