import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SearchHistoryRouter } from '../../../blocks/SearchGrid/searchHistory'
import { listenFirst } from '../../../site/components/popStateFirst'

type EntryState = Record<string, unknown> | null
const ORIGIN = 'http://dealer.test'
const DOCUMENT_TREE = { tree: 'this document' }
const OLD_TREE = { tree: 'a document before a reload' }

/**
 * A browser history with Next's patch on pushState/replaceState (app-router.js): an unmarked write
 * copies the current entry's router state and tells Next the URL (recorded in `nextSyncs`).
 */
function fakeBrowser(startUrl: string) {
  const entries: Array<{ url: string; state: EntryState }> = [{ url: startUrl, state: { __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: DOCUMENT_TREE } }]
  let index = 0
  const nextSyncs: Array<{ url: string; tree: unknown }> = []
  // as Chromium does at the window: every listener in the order it was added, capture or not (seen:
  // Next's listener, added first, ran before a capture listener added later)
  type Listener = (event: Event) => void
  const listeners: Array<{ type: string; listener: Listener; capture: boolean }> = []
  const target = {
    addEventListener: (type: string, listener: Listener, options?: { capture?: boolean }) => listeners.push({ type, listener, capture: Boolean(options?.capture) }),
    removeEventListener: (type: string, listener: Listener) => listeners.splice(listeners.findIndex((l) => l.type === type && l.listener === listener) >>> 0, 1),
    dispatchEvent: (event: Event) => {
      const ordered = listeners.filter((l) => l.type === event.type)
      for (const { listener } of ordered) {
        if (stopped.has(event)) break
        listener(event)
      }
    },
  }
  const stopped = new WeakSet<Event>()
  const current = () => entries[index]!
  const nextPatch = (data: EntryState, url: string) => {
    if (data?.__NA) return data
    const copied = { ...data, __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: current().state?.__PRIVATE_NEXTJS_INTERNALS_TREE }
    nextSyncs.push({ url, tree: copied.__PRIVATE_NEXTJS_INTERNALS_TREE })
    return copied
  }
  const history = {
    get state() {
      return current().state
    },
    pushState(data: EntryState, _: string, url: string) {
      const state = nextPatch(data, url)
      entries.splice(index + 1, entries.length, { url, state })
      index++
    },
    replaceState(data: EntryState, _: string, url: string) {
      entries[index] = { url, state: nextPatch(data, url) }
    },
  }
  const location = {
    get href() {
      return current().url
    },
    get pathname() {
      return new URL(current().url).pathname
    },
    get search() {
      return new URL(current().url).search
    },
    origin: ORIGIN,
  }
  const win = Object.assign(target, { history, location, scrollY: 0 })
  const go = (delta: number) => {
    index += delta
    const event = new Event('popstate')
    Object.assign(event, { state: current().state, stopImmediatePropagation: () => stopped.add(event) })
    target.dispatchEvent(event)
  }
  return { win, entries, nextSyncs, go, at: () => index }
}

const searchRouter = () =>
  new SearchHistoryRouter<string>({
    createURL: (route) => `${ORIGIN}/search/${route}`,
    parseURL: (location) => location.pathname.replace('/search/', ''),
    searchSegment: 'search',
    serverUrl: '/search/used-cars',
  })

let browser: ReturnType<typeof fakeBrowser>
const globals = globalThis as unknown as { window?: unknown }

beforeEach(() => {
  browser = fakeBrowser(`${ORIGIN}/search/used-cars`)
  globals.window = browser.win
  // as in the browser: evaluated while the page hydrates, before Next adds its listener
  listenFirst(browser.win as unknown as EventTarget)
})
afterEach(() => delete globals.window)

describe('SearchHistoryRouter (issue 21)', () => {
  it('pushes one entry per new state and none for the state on screen', () => {
    const router = searchRouter()
    router.rememberDocumentTree()
    router.write('used-cars')
    router.write('mazda')
    router.write('mazda')
    expect(browser.entries.map((e) => e.url)).toEqual([`${ORIGIN}/search/used-cars`, `${ORIGIN}/search/mazda`])
  })

  it('takes Back between search entries from Next, stamps this document tree and keeps Forward', () => {
    const router = searchRouter()
    router.rememberDocumentTree()
    router.write('mazda')
    router.write('mazda/cx-5')
    const routes: string[] = []
    let nextSawIt = false
    browser.win.addEventListener('popstate', () => (nextSawIt = true)) // Next's own listener
    router.onUpdate((route) => (routes.push(route), router.write(route))) // InstantSearch echoes the state
    browser.entries[1]!.state = { __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: OLD_TREE } // written before a reload
    browser.go(-1)
    expect(routes).toEqual(['mazda'])
    expect(nextSawIt).toBe(false)
    expect(browser.entries[1]!.state?.__PRIVATE_NEXTJS_INTERNALS_TREE).toBe(DOCUMENT_TREE)
    expect(browser.nextSyncs.at(-1)).toEqual({ url: `${ORIGIN}/search/mazda`, tree: DOCUMENT_TREE })
    expect(browser.entries).toHaveLength(3)
    browser.go(1)
    expect(routes).toEqual(['mazda', 'mazda/cx-5'])
    expect(router.lastChange).toBe('history')
  })

  it('leaves a step out of the search route to Next', () => {
    const router = searchRouter()
    router.rememberDocumentTree()
    browser.win.history.pushState({}, '', `${ORIGIN}/cars/some-car`)
    browser.win.history.pushState({}, '', `${ORIGIN}/search/used-cars`)
    let nextSawIt = false
    browser.win.addEventListener('popstate', () => (nextSawIt = true))
    const routes: string[] = []
    router.onUpdate((route) => routes.push(route))
    browser.go(-1)
    expect(nextSawIt).toBe(true)
    expect(routes).toEqual([])
  })

  it('leaves Back to Next until the document tree is known (before the page committed)', () => {
    const router = searchRouter()
    browser.win.history.pushState({}, '', `${ORIGIN}/search/mazda`)
    let nextSawIt = false
    browser.win.addEventListener('popstate', () => (nextSawIt = true))
    router.onUpdate(() => undefined)
    browser.go(-1)
    expect(nextSawIt).toBe(true)
  })

  it('returns to the scroll the shopper left each entry at, once', () => {
    const router = searchRouter()
    router.rememberDocumentTree()
    router.onUpdate(() => undefined)
    browser.win.scrollY = 900
    router.write('mazda')
    browser.win.scrollY = 0
    browser.go(-1)
    expect(router.takePendingScroll()).toBe(900)
    expect(router.takePendingScroll()).toBeNull()
    router.write('toyota')
    expect(router.lastChange).toBe('refinement')
  })

  it('stops listening when disposed', () => {
    const router = searchRouter()
    router.rememberDocumentTree()
    router.write('mazda')
    const routes: string[] = []
    router.onUpdate((route) => routes.push(route))
    router.dispose()
    browser.go(-1)
    expect(routes).toEqual([])
  })
})
