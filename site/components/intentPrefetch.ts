/** The attribute our Link (site/components/Link.tsx) puts on an anchor to have it prefetched on intent. */
export const INTENT_PREFETCH = 'data-prefetch'

/** How long the mouse rests on a link before it is fetched: a pointer crossing the page fetches nothing. */
export const HOVER_DWELL_MS = 50

const SELECTOR = `a[${INTENT_PREFETCH}][href]`

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null
}

/**
 * Calls `prefetch` with a link's href when the shopper shows they may follow it: the mouse rests on
 * it for HOVER_DWELL_MS, a finger touches it, or it takes focus. Only links our Link component
 * rendered (marked with INTENT_PREFETCH). Next's prefetch cache answers a link fetched before.
 * Returns the cleanup.
 */
export function watchIntent(doc: Document, prefetch: (href: string) => void): () => void {
  let resting: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null

  const fetchAhead = (link: HTMLAnchorElement | null) => {
    if (link) prefetch(link.getAttribute('href') ?? '')
  }
  const stopResting = () => {
    if (resting) clearTimeout(resting.timer)
    resting = null
  }
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return // touchstart answers at once
    const link = linkOf(event.target)
    if (!link || link === resting?.link) return
    stopResting()
    resting = { link, timer: setTimeout(() => fetchAhead(link), HOVER_DWELL_MS) }
  }
  const onPointerOut = (event: PointerEvent) => {
    if (resting && !resting.link.contains(event.relatedTarget as Node | null)) stopResting()
  }
  const onAtOnce = (event: Event) => fetchAhead(linkOf(event.target))

  const options = { capture: true, passive: true }
  doc.addEventListener('pointerover', onPointerOver, options)
  doc.addEventListener('pointerout', onPointerOut, options)
  doc.addEventListener('touchstart', onAtOnce, options)
  doc.addEventListener('focusin', onAtOnce, options)
  return () => {
    stopResting()
    doc.removeEventListener('pointerover', onPointerOver, options)
    doc.removeEventListener('pointerout', onPointerOut, options)
    doc.removeEventListener('touchstart', onAtOnce, options)
    doc.removeEventListener('focusin', onAtOnce, options)
  }
}
