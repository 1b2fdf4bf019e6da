import fc from 'fast-check'
import { CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals'
import { describe, expect, it } from 'vitest'
import {
  bucketValue,
  formatVital,
  isSampled,
  passesCoreWebVitals,
  percentileBucket,
  RATING_LABELS,
  summariseVital,
  TOP_BUCKET,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  vitalBucket,
  vitalRating,
  type BucketCount,
  type VitalMetric,
  type VitalSummary,
} from '../../../site/rules/webVitals'

/** The exact nearest-rank 75th percentile of a list of values. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!
/** Values counted into buckets, as the store does. */
const histogram = (metric: VitalMetric, values: number[]): BucketCount[] => {
  const counts = new Map<number, number>()
  for (const v of values) counts.set(vitalBucket(metric, v), (counts.get(vitalBucket(metric, v)) ?? 0) + 1)
  return [...counts].map(([bucket, count]) => ({ bucket, count }))
}
const metricArb = fc.constantFrom(...VITAL_METRICS)
const valueArb = (metric: VitalMetric) => (metric === 'CLS' ? fc.double({ min: 0, max: 3, noNaN: true }) : fc.double({ min: 0, max: 70_000, noNaN: true }))

describe('thresholds', () => {
  it('are Google’s, as web-vitals publishes them', () => {
    expect(VITAL_THRESHOLDS).toEqual({ LCP: LCPThresholds, INP: INPThresholds, CLS: CLSThresholds, TTFB: TTFBThresholds })
  })
  it.each([
    ['LCP', 2500, 'good'], ['LCP', 2500.01, 'needs-improvement'], ['LCP', 4000, 'needs-improvement'], ['LCP', 4001, 'poor'], ['LCP', 0, 'good'],
    ['INP', 200, 'good'], ['INP', 201, 'needs-improvement'], ['INP', 500, 'needs-improvement'], ['INP', 504, 'poor'],
    ['CLS', 0.1, 'good'], ['CLS', 0.11, 'needs-improvement'], ['CLS', 0.25, 'needs-improvement'], ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'], ['TTFB', 801, 'needs-improvement'], ['TTFB', 1800, 'needs-improvement'], ['TTFB', 1801, 'poor'],
  ] as const)('%s %d is %s (a value at the threshold is still the better rating)', (metric, value, rating) => {
    expect(vitalRating(metric, value)).toBe(rating)
  })
  it('labels each rating in words', () => {
    expect(RATING_LABELS).toEqual({ good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' })
  })
})

describe('vitalBucket', () => {
  it.each([
    ['LCP', 0, 0], ['LCP', 0.2, 10], ['LCP', 10, 10], ['LCP', 10.01, 20], ['LCP', 999, 1000], ['LCP', 1000, 1000], ['LCP', 1001, 1050],
    ['LCP', 2500, 2500], ['LCP', 2500.4, 2550], ['LCP', 4999, 5000], ['LCP', 5001, 5250], ['LCP', 19_999, 20_000], ['LCP', 20_001, 21_000],
    ['LCP', 59_500, 60_000], ['LCP', 90_000, TOP_BUCKET], ['LCP', Infinity, TOP_BUCKET], ['LCP', -5, 0], ['LCP', Number.NaN, 0],
    ['INP', 16, 20], ['INP', 200, 200], ['INP', 208, 210],
    ['CLS', 0, 0], ['CLS', 0.0001, 10], ['CLS', 0.07, 70], ['CLS', 0.1, 100], ['CLS', 0.1001, 110], ['CLS', 0.25, 250], ['CLS', 1.2, 1200], ['CLS', 100, TOP_BUCKET],
    ['TTFB', 800, 800], ['TTFB', 1799.5, 1800],
  ] as const)('%s %d → bucket %d', (metric, value, bucket) => {
    expect(vitalBucket(metric, value)).toBe(bucket)
  })
  it('is an upper bound at most one bucket width above the value, and monotonic', () => {
    fc.assert(
      fc.property(metricArb.chain((m) => fc.tuple(fc.constant(m), valueArb(m), valueArb(m))), ([metric, a, b]) => {
        const edge = bucketValue(metric, vitalBucket(metric, a))
        if (bucketValue(metric, TOP_BUCKET) > a) {
          expect(edge).toBeGreaterThanOrEqual(a - 1e-9)
          const width = metric === 'CLS' ? a * 1000 <= 1000 ? 0.01 : 0.05 : a <= 1000 ? 10 : a <= 5000 ? 50 : a <= 20_000 ? 250 : 1000
          expect(edge - a).toBeLessThanOrEqual(width + 1e-9)
        }
        if (a <= b) expect(vitalBucket(metric, a)).toBeLessThanOrEqual(vitalBucket(metric, b))
      }),
    )
  })
  it('keeps every value on the same side of each threshold as its bucket (the rating is exact)', () => {
    fc.assert(
      fc.property(metricArb.chain((m) => fc.tuple(fc.constant(m), valueArb(m))), ([metric, value]) => {
        expect(vitalRating(metric, bucketValue(metric, vitalBucket(metric, value)))).toBe(vitalRating(metric, value))
      }),
    )
  })
})

describe('percentileBucket (nearest rank)', () => {
  it('is null without counts', () => {
    expect(percentileBucket([])).toBeNull()
    expect(percentileBucket([{ bucket: 100, count: 0 }])).toBeNull()
  })
  it('is the only bucket of one value', () => expect(percentileBucket([{ bucket: 100, count: 1 }])).toBe(100))
  it.each([
    // 4 loads: rank 3
    [[{ bucket: 10, count: 2 }, { bucket: 20, count: 1 }, { bucket: 30, count: 1 }], 20],
    // 8 loads: rank 6, order of the rows does not matter
    [[{ bucket: 500, count: 2 }, { bucket: 100, count: 5 }, { bucket: 900, count: 1 }], 500],
    [[{ bucket: 100, count: 6 }, { bucket: 500, count: 2 }], 100],
    // 5 loads: rank ceil(3.75) = 4
    [[{ bucket: 1, count: 3 }, { bucket: 2, count: 1 }, { bucket: 3, count: 1 }], 2],
  ])('%j → %d', (buckets, expected) => expect(percentileBucket(buckets)).toBe(expected))
  it('takes other percentiles', () => {
    const buckets = [1, 2, 3, 4].map((bucket) => ({ bucket, count: 1 }))
    expect([0.25, 0.5, 0.75, 1].map((p) => percentileBucket(buckets, p))).toEqual([1, 2, 3, 4])
  })
  it('ignores negative and zero counts', () => {
    expect(percentileBucket([{ bucket: 5, count: -3 }, { bucket: 9, count: 1 }])).toBe(9)
  })
  it('equals the bucket of the exact nearest-rank percentile of the values (property)', () => {
    fc.assert(
      fc.property(metricArb.chain((m) => fc.tuple(fc.constant(m), fc.array(valueArb(m), { minLength: 1, maxLength: 60 }))), ([metric, values]) => {
        expect(percentileBucket(histogram(metric, values))).toBe(vitalBucket(metric, exactP75(values)))
      }),
    )
  })
})

describe('summariseVital', () => {
  it('gives the count, the 75th percentile in the metric’s unit and its rating', () => {
    const values = [900, 1200, 1500, 1800, 2100, 2400, 2600, 3000]
    expect(summariseVital('LCP', histogram('LCP', values))).toEqual({ metric: 'LCP', count: 8, p75: 2400, rating: 'good', atTop: false })
    expect(summariseVital('CLS', histogram('CLS', [0, 0.01, 0.3, 0.12, 0.08, 0.1, 0.02, 0.05]))).toEqual({ metric: 'CLS', count: 8, p75: 0.1, rating: 'good', atTop: false })
    expect(summariseVital('TTFB', histogram('TTFB', [300, 450, 600, 700, 900, 1000, 1200, 2000]))).toMatchObject({ p75: 1000, rating: 'needs-improvement' })
  })
  it('has no figure without data', () => {
    expect(summariseVital('INP', [])).toEqual({ metric: 'INP', count: 0, p75: null, rating: null, atTop: false })
  })
  it('marks a percentile in the top bucket', () => {
    expect(summariseVital('LCP', [{ bucket: TOP_BUCKET, count: 3 }])).toEqual({ metric: 'LCP', count: 3, p75: 60_000, rating: 'poor', atTop: true })
  })
})

describe('passesCoreWebVitals', () => {
  const s = (metric: VitalMetric, rating: VitalSummary['rating']): VitalSummary => ({ metric, count: rating ? 1 : 0, p75: rating ? 1 : null, rating, atTop: false })
  it.each([
    [['good', 'good', 'good', 'poor'], true], // TTFB is not a Core Web Vital
    [['good', 'needs-improvement', 'good', 'good'], false],
    [['good', 'good', 'poor', 'good'], false],
    [['needs-improvement', 'good', 'good', 'good'], false],
    [['good', null, 'good', null], true], // no interaction measured: judged on LCP and CLS
    [['good', null, 'poor', null], false],
    [[null, 'good', 'good', 'good'], null],
    [['good', 'good', null, 'good'], null],
  ] as const)('LCP, INP, CLS, TTFB %j → %s', (ratings, expected) => {
    expect(passesCoreWebVitals(VITAL_METRICS.map((m, i) => s(m, ratings[i]!)))).toBe(expected)
  })
  it('is null with no summaries', () => expect(passesCoreWebVitals([])).toBeNull())
})

describe('formatVital', () => {
  it.each([
    ['LCP', 2400, false, '2,400 ms'],
    ['INP', 200, false, '200 ms'],
    ['TTFB', 12_500, false, '12,500 ms'],
    ['CLS', 0.1, false, '0.10'],
    ['CLS', 0, false, '0.00'],
    ['LCP', 60_000, true, '60,000 ms or more'],
    ['CLS', 60, true, '60.00 or more'],
  ] as const)('%s %d (top %s) → %s', (metric, value, atTop, text) => expect(formatVital(metric, value, atTop)).toBe(text))
})

describe('isSampled', () => {
  it('never at 0, always at 1, else by the random draw', () => {
    expect(isSampled(0, () => 0)).toBe(false)
    expect(isSampled(1, () => 0.999_999)).toBe(true)
    expect(isSampled(0.25, () => 0.2)).toBe(true)
    expect(isSampled(0.25, () => 0.25)).toBe(false)
  })
  it('samples about the rate of loads (property over the draw)', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (rate, r) => {
      expect(isSampled(rate, () => r)).toBe(r < rate)
    }))
  })
})
