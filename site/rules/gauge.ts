/** The price comparison gauge (INV §4 Price gauge, INV §3 Auto gauge response, INV §8, INV §9). */
import * as z from './zod'

export const GAUGE_MIN_CONFIDENCE = 0.2
export const GREAT_DEAL_FROM = 0.65
export const GAUGE_BANDS = { medium: 0.3, high: 0.6 } as const
export const GAUGE_LABELS = { good: 'Good Deal', great: 'Great Deal' } as const

/** The autogauge reply (INV §3, §7); fields are checked, not trusted (STYLE 4). */
export const autoGaugeSchema = z.object({
  fill: z.number(),
  listing_price: z.number(),
  market_range_min: z.number(),
  market_range_max: z.number(),
  confidence: z.number(),
  description: z.nullish(z.string()),
})

export type AutoGauge = z.output<typeof autoGaugeSchema>
export type GaugeBand = 'low' | 'medium' | 'high'
export type GaugeView = { fill: number; label: string; band: GaugeBand; marketRange: { min: number; max: number }; listingPrice: number }

/** Colour band: under 0.3 low, 0.3 to under 0.6 medium, 0.6 and up high (INV §4). */
export function gaugeBand(fill: number): GaugeBand {
  if (fill < GAUGE_BANDS.medium) return 'low'
  return fill < GAUGE_BANDS.high ? 'medium' : 'high'
}

/** Label: a supplied (non-blank) description, else Good Deal below 0.65, else Great Deal (INV §4). */
export function gaugeLabel(fill: number, description: string | null | undefined): string {
  const text = description?.trim()
  if (text) return text
  return fill < GREAT_DEAL_FROM ? GAUGE_LABELS.good : GAUGE_LABELS.great
}

/**
 * The gauge to show, or null when it is hidden (INV §4): an empty or malformed reply (missing or
 * non-numeric fields), confidence of 0.2 or less, or market_range_max below the listing price.
 * The fill drives the animation, so it is clamped to 0..1.
 */
export function gaugeView(reply: unknown): GaugeView | null {
  const parsed = autoGaugeSchema.safeParse(reply)
  if (!parsed.success) return null
  const gauge = parsed.data
  if (gauge.confidence <= GAUGE_MIN_CONFIDENCE || gauge.market_range_max < gauge.listing_price) return null
  const fill = Math.min(1, Math.max(0, gauge.fill))
  return {
    fill,
    label: gaugeLabel(fill, gauge.description),
    band: gaugeBand(fill),
    marketRange: { min: gauge.market_range_min, max: gauge.market_range_max },
    listingPrice: gauge.listing_price,
  }
}
