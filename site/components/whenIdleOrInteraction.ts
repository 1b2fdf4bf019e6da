/**
 * Resolves when the shopper first interacts with the page (pointer, touch, key, focus, wheel) or
 * when the browser is idle after the load event, whichever comes first: islands that the server
 * HTML already shows working (links, forms) load their JavaScript then, not during the load.
 */
const EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel'] as const
const IDLE_TIMEOUT_MS = 2000

let ready: Promise<void> | null = null

export function whenIdleOrInteraction(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const event of EVENTS) window.removeEventListener(event, done, true)
      resolve()
    }
    for (const event of EVENTS) window.addEventListener(event, done, { capture: true, passive: true, once: true })
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(done, 1))
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
  return ready
}
