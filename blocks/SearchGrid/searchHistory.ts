import type { Router } from 'instantsearch.js'
import { onPopStateFirst } from '../../site/components/popStateFirst'

/** What Next's app router keeps in a history entry (next/dist/client/components/app-router.js). */
type NextEntryState = { __NA?: true; __PRIVATE_NEXTJS_INTERNALS_TREE?: unknown } & Record<string, unknown>

const NEXT_TREE = '__PRIVATE_NEXTJS_INTERNALS_TREE'
/** Our own key in the entry: where the shopper was scrolled when they left it. */
const SCROLL = '__searchScrollY'
const SCROLL_SAVE_DELAY_MS = 150

export type SearchHistoryOptions<Route> = {
  /** The absolute URL of a route state. */
  createURL: (route: Route) => string
  /** The route state of a location. */
  parseURL: (location: Location | URL) => Route
  /** The first path segment of the search route: writes happen only while the browser is on it. */
  searchSegment: string
  /** The request's URL, for reads during server rendering. */
  serverUrl: string
}

export const firstSegment = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? ''
const entryState = (): NextEntryState => (window.history.state ?? {}) as NextEntryState

/**
 * InstantSearch's URL sync for the search page, with Back and Forward handled here instead of by
 * Next's router (issue 21). Every refinement pushes an entry that carries Next's router tree of the
 * current document. After a reload, entries written earlier carry the tree of the earlier document:
 * Next restored those with a server request and, when the answer came late, replaced whatever entry
 * the shopper had moved to since. While the island is mounted, a Back or Forward between search
 * entries is only a change of search state: this router takes the popstate first, stamps the entry
 * with the current document's tree, tells Next the URL (the same way a push does, so it fetches
 * nothing) and hands the state to InstantSearch. Leaving the search route stays Next's job.
 */
export class SearchHistoryRouter<Route> implements Router<Route> {
  readonly $$type = 'ais.searchHistory'
  private documentTree: unknown
  private stopPopState?: () => void
  /** The URL a popstate just restored: InstantSearch's echo of it must not push a new entry. */
  private restoring: string | null = null
  private onScroll?: () => void
  private scrollTimer?: ReturnType<typeof setTimeout>
  /** The scroll of the entry Back/Forward restored, applied once its results are on screen. */
  private pendingScroll: number | null = null
  /** What moved the search last: the shopper refining, or Back/Forward. */
  lastChange: 'refinement' | 'history' = 'refinement'
  /**
   * Counts Back/Forward steps. Results first rendered before the latest step belong to an earlier
   * entry: their effect can run after the step (React flushes a committed render's effects when the
   * step's own update starts), and must not take the step's scroll (issue 21).
   */
  historySteps = 0

  constructor(private readonly options: SearchHistoryOptions<Route>) {}

  /**
   * The browser's location once it is on the search route. Before that, the page's own URL: after a
   * client-side navigation from another page (a menu or breadcrumb link), the island mounts and
   * InstantSearch reads its state before Next has moved the browser's URL, and reading the old
   * page's address would start an unfiltered search (and then write it to the URL).
   */
  read(): Route {
    const here = typeof window !== 'undefined' && this.onSearchRoute()
    return this.options.parseURL(here ? window.location : new URL(this.options.serverUrl, typeof window === 'undefined' ? 'http://localhost' : window.location.origin))
  }

  createURL(route: Route): string {
    return this.options.createURL(route)
  }

  write(route: Route): void {
    if (typeof window === 'undefined' || !this.onSearchRoute()) return
    const url = this.createURL(route)
    const echo = this.restoring === window.location.href
    this.restoring = null
    if (url === window.location.href) return
    this.lastChange = 'refinement'
    this.pendingScroll = null
    this.saveScroll()
    // after a Next navigation that kept the island mounted, the current entry holds Next's new tree
    if (this.documentTree !== undefined) this.rememberDocumentTree()
    // Next's patched pushState/replaceState copy its entry state and sync usePathname/useSearchParams
    if (echo) window.history.replaceState({}, '', url)
    else window.history.pushState({}, '', url)
  }

  onUpdate(callback: (route: Route) => void): void {
    if (typeof window === 'undefined') return
    this.stopPopState?.()
    // before Next's own listener (site/components/popStateFirst.ts), which would restore the entry's tree itself
    this.stopPopState = onPopStateFirst((event) => {
      if (!this.onSearchRoute() || this.documentTree === undefined) return
      event.stopImmediatePropagation()
      this.historySteps += 1
      this.adoptEntry()
      this.restoring = window.location.href
      this.lastChange = 'history'
      // the echo, if any, arrives in InstantSearch's deferred state change; a later write is the shopper's
      setTimeout(() => (this.restoring = null), 0)
      callback(this.read())
    })
    this.onScroll = () => {
      clearTimeout(this.scrollTimer)
      this.scrollTimer = setTimeout(() => this.saveScroll(), SCROLL_SAVE_DELAY_MS)
    }
    window.addEventListener('scroll', this.onScroll, { passive: true })
  }

  /** The scroll to restore after Back/Forward, once (null when there is none or it was taken). */
  takePendingScroll(): number | null {
    const scroll = this.pendingScroll
    this.pendingScroll = null
    return scroll
  }

  /**
   * Called from an effect once the page has committed: Next has then written the document's tree
   * into the current entry (before that, a reloaded entry still holds the earlier document's tree).
   */
  rememberDocumentTree(): void {
    const state = entryState()
    if (state.__NA && state[NEXT_TREE] !== undefined) this.documentTree = state[NEXT_TREE]
  }

  dispose(): void {
    this.stopPopState?.()
    this.stopPopState = undefined
    if (this.onScroll) window.removeEventListener('scroll', this.onScroll)
    clearTimeout(this.scrollTimer)
  }

  private onSearchRoute(): boolean {
    return firstSegment(window.location.pathname) === this.options.searchSegment
  }

  /**
   * Where the shopper is, kept in the current entry (results load after a popstate, so the browser's
   * own restoration lands on a page whose height is still changing). Only entries Next marked.
   */
  private saveScroll(): void {
    const state = entryState()
    if (!state.__NA || !this.onSearchRoute()) return
    window.history.replaceState({ ...state, [SCROLL]: Math.round(window.scrollY) }, '', window.location.href)
  }

  /** The popped entry as if pushed in this document: Next restores it from what it has rendered. */
  private adoptEntry(): void {
    const href = window.location.href
    const popped = entryState()
    const scroll = typeof popped[SCROLL] === 'number' ? popped[SCROLL] : null
    this.pendingScroll = scroll
    window.history.replaceState({ ...popped, __NA: true, [NEXT_TREE]: this.documentTree }, '', href) // marked __NA: Next's patch passes it through as is
    window.history.replaceState(scroll === null ? {} : { [SCROLL]: scroll }, '', href) // unmarked: Next copies the adopted state and syncs its URL
  }
}
