import { useState, type FormEvent } from 'react'
import { useSearchBox, useSortBy } from 'react-instantsearch'
import { withQuery, withSortBy } from '../../../site/rules/searchUrl'
import { QUERY_DEBOUNCE_MS, SEARCH_QUERY_MAX, SEARCH_TEXTS } from '../../../site/rules/searchConstants'
import { MAIN_INDEX } from '../uiState'
import { useSearchNavigation, useSettings } from './navigation'
import { useDebounced } from './useDebounced'

const KEPT_BY_FORM = ['query', 'sortBy', 'page']

/**
 * Keyword box and sort (INV §2, FIN §2.6). Without JavaScript it is a GET form that keeps the
 * other filters as hidden fields; with it, typing searches after 300 ms (INV §5) and sort applies at once.
 */
export function KeywordForm() {
  const { query } = useSearchBox()
  const { sortOptions } = useSettings()
  const { currentRefinement: index } = useSortBy({ items: sortOptions.map((o) => ({ value: o.value, label: o.label })) })
  const { state, hrefOf, go } = useSearchNavigation()
  const [text, setText] = useState(query)
  const [seen, setSeen] = useState(query)
  // the queries this box has sent: their echo must not overwrite what the shopper typed since
  const [sent, setSent] = useState<readonly string[]>([])
  if (query !== seen) {
    setSeen(query)
    if (!sent.includes(query)) {
      // back/forward or Clear Filters changed the query: show it
      setText(query)
      setSent([])
    }
  }
  const sendQuery = (value: string) => {
    setSent((previous) => [...previous.slice(-9), value])
    go(withQuery(state, value))
  }
  const debounced = useDebounced(sendQuery, QUERY_DEBOUNCE_MS)
  const [path, search = ''] = hrefOf(state).split('?')
  const hidden = [...new URLSearchParams(search)].filter(([key]) => !KEPT_BY_FORM.includes(key))
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    debounced.cancel()
    sendQuery(text)
  }
  return (
    <form role="search" method="get" action={path} onSubmit={onSubmit} className="mt-4 flex flex-wrap gap-2">
      {hidden.map(([key, value], i) => <input key={`${key}-${i}`} type="hidden" name={key} value={value} />)}
      <label htmlFor="query" className="sr-only">Keyword search</label>
      <input id="query" name="query" type="search" maxLength={SEARCH_QUERY_MAX} value={text} placeholder={SEARCH_TEXTS.keywordPlaceholder} onChange={(e) => { setText(e.target.value); debounced.run(e.target.value) }} className="min-w-0 flex-1 rounded border border-slate-500 px-3 py-2" />
      <label htmlFor="sortBy" className="sr-only">Sort by</label>
      <select id="sortBy" name="sortBy" value={index} onChange={(e) => go(withSortBy(state, e.target.value === MAIN_INDEX ? undefined : e.target.value))} className="rounded border border-slate-500 px-3 py-2">
        {sortOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">Search</button>
    </form>
  )
}
