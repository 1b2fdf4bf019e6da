/**
 * Popstate handlers that run before Next's router's own. Chromium runs the window's popstate
 * listeners in the order they were added, a capture listener included (seen: Next's listener, added
 * when the page hydrated, ran before a capture listener the search grid added later). Next adds its
 * listener when the page hydrates; this module adds its one listener when it is evaluated, before
 * that, so a handler here can take a Back or Forward (stopImmediatePropagation) before Next reads
 * the entry. Import it from a module the page evaluates while it hydrates.
 */
type Handler = (event: PopStateEvent) => void

const handlers = new Set<Handler>()
const dispatch = (event: Event) => {
  for (const handler of [...handlers]) handler(event as PopStateEvent)
}
let listeningOn: EventTarget | null = null

/** Puts the one listener on `target` (the window); a new window is a new page, so its handlers start empty. */
export function listenFirst(target: EventTarget): void {
  if (listeningOn === target) return
  listeningOn?.removeEventListener('popstate', dispatch, { capture: true })
  handlers.clear()
  target.addEventListener('popstate', dispatch, { capture: true })
  listeningOn = target
}

if (typeof window !== 'undefined') listenFirst(window)

/** Adds a handler that runs before Next's; returns its removal. */
export function onPopStateFirst(handler: Handler): () => void {
  handlers.add(handler)
  return () => void handlers.delete(handler)
}
