import { usePagination } from 'react-instantsearch'
import { withPage } from '../../../site/rules/searchUrl'
import { SearchLink, useSearchNavigation } from './navigation'

/** Pages of 21 (INV §9) as real links; page 1 has no page parameter (FIN §2.1). */
export function Pagination() {
  const { pages, currentRefinement, nbPages } = usePagination({ padding: 2 })
  const { state } = useSearchNavigation()
  const page = currentRefinement + 1
  const link = 'rounded border border-slate-300 px-3 py-2 hover:bg-slate-100'
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-between gap-2">
      {page > 1 ? <SearchLink rel="prev" to={withPage(state, page - 1)} className={link}>Previous</SearchLink> : <span />}
      <ul className="hidden gap-1 sm:flex">
        {pages.map((p) => (
          <li key={p}>
            <SearchLink to={withPage(state, p + 1)} aria-current={p === currentRefinement ? 'page' : undefined} className={`${link} block aria-[current]:bg-brand-dark aria-[current]:text-white`}>
              <span className="sr-only">Page </span>{p + 1}
            </SearchLink>
          </li>
        ))}
      </ul>
      <span className="text-slate-700">Page {page} of {Math.max(nbPages, 1)}</span>
      {page < nbPages ? <SearchLink rel="next" to={withPage(state, page + 1)} className={link}>Next</SearchLink> : <span />}
    </nav>
  )
}
