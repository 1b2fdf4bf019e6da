/**
 * The page load's field Core Web Vitals, measured by Google's `web-vitals` and queued for
 * `POST /api/events` (tracker.ts). Its own chunk, fetched at idle after hydration (reportVitals.ts):
 * nothing of it is on the page's load or its first tap.
 *
 * Registered late, it still sees the load: LCP, CLS, the first input and the navigation timing are
 * buffered entries; interactions before it count when they took 104 ms or more (the browser's
 * buffer keeps those), which is where INP's worst come from.
 */
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals'
import type { VitalMetric } from '../../rules/webVitals'
import { queueVital } from './tracker'

/** On `<html>` once the load's vitals are observed. */
export const VITALS_ATTRIBUTE = 'data-web-vitals'

type Reported = { id: string; name: VitalMetric; value: number }

/**
 * Reports each metric of the page load at `path` once: web-vitals reports CLS and INP again when
 * they grow after the page was hidden and shown again, and a histogram counts one value per load.
 * After a back/forward cache restore the metrics start again (new ids) and count as a new load.
 */
export function observeVitals(path: string): void {
  const reported = new Set<string>()
  const report = ({ id, name, value }: Reported) => {
    if (reported.has(id)) return
    reported.add(id)
    queueVital({ event: 'web-vital', path, metric: name, value })
  }
  onLCP(report)
  onINP(report)
  onCLS(report)
  onTTFB(report)
  // the page says it is measuring, as it says it has hydrated (data-hydration)
  document.documentElement.setAttribute(VITALS_ATTRIBUTE, 'observing')
}
