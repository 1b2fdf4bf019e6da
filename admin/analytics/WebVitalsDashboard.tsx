import type { Payload, TypedUser } from 'payload'
import { vitalsBySiteAndKind, vitalsWindowStart, type KindVitals } from '../../site/analytics/webVitalCounts'
import { postgresPool } from '../../site/payloadDb'
import { PAGE_KINDS, pageKindLabel } from '../../site/rules/pageKind'
import { formatVital, passesCoreWebVitals, RATING_LABELS, VITAL_METRICS, VITAL_THRESHOLDS, VITALS_WINDOW_DAYS, type VitalMetric, type VitalSummary } from '../../site/rules/webVitals'

type Props = { payload: Payload; user?: TypedUser | null }

const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  TTFB: 'Time to First Byte',
}

type Row = KindVitals & { siteName: string; siteSlug: string; siteIndex: number }

/** The 75th percentile and its rating in words (never colour alone), or that nothing was measured. */
function VitalCell({ vital }: { vital: VitalSummary }) {
  if (vital.p75 === null || vital.rating === null) return <td data-metric={vital.metric}>No data</td>
  return (
    <td data-metric={vital.metric} data-rating={vital.rating}>
      {formatVital(vital.metric, vital.p75, vital.atTop)}: {RATING_LABELS[vital.rating]}
    </td>
  )
}

function assessment(vitals: VitalSummary[]): string {
  const passes = passesCoreWebVitals(vitals)
  return passes === null ? 'Not assessed' : passes ? 'Pass' : 'Fail'
}

const goodAtMost = VITAL_METRICS.map((m) => `${m} ${formatVital(m, VITAL_THRESHOLDS[m][0])}`).join(', ')

/**
 * Admin home panel: field Core Web Vitals from real visits (site/analytics/webVitalCounts.ts), per
 * site the user may read (a dealer's own sites only, read with the user's own eyes; platform staff
 * every site) and page kind, over the last 28 days: each metric's 75th percentile with Google's
 * rating, and whether the page kind passes.
 */
export async function WebVitalsDashboard({ payload, user }: Props) {
  if (!user || user.collection !== 'users') return null
  const { docs: sites } = await payload.find({ collection: 'sites', user, overrideAccess: false, depth: 0, pagination: false, select: { name: true, slug: true }, sort: 'name' })
  if (!sites.length) return null
  const figures = await vitalsBySiteAndKind(postgresPool(payload), sites.map((s) => s.id), vitalsWindowStart(new Date()))
  const siteOf = new Map(sites.map((site, index) => [site.id, { name: site.name, slug: site.slug, index }]))
  const kindOrder = (kind: string) => (PAGE_KINDS as readonly string[]).indexOf(kind)
  const rows: Row[] = figures
    .flatMap((f) => {
      const site = siteOf.get(f.siteId)
      return site ? [{ ...f, siteName: site.name, siteSlug: site.slug, siteIndex: site.index }] : []
    })
    .sort((a, b) => a.siteIndex - b.siteIndex || kindOrder(a.pageKind) - kindOrder(b.pageKind))
  return (
    <section aria-labelledby="web-vitals-dashboard" style={{ marginBottom: '2rem' }}>
      <h2 id="web-vitals-dashboard">Core Web Vitals</h2>
      <p>
        Measured on real visits over the last {VITALS_WINDOW_DAYS} days: the 75th percentile of each page kind, rated by Google’s thresholds (good at most {goodAtMost}). A page kind
        passes when LCP, INP and CLS are good.
      </p>
      {rows.length === 0 ? (
        <p>No page loads measured in the last {VITALS_WINDOW_DAYS} days yet.</p>
      ) : (
        <table>
          <caption style={{ textAlign: 'left' }}>Core Web Vitals at the 75th percentile, last {VITALS_WINDOW_DAYS} days</caption>
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Page kind</th>
              <th scope="col">Page loads</th>
              {VITAL_METRICS.map((m) => (
                <th key={m} scope="col">
                  <abbr title={METRIC_NAMES[m]}>{m}</abbr>
                </th>
              ))}
              <th scope="col">Core Web Vitals</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.siteId}:${row.pageKind}`} data-site={row.siteSlug} data-page-kind={row.pageKind}>
                <th scope="row">{row.siteName}</th>
                <th scope="row">{pageKindLabel(row.pageKind)}</th>
                <td>{Math.max(...row.vitals.map((v) => v.count)).toLocaleString('en-AU')}</td>
                {row.vitals.map((vital) => (
                  <VitalCell key={vital.metric} vital={vital} />
                ))}
                <td>{assessment(row.vitals)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
