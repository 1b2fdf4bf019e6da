/**
 * Core Web Vitals from real visits: Google's thresholds, the histogram buckets values are counted
 * in, the 75th percentile read back from those buckets, and its rating.
 *
 * Not in the specs (decided here, after Google's own field method, web.dev/articles/vitals):
 * - thresholds are Google's (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25, TTFB 0.8 / 1.8 s),
 *   a value at the threshold is still good; the same figures as `web-vitals`' `*Thresholds`;
 * - a value is counted in a bucket named by its upper edge, in whole units (ms; thousandths for
 *   CLS), rounded up: 10 units wide up to 1,000, 50 up to 5,000, 250 up to 20,000, 1,000 up to
 *   60,000, and everything above in the 60,000 bucket. Every threshold is an edge, so a bucket is
 *   wholly on one side of each: the rating of the bucketed 75th percentile is the rating of the
 *   exact one, and the figure is at most one bucket width above it (exact when the value is an edge);
 * - the 75th percentile is the nearest rank: the smallest value with at least 75% of the page loads
 *   at or below it;
 * - a site and page kind passes when LCP, INP and CLS are good (TTFB is diagnostic, not a Core Web
 *   Vital); without INP (no interaction measured) it is judged on LCP and CLS, without LCP or CLS
 *   it is not judged.
 *
 * Browser code imports this file (the sampling): it imports nothing.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const
export type VitalMetric = (typeof VITAL_METRICS)[number]

/** [good at most, needs improvement at most], in the metric's own unit (ms; CLS unitless). */
export const VITAL_THRESHOLDS: Readonly<Record<VitalMetric, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
}

/** Whole units per unit of the metric: ms stay ms, CLS is counted in thousandths. */
const UNITS_PER_VALUE: Readonly<Record<VitalMetric, number>> = { LCP: 1, INP: 1, CLS: 1000, TTFB: 1 }

/** Bucket widths by range, in units: up to `upTo`, buckets are `width` wide (each `upTo` a multiple of its width). */
const BUCKET_RANGES = [
  { upTo: 1000, width: 10 },
  { upTo: 5000, width: 50 },
  { upTo: 20_000, width: 250 },
  { upTo: 60_000, width: 1000 },
] as const
/** The last bucket: every value above it is counted here. */
export const TOP_BUCKET = 60_000

/** Floating-point noise (0.07 × 1000 is 70.00000000000001) is not a unit. */
const EPSILON = 1e-9

/** The bucket (its upper edge, in units) that counts `value`; zero, negative and NaN count in the 0 bucket. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  if (Number.isNaN(value) || value <= 0) return 0
  // Infinity finds no range: the top bucket
  const units = Math.max(0, Math.ceil(value * UNITS_PER_VALUE[metric] - EPSILON))
  const range = BUCKET_RANGES.find((r) => units <= r.upTo)
  return range ? Math.ceil(units / range.width) * range.width : TOP_BUCKET
}

/** A bucket's upper edge in the metric's own unit (ms, or CLS). */
export const bucketValue = (metric: VitalMetric, bucket: number): number => bucket / UNITS_PER_VALUE[metric]

export type BucketCount = { bucket: number; count: number }

/** The upper edge of the bucket holding the nearest-rank `p`-th percentile (0 < p ≤ 1), or null without counts. */
export function percentileBucket(buckets: readonly BucketCount[], p = 0.75): number | null {
  const counted = buckets.filter((b) => b.count > 0).sort((a, b) => a.bucket - b.bucket)
  const total = counted.reduce((sum, b) => sum + b.count, 0)
  if (total === 0) return null
  const rank = Math.max(1, Math.ceil(p * total))
  let seen = 0
  for (const b of counted) {
    seen += b.count
    if (seen >= rank) return b.bucket
  }
  return counted[counted.length - 1]!.bucket
}

export type VitalRating = 'good' | 'needs-improvement' | 'poor'

export const RATING_LABELS: Readonly<Record<VitalRating, string>> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' }

/** Google's rating of a value: at or under the first threshold good, at or under the second needs improvement. */
export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

export type VitalSummary = { metric: VitalMetric; count: number; p75: number | null; rating: VitalRating | null; atTop: boolean }

/** One metric's page loads, 75th percentile (metric unit) and its rating, from its buckets. */
export function summariseVital(metric: VitalMetric, buckets: readonly BucketCount[]): VitalSummary {
  const count = buckets.reduce((sum, b) => sum + Math.max(0, b.count), 0)
  const bucket = percentileBucket(buckets)
  if (bucket === null) return { metric, count, p75: null, rating: null, atTop: false }
  const p75 = bucketValue(metric, bucket)
  return { metric, count, p75, rating: vitalRating(metric, p75), atTop: bucket >= TOP_BUCKET }
}

/** Whether the Core Web Vitals pass (LCP, INP and CLS good), or null when LCP or CLS has no data. */
export function passesCoreWebVitals(summaries: readonly VitalSummary[]): boolean | null {
  const rating = (metric: VitalMetric) => summaries.find((s) => s.metric === metric)?.rating ?? null
  const lcp = rating('LCP')
  const cls = rating('CLS')
  if (lcp === null || cls === null) return null
  const inp = rating('INP')
  return lcp === 'good' && cls === 'good' && (inp === null || inp === 'good')
}

/** A figure as the dashboard shows it: `2,400 ms`, CLS to two places (`0.05`), `60,000 ms or more` at the top bucket. */
export function formatVital(metric: VitalMetric, value: number, atTop = false): string {
  const text = metric === 'CLS' ? value.toFixed(2) : `${Math.round(value).toLocaleString('en-AU')} ms`
  return atTop ? `${text} or more` : text
}

/** Whether a page load reports its vitals: `random()` (0 ≤ r < 1) under the sample rate (0 none, 1 every load). */
export const isSampled = (rate: number, random: () => number): boolean => rate > 0 && random() < rate

/** The days the dashboard reads: today and the 27 before it, as Google's 28-day field window. */
export const VITALS_WINDOW_DAYS = 28
