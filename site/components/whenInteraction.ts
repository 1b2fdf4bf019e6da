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
const idleAfterLoad = () =>
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
  idle ??= Promise.race([whenInteraction(), idleAfterLoad()])
  return idle
}
