/**
 * Resolves when the shopper first interacts with the page (pointer, touch, key, focus, wheel) or
 * when the browser is idle after the load event, whichever comes first: islands that the server
 * HTML already shows working (links, forms) load their JavaScript then, not during the load.
 */
const EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel'] as const
const IDLE_TIMEOUT_MS = 2000

let ready: Promise<void> | null = null
let loaded: Promise<void> | null = null

function firstOf(later: (done: () => void) => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const event of EVENTS) window.removeEventListener(event, done, true)
      resolve()
    }
    for (const event of EVENTS) window.addEventListener(event, done, { capture: true, passive: true, once: true })
    const start = () => later(done)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  })
}

export function whenIdleOrInteraction(): Promise<void> {
  ready ??= firstOf((done) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(done, 1)))
  return ready
}

/**
 * Resolves at the shopper's first interaction or in the task after the load event, whichever comes
 * first: for code the page's hydration waits for. While hydration is suspended React keeps the main
 * thread busy (measured: the search page used the whole CPU from load until the wait ended), so the
 * browser is never idle and waiting for idleness would only burn the CPU until the timeout.
 */
export function whenLoadedOrInteraction(): Promise<void> {
  loaded ??= firstOf((done) => window.setTimeout(done, 0))
  return loaded
}
