/**
 * When islands whose server HTML already works (links, forms) fetch their JavaScript: at the
 * shopper's first interaction with the page (pointer, touch, key, focus, wheel), or also once the
 * load event has passed (`whenLoadedOrInteraction`), not during the load.
 */
const EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel'] as const

let loaded: Promise<void> | null = null
let interacted: Promise<void> | null = null

function firstOf(later: ((done: () => void) => void) | null): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const event of EVENTS) window.removeEventListener(event, done, true)
      resolve()
    }
    for (const event of EVENTS) window.addEventListener(event, done, { capture: true, passive: true, once: true })
    if (!later) return
    const start = () => later(done)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  })
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

/**
 * Resolves at the shopper's first interaction only: for code that nothing on the page needs until
 * the shopper acts (a dialog's form), so a visit that only reads the page never fetches it.
 */
export function whenInteraction(): Promise<void> {
  interacted ??= firstOf(null)
  return interacted
}
