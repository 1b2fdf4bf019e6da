/**
 * When islands whose server HTML already works (links, forms) fetch their JavaScript: at the
 * shopper's first interaction with the page (pointer over or moving, touch, key, focus, wheel), or
 * also once the browser is idle after the load event (`whenIdleOrInteraction`), not during the load.
 */
const EVENTS = ['pointerdown', 'pointerover', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const

let interacted: Promise<void> | null = null
let idle: Promise<void> | null = null

/**
 * Resolves at the shopper's first interaction: for code that nothing on the page needs until the
 * shopper acts (a dialog's form), so a visit that only reads the page never fetches it.
 */
export function whenInteraction(): Promise<void> {
  interacted ??= new Promise<void>((resolve) => {
    // the shopper acted before this code ran: the page's scripts came at that interaction (marked
    // by the page's loader, site/http/pageLoader.mjs), or a field or control already has focus
    if (document.documentElement.hasAttribute('data-interacted')) return resolve()
    const focused = document.activeElement
    if (focused && focused !== document.body && focused !== document.documentElement) return resolve()
    const done = () => {
      for (const event of EVENTS) window.removeEventListener(event, done, true)
      resolve()
    }
    for (const event of EVENTS) window.addEventListener(event, done, { capture: true, passive: true, once: true })
  })
  return interacted
}

/** The browser's first idle period after the load event (at most IDLE_TIMEOUT_MS after it). */
const IDLE_TIMEOUT_MS = 2000
export const whenIdleAfterLoad = () =>
  new Promise<void>((resolve) => {
    const start = () => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(resolve, 0))
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  })

/**
 * Resolves at the shopper's first interaction or once the browser is idle after the load event,
 * whichever comes first: for an island whose server HTML works but which shows more once it runs
 * (the search grid's quick quotes and saved cars), hydrated in a root of its own so that the rest of
 * the page does not wait (site/components/deferredIsland.ts).
 */
export function whenIdleOrInteraction(): Promise<void> {
  idle ??= Promise.race([whenInteraction(), whenIdleAfterLoad()])
  return idle
}

/** Within half a screen of the viewport: the island is fetched while the shopper scrolls toward it. */
const NEAR_MARGIN = '50% 0px'
/** The shopper acting in the island itself (a tap, a key, focus from Tab or a label). */
const ISLAND_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'input'] as const

/**
 * Resolves when `container`'s content comes within half a screen of the viewport (at once when it
 * already is) or the shopper acts inside it, whichever comes first: for an island far down a page
 * (a lead form under a location's hours and reviews), so a visit that reads only the top never
 * fetches its code. `container` may be `display: contents` (its children are observed). Nothing
 * resolves after `signal` aborts.
 */
export function whenNear(container: HTMLElement, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    let observer: IntersectionObserver | null = null
    const stop = () => {
      observer?.disconnect()
      for (const event of ISLAND_EVENTS) container.removeEventListener(event, near, true)
      signal?.removeEventListener('abort', stop)
    }
    function near() {
      stop()
      resolve()
    }
    if (signal?.aborted) return
    signal?.addEventListener('abort', stop, { once: true })
    for (const event of ISLAND_EVENTS) container.addEventListener(event, near, { capture: true, passive: true })
    if (typeof IntersectionObserver !== 'function' || container.contains(document.activeElement)) return near()
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near()
    }, { rootMargin: NEAR_MARGIN })
    for (const target of container.children.length ? container.children : [container]) observer.observe(target)
  })
}
