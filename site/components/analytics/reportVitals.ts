/**
 * Starts the field Core Web Vitals of this page load, once, for a sampled share of loads
 * (`analytics.webVitalsSampleRate`): web-vitals comes in a chunk of its own at the browser's first
 * idle moment after the load event, so it adds nothing to the load or the first tap.
 */
import { isSampled } from '../../rules/webVitals'
import { whenIdleAfterLoad } from '../whenInteraction'

let started = false

/** The landing page's path (CrUX's unit too): LCP and TTFB are its, and CLS and INP are counted for it across soft navigations. */
export function reportVitals(sampleRate: number, random: () => number = Math.random): void {
  if (started || typeof window === 'undefined') return
  started = true
  if (!isSampled(sampleRate, random)) return
  const path = window.location.pathname || '/'
  void whenIdleAfterLoad()
    .then(() => import('./webVitals'))
    .then(({ observeVitals }) => observeVitals(path))
    .catch((error: unknown) => console.warn(`web vitals failed: ${String(error)}`))
}
