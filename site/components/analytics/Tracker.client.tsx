'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { trackPage } from './tracker'

/** After React's first commit of the page: what the shopper did until then is done again for React (site/http/pageLoader.mjs). */
const reportHydrated = () => document.documentElement.setAttribute('data-hydration', 'client')

/** Counts each page shown, soft navigations included (tracker.ts), and reports the page hydrated; renders nothing. */
export function Tracker() {
  const path = usePathname()
  useEffect(reportHydrated, [])
  useEffect(trackPage, [path])
  return null
}
