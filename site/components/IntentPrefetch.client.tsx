'use client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { watchIntent } from './intentPrefetch'

type PrefetchOptions = NonNullable<Parameters<ReturnType<typeof useRouter>['prefetch']>[1]>
/**
 * The whole page, its data included: the shopper is about to follow the link, so following it needs
 * no further request. (Next's viewport prefetch fetched only the shell of a dynamic page.)
 */
const WHOLE_PAGE = { kind: 'full' } as PrefetchOptions

/** Fetches a page ahead when the shopper hovers, touches or focuses a link to it (intentPrefetch.ts); renders nothing. */
export function IntentPrefetch() {
  const router = useRouter()
  useEffect(() => watchIntent(document, (href) => router.prefetch(href, WHOLE_PAGE)), [router])
  return null
}
