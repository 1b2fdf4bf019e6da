/**
 * Market-price gauge providers (INV §7 GET {vehicle path}/autogauge, INV §3 Auto gauge response).
 * The built-in provider works offline from the car's own market data; the HTTP provider asks an
 * outside service at `plugins.autogauge.baseUrl`. Both answer the same reply or null.
 */
import type { AutoGauge } from '../../rules/gauge'
import type { VehicleView } from '../vehicleView'

export type GaugeProvider = { name: string; gauge: (vehicle: VehicleView) => Promise<AutoGauge | null> }

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * From the car's market range: fill is how far the price sits below the top of the range (0 at
 * the top, 1 at the bottom), so a cheaper car fills more. Confidence is the market data's own.
 * No price, no range or no confidence: no gauge.
 */
export const builtInGaugeProvider: GaugeProvider = {
  name: 'built-in',
  gauge: async ({ car, market }) => {
    const price = car.price ?? 0
    const { rangeMin, rangeMax, confidence } = market
    if (!(price > 0) || rangeMin === null || rangeMax === null || confidence === null || !(rangeMax > rangeMin)) return null
    const fill = Math.min(1, Math.max(0, (rangeMax - price) / (rangeMax - rangeMin)))
    return { fill: round2(fill), listing_price: price, market_range_min: rangeMin, market_range_max: rangeMax, confidence, description: null }
  },
}

/** An outside service answering GET {baseUrl}/cars/{slug}/autogauge with the spec's reply. */
export function httpGaugeProvider(baseUrl: string, fetcher: typeof fetch = fetch): GaugeProvider {
  return {
    name: 'http',
    gauge: async ({ slug }) => {
      const response = await fetcher(`${baseUrl.replace(/\/$/, '')}/cars/${encodeURIComponent(slug)}/autogauge`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) })
      if (!response.ok) throw new Error(`autogauge service answered ${response.status}`)
      const text = await response.text()
      return text.trim() ? (JSON.parse(text) as AutoGauge) : null
    },
  }
}

/** `plugins.autogauge`: enabled with a base address uses the HTTP provider, otherwise the built-in one. */
export function gaugeProviderFor(settings: { enabled: boolean; baseUrl?: string }): GaugeProvider {
  return settings.enabled && settings.baseUrl ? httpGaugeProvider(settings.baseUrl) : builtInGaugeProvider
}
