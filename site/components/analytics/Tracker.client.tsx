'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { trackPage } from './tracker'

/** Counts each page shown, soft navigations included (tracker.ts); renders nothing. */
export function Tracker() {
  const path = usePathname()
  useEffect(trackPage, [path])
  return null
}
