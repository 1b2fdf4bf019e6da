/**
 * When islands whose server HTML already works (links, forms) fetch their JavaScript: at the
 * shopper's first interaction with the page (pointer, touch, key, focus, wheel), or also once the
 * load event has passed (`whenLoadedOrInteraction`), not during the load.
 */
const EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel'] as const

let interacted: Promise<void> | null = null
let loaded: Promise<void> | null = null

/**
 * Resolves at the shopper's first interaction only: for code that nothing on the page needs until
 * the shopper acts (a dialog's form), so a visit that only reads the page never fetches it.
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

/** The task after the load event (at once when it has passed). */
const afterLoad = () =>
  new Promise<void>((resolve) => {
    const start = () => window.setTimeout(resolve, 0)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  })

/**
 * Resolves at the shopper's first interaction or in the task after the load event, whichever comes
 * first: for code the page's hydration waits for. While hydration is suspended React keeps the main
 * thread busy (measured: the search page used the whole CPU from load until the wait ended), so the
 * browser is never idle and waiting for idleness would only burn the CPU until the timeout.
 */
export function whenLoadedOrInteraction(): Promise<void> {
  loaded ??= Promise.race([whenInteraction(), afterLoad()])
  return loaded
}
