'use client'

import { Link } from '../Link'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useHydrated } from '../useHydrated'
import type { Manufacturer } from '../../rules/brands'
import { modelCardOf, modelsBodyPath, modelsByBodyQuery, modelsCountText, modelsHeading, type ModelCard } from '../../rules/catalogue'
import { createSearchClient } from '../../search/searchClient'
import { BodyFilter } from './BodyFilter'
import type { BodyFilter as Body } from '../../catalogue/loadCatalogue'
import { ModelCards } from './ModelCards'

type Hits = { hits: Array<Record<string, unknown>> }
type Shown = { body: Body | null; unknownBody: boolean; cards: ModelCard[] }

export type ModelsByBodyProps = {
  bodies: Body[]
  initial: Shown
  /** The makes of the site's models (their logos on the cards). */
  manufacturers: Manufacturer[]
  /** `search.resultCacheSize`: the browser's cache of catalogue results. */
  cacheSize: number
  siteName: string
}

const bodyOfAddress = (bodies: Body[]): Shown['body'] | undefined => {
  const slug = new URLSearchParams(window.location.search).get('body')
  if (!slug) return null
  return bodies.find((b) => b.slug === slug)
}

/**
 * `/models?body=`: the body-type links, the heading and the model cards. The links work without
 * JavaScript (the server renders each address); with it, a click asks the `models` index through
 * the browser's result cache (a body asked again makes no request), the address follows
 * (pushState: back and reload agree) and a polite live region says how many models show.
 */
export function ModelsByBody({ bodies, initial, manufacturers, cacheSize, siteName }: ModelsByBodyProps) {
  const [client] = useState(() => createSearchClient(cacheSize))
  const [shown, setShown] = useState<Shown>(initial)
  const [announce, setAnnounce] = useState('')
  const latest = useRef(0)
  const hydrated = useHydrated()
  async function show(body: Body | null, push: boolean) {
    const ticket = ++latest.current
    try {
      const cards = body?.slug === initial.body?.slug && !initial.unknownBody ? initial.cards : (await client.search<Hits>([modelsByBodyQuery(body?.slug ?? null)])).results[0]?.hits.map(modelCardOf) ?? []
      if (ticket !== latest.current) return
      setShown({ body, unknownBody: false, cards })
      setAnnounce(modelsCountText(cards.length, body?.name ?? null))
      document.title = `${modelsHeading(body?.name ?? null)} | ${siteName}`
      if (push) window.history.pushState(null, '', modelsBodyPath(body?.slug ?? null))
    } catch {
      // A failed search leaves the page as it was; the link's own page still answers.
      if (ticket === latest.current) window.location.assign(modelsBodyPath(body?.slug ?? null))
    }
  }

  useEffect(() => {
    const onPop = () => {
      if (window.location.pathname !== '/models') return
      const body = bodyOfAddress(bodies)
      if (body !== undefined) void show(body, false)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  })

  const pick = (slug: string | null, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void show(slug === null ? null : (bodies.find((b) => b.slug === slug) ?? null), true)
  }

  const { body, unknownBody, cards } = shown
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">{modelsHeading(body?.name ?? null)}</h1>
      {bodies.length ? <BodyFilter bodies={bodies} current={body} onPick={pick} /> : null}
      <p role="status" aria-live="polite" className="sr-only" data-testid="models-count" data-hydrated={hydrated}>{announce}</p>
      {cards.length ? (
        <ModelCards cards={cards} manufacturers={manufacturers} />
      ) : (
        <p className="text-slate-800">
          {unknownBody || body ? 'No models of this body type right now.' : 'No models to show right now.'}{' '}
          <Link href="/search/new-used-and-demo-cars" className="font-semibold text-brand-dark underline">Browse our stock</Link>
        </p>
      )}
    </>
  )
}
