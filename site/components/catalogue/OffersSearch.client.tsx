'use client'

import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { useHydrated } from '../useHydrated'
import {
  EMPTY_OFFERS_QUERY, hasMoreOffers, offerCardOf, offersCountText, offersPageQueries, offersPageQuery, offersQueryString, parseOffersQuery, sameOffersQuery, withFixedCategory,
  type OfferCard, type OffersQuery,
} from '../../rules/offersQuery'
import { SEARCH_TEXTS } from '../../rules/searchConstants'
import { createSearchClient } from '../../search/searchClient'
import { OfferCardView } from './OfferCardView'

type Hits = { hits: Array<Record<string, unknown> & { objectID: string }>; nbHits: number }
type Shown = { query: OffersQuery; offers: OfferCard[]; total: number }
type Draft = { category: string; q: string; maxPrice: string }

export type OffersSearchProps = {
  /** The server render's state and results (from the address). */
  initial: Shown
  /** The select's options; empty when the editor fixed a category on the block. */
  categories: string[]
  fixedCategory: string
  /** `search.resultCacheSize`: the browser's cache of offers results. */
  cacheSize: number
  /** `search.emptyOffersRefreshPath`: the empty-offers card's Clear Filters. */
  clearPath: string
  idPrefix: string
}

const draftOf = (q: OffersQuery): Draft => ({ category: q.category, q: q.query, maxPrice: q.maxPrice === null ? '' : String(q.maxPrice) })
const input = 'w-full rounded border border-slate-400 px-3 py-2'

/**
 * The offers search, progressively enhanced: without JavaScript its GET form and links reload the
 * page (rendered on the server from the address); with it, a change or a submit asks the `offers`
 * index through the browser's result cache (a filter asked again makes no request), the address
 * follows (pushState: back and reload give the same offers) and a polite live region says how many.
 */
export function OffersSearch({ initial, categories, fixedCategory, cacheSize, clearPath, idPrefix }: OffersSearchProps) {
  const [client] = useState(() => createSearchClient(cacheSize))
  const [shown, setShown] = useState<Shown>(initial)
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial.query))
  const [failed, setFailed] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const hydrated = useHydrated()
  const latest = useRef(0)
  const focusFrom = useRef<number | null>(null)
  const list = useRef<HTMLUListElement>(null)

  async function run(next: OffersQuery, history: 'push' | 'none', append = false) {
    const ticket = ++latest.current
    const effective = withFixedCategory(next, fixedCategory)
    const requests = append ? [offersPageQuery(effective, next.pages - 1)] : offersPageQueries(effective)
    try {
      // The server's own state (back to the first address, Clear Filters) is on the page already.
      const { results } = sameOffersQuery(next, initial.query) && !append ? { results: null } : await client.search<Hits>(requests)
      if (ticket !== latest.current) return
      setFailed(false)
      setDraft(draftOf(next))
      if (results === null) setShown(initial)
      else {
        const found = results.flatMap((r) => r.hits.map(offerCardOf))
        if (append) focusFrom.current = shown.offers.length
        setShown({ query: next, offers: append ? [...shown.offers, ...found] : found, total: results[0]?.nbHits ?? 0 })
      }
      if (history === 'push') window.history.pushState(null, '', `${window.location.pathname}${offersQueryString(next)}${window.location.hash}`)
    } catch {
      if (ticket === latest.current) setFailed(true) // the last good results stay on screen
    }
  }

  const path = useRef('')
  useEffect(() => {
    path.current = window.location.pathname
  }, [])
  useEffect(() => {
    // Back or forward to another page is the router's; this page's own addresses are the island's.
    const onPop = () => void (window.location.pathname === path.current && run(parseOffersQuery(new URLSearchParams(window.location.search)).value, 'none'))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  })

  useEffect(() => {
    if (focusFrom.current === null) return
    const card = list.current?.querySelectorAll('h3')[focusFrom.current] as HTMLElement | undefined
    focusFrom.current = null
    card?.setAttribute('tabindex', '-1')
    card?.focus()
  }, [shown])

  const fromDraft = (d: Draft): OffersQuery => {
    const parsed = parseOffersQuery({ category: d.category, q: d.q, maxPrice: d.maxPrice })
    setProblems(parsed.problems)
    return parsed.value
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(fromDraft(draft), 'push')
  }
  const more = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return // a new tab: the link's own page
    event.preventDefault()
    void run({ ...shown.query, pages: shown.query.pages + 1 }, 'push', true)
  }
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    if (new URL(event.currentTarget.href).pathname !== window.location.pathname) return // another page: follow the link
    event.preventDefault()
    void run(EMPTY_OFFERS_QUERY, 'push')
  }

  const { query, offers, total } = shown
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <>
      <form method="get" role="search" aria-label="Search offers" onSubmit={submit} data-hydrated={hydrated} className="mt-6 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_2fr_1fr_auto] sm:items-end">
        {fixedCategory ? null : (
          <div>
            <label htmlFor={id('category')} className="mb-1 block text-sm font-medium">Category</label>
            <select id={id('category')} name="category" value={draft.category} className={input}
              onChange={(e) => {
                const next = { ...draft, category: e.target.value }
                setDraft(next)
                void run(fromDraft(next), 'push')
              }}>
              <option value="">All categories</option>
              {categories.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={id('q')} className="mb-1 block text-sm font-medium">Keywords</label>
          <input id={id('q')} name="q" type="search" value={draft.q} maxLength={200} className={input} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        </div>
        <div>
          <label htmlFor={id('max')} className="mb-1 block text-sm font-medium">Maximum price ($)</label>
          <input id={id('max')} name="maxPrice" type="number" min={0} step={1} inputMode="numeric" value={draft.maxPrice} className={input} onChange={(e) => setDraft({ ...draft, maxPrice: e.target.value })} />
        </div>
        <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">Search offers</button>
      </form>
      <p role="status" aria-live="polite" className="mt-4 text-slate-800" data-testid="offers-count">
        {problems.length ? `${problems.join(' ')} ` : ''}
        {failed ? 'Offers could not be loaded just now; the offers shown are from your last search. Please try again.' : offersCountText(offers.length, total, withFixedCategory(query, fixedCategory))}
      </p>
      {offers.length ? (
        <>
          <ul ref={list} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="offers">
            {offers.map((o) => <OfferCardView key={o.id} offer={o} />)}
          </ul>
          {hasMoreOffers(query, total) ? (
            <p className="mt-6 text-center">
              <a href={offersQueryString({ ...query, pages: query.pages + 1 })} onClick={more} className="inline-block rounded border border-brand-dark px-4 py-2 font-semibold text-brand-dark">Show more offers</a>
            </p>
          ) : null}
        </>
      ) : (
        <div className="mt-6 rounded-lg border border-slate-200 p-6 text-center" data-testid="empty-offers">
          <h3 className="text-xl font-bold">{SEARCH_TEXTS.emptyOffersTitle}</h3>
          <p className="mt-2 text-slate-700">There are no offers or results that match your search.</p>
          <a href={clearPath} onClick={clear} className="mt-4 inline-block rounded bg-brand-dark px-4 py-2 font-semibold text-white">{SEARCH_TEXTS.clearFilters}</a>
        </div>
      )}
    </>
  )
}
