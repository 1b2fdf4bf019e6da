import { createElement, lazy, startTransition, useContext, useEffect, useId, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { fieldState, isChangeableField, reportChange, type ReportableField } from './reportChange'
import { whenIdleOrInteraction, whenInteraction, whenNear } from './whenInteraction'

/** Marks a deferred island's container in the server HTML, so the browser tells hydration from a client render. */
const CONTAINER = 'data-deferred-island'
/** Set on the container once the island has hydrated (its first commit). */
const HYDRATED = 'data-island-hydrated'

/**
 * What the shopper does in the island before it hydrates (the first tap can come before its code):
 * a click on a button is held, then clicked again once the island runs; a field typed in, chosen or
 * ticked keeps its value and is reported to the island's React as changed, before the clicks (a task
 * earlier, so a submit reads the value). Links and everything else keep their own behaviour (a link
 * navigates, a summary folds), so the server HTML keeps working meanwhile.
 */
function holdUntilHydrated(container: HTMLElement) {
  const held: HTMLElement[] = []
  const changed = new Map<ReportableField, string | boolean>()
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button')
    if (!button || !container.contains(button)) return
    event.preventDefault()
    event.stopPropagation()
    if (!held.includes(button)) held.push(button)
  }
  const change = (event: Event) => {
    if (!isChangeableField(event.target)) return
    // a radio's change moves it to the end: the last one chosen is reported last
    changed.delete(event.target)
    changed.set(event.target, fieldState(event.target))
  }
  container.addEventListener('click', hold, true)
  container.addEventListener('input', change, true)
  container.addEventListener('change', change, true)
  /** Stops holding; `replay` reports the changed fields and clicks the held buttons again (each once). */
  return (replay = true) => {
    container.removeEventListener('click', hold, true)
    container.removeEventListener('input', change, true)
    container.removeEventListener('change', change, true)
    const fields = [...changed]
    changed.clear()
    const buttons = held.splice(0)
    if (!replay) return
    for (const [field, value] of fields) reportChange(field, value)
    setTimeout(() => {
      for (const button of buttons) if (button.isConnected) button.click()
    }, 0)
  }
}

const noop = () => {}

/** Calls `onReady` once, after its children's first commit. */
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(() => onReady(), [onReady])
  return children
}

/**
 * When a deferred island fetches its code and hydrates: `interaction`, at the shopper's first
 * interaction with the page (pointer over or moving, touch, key, focus, wheel: an island whose
 * server HTML is the whole first view and works as it is, the search grid, issue 18); `idle`, at
 * that interaction or once the browser is idle after the load event; `near`, when the island comes
 * within half a screen of the viewport or the shopper acts in it (an island that may sit far down
 * the page: a lead form).
 */
export type DeferredWhen = 'interaction' | 'idle' | 'near'

/** The page-wide moment of `interaction` and `idle` (`near` watches the island itself). */
const PAGE_MOMENTS: Partial<Record<DeferredWhen, () => Promise<void>>> = { interaction: whenInteraction, idle: whenIdleOrInteraction }

/**
 * A client island whose JavaScript is its own chunk, fetched at the moment `when` says (`idle` by
 * default: the shopper's first interaction with the page, or once the browser is idle), and
 * hydrated then in a React root of its own: the rest of the page hydrates at once without waiting for
 * it. Until then the island is its server HTML (links and forms work; a button's click is held and
 * replayed). No layout shift: the root adopts the server DOM in place.
 *
 * How: the server renders the island inside a container element. The page's hydration renders the
 * container with an empty inner HTML, which React leaves as the server sent it, and the island's
 * own root later hydrates that DOM (the Next router's context passed in, for its links). When the
 * island arrives by a client-side navigation instead, there is no server HTML: it renders in the
 * page's tree, and the navigation waits for its chunk.
 *
 * `load` must be written in the island's own 'use client' module (`() => import('./X').then(…)`),
 * so the bundler makes the chunk there. Ids from useId inside the island differ from the server's;
 * the DOM keeps the server's (React does not patch attributes when hydrating), so label and input
 * pairs still match.
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>, when: DeferredWhen = 'idle'): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null
  const component = () => (loading ??= load())
  // on the server the chunk starts loading with the module, so rendering rarely waits for it; in
  // the browser the interaction listeners go on now, before the page hydrates, so none is missed
  // (`near` watches the island itself, from its hydration on; a press before it is held and replayed)
  const pageMoment = PAGE_MOMENTS[when]
  if (typeof window === 'undefined') void component()
  else void pageMoment?.()
  const Inline = lazy(async () => ({ default: await component() }))

  // A plain function component: a module's client export must be one (a lazy object is not).
  return function DeferredIsland(props: P) {
    const id = useId()
    // true only while the page hydrates: the server's container is in the document
    const [adopting] = useState(() => typeof document !== 'undefined' && document.querySelector(`[${CONTAINER}="${CSS.escape(id)}"]`) !== null)
    const router = useContext(AppRouterContext)
    const container = useRef<HTMLDivElement>(null)
    const root = useRef<Root | null>(null)
    const element = (Island: ComponentType<P>, onReady: () => void = noop): ReactElement =>
      createElement(AppRouterContext.Provider, { value: router }, createElement(Ready, { onReady }, createElement(Island, props)))
    const latest = useRef(element)
    latest.current = element

    useEffect(() => {
      const node = container.current
      if (!adopting || !node) return
      const unmounted = new AbortController()
      const release = holdUntilHydrated(node)
      void (pageMoment ? pageMoment() : whenNear(node, unmounted.signal))
        .then(component)
        .then((Island) => {
          if (unmounted.signal.aborted) return
          // in a transition, so React hydrates in slices and yields to the browser; the held clicks
          // go once the island has committed (its handlers are on)
          startTransition(() => {
            root.current = hydrateRoot(node, latest.current(Island, () => {
              // a page's early script stops answering for the island from here (site/enhance/financeCalculator.ts)
              node.setAttribute(HYDRATED, '')
              release()
            }))
          })
        })
      return () => {
        unmounted.abort()
        release(false)
        const island = root.current
        root.current = null
        // not during the page's own commit
        if (island) setTimeout(() => island.unmount(), 0)
      }
    }, [adopting])

    // new props from the server (a refresh, a navigation to the same page): into the island's root
    useEffect(() => {
      if (root.current && loading) void loading.then((Island) => root.current?.render(latest.current(Island)))
    })

    if (!adopting) return createElement('div', { [CONTAINER]: id, className: 'contents' }, createElement(Inline, props))
    return createElement('div', { [CONTAINER]: id, className: 'contents', ref: container, dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true })
  }
}
