/**
 * Field Core Web Vitals in PostgreSQL: each vital a page load reports adds 1 to its bucket in
 * `web_vital_counts` (site, day in Brisbane, page kind, metric, bucket; the rule's buckets), and
 * the dashboard reads a window of days back as each site and page kind's 75th percentile.
 * A histogram, not the values: a row per bucket, whatever the traffic, and the percentile of any
 * window is a sum of rows (site/rules/webVitals.ts says how exact it is).
 */
import { dayOf } from '../rules/leadDashboard'
import { pageKindOf } from '../rules/pageKind'
import { summariseVital, VITAL_METRICS, VITALS_WINDOW_DAYS, vitalBucket, type BucketCount, type VitalMetric, type VitalSummary } from '../rules/webVitals'
import type { Queryable } from '../search/queryable'
import type { SiteView } from '../tenancy/siteView'
import type { VitalEvent } from './eventBatch'

/**
 * Adds a batch's vitals to the site's counts for `day`, one statement. A site that samples no page
 * loads (`analytics.webVitalsSampleRate` 0) stores none, whatever a browser sends.
 */
export async function storeVitals(pool: Queryable, site: Pick<SiteView, 'id' | 'config'>, day: string, vitals: readonly VitalEvent[]): Promise<void> {
  if (!vitals.length || site.config.analytics.webVitalsSampleRate === 0) return
  const counts = new Map<string, { kind: string; metric: string; bucket: number; count: number }>()
  for (const v of vitals) {
    const row = { kind: pageKindOf(v.path, site.config.navigation.paths.location), metric: v.metric, bucket: vitalBucket(v.metric, v.value), count: 0 }
    const key = JSON.stringify([row.kind, row.metric, row.bucket])
    const counted = counts.get(key) ?? row
    counted.count++
    counts.set(key, counted)
  }
  const rows = [...counts.values()]
  await pool.query(
    `insert into web_vital_counts (site_id, day, page_kind, metric, bucket, count)
     select $1, $2::date, * from unnest($3::text[], $4::text[], $5::int[], $6::int[])
     on conflict (site_id, day, page_kind, metric, bucket) do update set count = web_vital_counts.count + excluded.count`,
    [site.id, day, rows.map((r) => r.kind), rows.map((r) => r.metric), rows.map((r) => r.bucket), rows.map((r) => r.count)],
  )
}

/** The first day (yyyy-MM-dd, Brisbane) of the dashboard's window ending on `now`'s day. */
export const vitalsWindowStart = (now: Date): string => dayOf(new Date(now.getTime() - (VITALS_WINDOW_DAYS - 1) * 86_400_000))

/** One site and page kind's figures: each metric's page loads, 75th percentile and rating. */
export type KindVitals = { siteId: number; pageKind: string; vitals: VitalSummary[] }

const isMetric = (metric: string): metric is VitalMetric => (VITAL_METRICS as readonly string[]).includes(metric)

/** The sites' figures per page kind from `sinceDay` (yyyy-MM-dd) on, by site then kind; kinds without counts are left out. */
export async function vitalsBySiteAndKind(pool: Queryable, siteIds: readonly number[], sinceDay: string): Promise<KindVitals[]> {
  if (!siteIds.length) return []
  const { rows } = await pool.query(
    `select site_id, page_kind, metric, bucket, sum(count)::bigint as count from web_vital_counts
     where site_id = any($1::int[]) and day >= $2::date
     group by site_id, page_kind, metric, bucket
     order by site_id, page_kind`,
    [[...siteIds], sinceDay],
  )
  const groups = new Map<string, { siteId: number; pageKind: string; buckets: Map<VitalMetric, BucketCount[]> }>()
  for (const r of rows) {
    const metric = String(r.metric)
    if (!isMetric(metric)) continue
    const key = `${r.site_id}:${r.page_kind}`
    const group = groups.get(key) ?? { siteId: Number(r.site_id), pageKind: String(r.page_kind), buckets: new Map() }
    group.buckets.set(metric, [...(group.buckets.get(metric) ?? []), { bucket: Number(r.bucket), count: Number(r.count) }])
    groups.set(key, group)
  }
  return [...groups.values()].map((g) => ({ siteId: g.siteId, pageKind: g.pageKind, vitals: VITAL_METRICS.map((m) => summariseVital(m, g.buckets.get(m) ?? [])) }))
}
