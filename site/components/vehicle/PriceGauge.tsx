import { Suspense } from 'react'
import { gaugeView, type GaugeView } from '../../rules/gauge'
import { formatCurrency } from '../../rules/pricing'
import type { SiteView } from '../../tenancy/siteView'
import { gaugeProviderFor } from '../../vehicles/gauge/provider'
import type { VehicleView } from '../../vehicles/vehicleView'

const BAND_COLOUR = { low: 'bg-amber-600', medium: 'bg-sky-700', high: 'bg-emerald-700' } as const

/**
 * The same provider that answers GET /cars/{slug}/autogauge, asked while the page streams (no
 * browser round trip, no validation code shipped to the browser). Failure or an empty reply hides
 * the gauge and is logged (INV §4, §8).
 */
async function loadGauge(site: SiteView, vehicle: VehicleView): Promise<GaugeView | null> {
  const provider = gaugeProviderFor(site.config.plugins.autogauge)
  return provider.gauge(vehicle).then(gaugeView, (error: unknown) => {
    console.error(`price gauge (${provider.name}) failed for site ${site.id} car ${vehicle.id}: ${String(error)}`)
    return null
  })
}

async function Gauge({ site, vehicle }: { site: SiteView; vehicle: VehicleView }) {
  const gauge = await loadGauge(site, vehicle)
  if (!gauge) return null
  return (
    <section aria-labelledby="gauge-heading" className="mt-10 h-28 rounded border border-slate-200 p-4" data-testid="price-gauge" data-band={gauge.band}>
      <h2 id="gauge-heading" className="text-lg font-semibold">Price comparison: <span data-testid="gauge-label">{gauge.label}</span></h2>
      <div className="mt-2 h-3 overflow-hidden rounded bg-slate-200" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(gauge.fill * 100)} aria-label="Deal rating">
        <div className={`gauge-fill h-full ${BAND_COLOUR[gauge.band]}`} style={{ transform: `scaleX(${gauge.fill})` }} />
      </div>
      <p className="mt-2 text-sm text-slate-800">Market range {formatCurrency(gauge.marketRange.min)} to {formatCurrency(gauge.marketRange.max)}; this car {formatCurrency(gauge.listingPrice)}</p>
    </section>
  )
}

/** Price comparison gauge: a skeleton while the provider answers, then hidden by the rules of site/rules/gauge.ts or shown with an animated fill. */
export function PriceGauge({ site, vehicle }: { site: SiteView; vehicle: VehicleView }) {
  return (
    <Suspense fallback={<div className="mt-10 h-28 animate-pulse rounded bg-slate-200" data-testid="gauge-skeleton" aria-label="Loading price comparison" role="status" />}>
      <Gauge site={site} vehicle={vehicle} />
    </Suspense>
  )
}
