'use client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { watchIntent } from './intentPrefetch'

/** Fetches a page ahead when the shopper hovers, touches or focuses a link to it (intentPrefetch.ts); renders nothing. */
export function IntentPrefetch() {
  const router = useRouter()
  useEffect(() => watchIntent(document, (href) => router.prefetch(href)), [router])
  return null
}
