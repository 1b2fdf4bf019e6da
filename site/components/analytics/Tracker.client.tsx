'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { reportVitals } from './reportVitals'
import { trackPage } from './tracker'

/** After React's first commit of the page: what the shopper did until then is done again for React (site/http/pageLoader.mjs). */
const reportHydrated = () => document.documentElement.setAttribute('data-hydration', 'client')

/**
 * Counts each page shown, soft navigations included (tracker.ts), reports the page hydrated, and
 * then starts the load's field Core Web Vitals for the sampled share of loads (`vitalsSampleRate`,
 * the site's `analytics.webVitalsSampleRate`); renders nothing.
 */
export function Tracker({ vitalsSampleRate }: { vitalsSampleRate: number }) {
  const path = usePathname()
  useEffect(reportHydrated, [])
  useEffect(trackPage, [path])
  useEffect(() => reportVitals(vitalsSampleRate), [vitalsSampleRate])
  return null
}
