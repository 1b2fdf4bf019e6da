// @vitest-environment happy-dom
/**
 * `whenNear`: when a deferred island far down a page (a lead form) fetches its code: as it comes
 * within half a screen of the viewport, or at the shopper's first act inside it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenNear } from '../../../site/components/whenInteraction'

/** An IntersectionObserver the test drives: `show(el)` reports `el` as in the (extended) viewport. */
class FakeObserver {
  static all: FakeObserver[] = []
  observed = new Set<Element>()
  disconnected = false
  constructor(private readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    FakeObserver.all.push(this)
  }
  observe(el: Element) {
    this.observed.add(el)
  }
  disconnect() {
    this.disconnected = true
    this.observed.clear()
  }
  static show(el: Element) {
    for (const o of FakeObserver.all) if (o.observed.has(el)) o.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], o as unknown as IntersectionObserver)
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 5))
  return done
}

/** An island's `display: contents` container holding a form, under a page of other content. */
function island() {
  document.body.innerHTML = '<main><p>Hours</p><div class="contents" id="island"><form><input id="name"><button>Send</button></form></div></main>'
  return document.getElementById('island') as HTMLElement
}

beforeEach(() => {
  FakeObserver.all = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(() => vi.unstubAllGlobals())

describe('whenNear', () => {
  it('waits until the island\'s content nears the viewport, watching half a screen ahead', async () => {
    const container = island()
    const near = whenNear(container)
    expect(await settled(near)).toBe(false)
    const observer = FakeObserver.all[0]!
    // the container is display: contents (no box of its own): its children are watched
    expect([...observer.observed]).toEqual([container.querySelector('form')])
    expect(observer.options?.rootMargin).toBe('50% 0px')
    FakeObserver.show(container.querySelector('form')!)
    expect(await settled(near)).toBe(true)
    expect(observer.disconnected).toBe(true)
  })

  it('does not resolve for a not-intersecting report, nor for acts outside the island', async () => {
    const container = island()
    const near = whenNear(container)
    const observer = FakeObserver.all[0]!
    ;(observer as unknown as { callback: IntersectionObserverCallback }).callback([{ target: container.firstElementChild!, isIntersecting: false } as IntersectionObserverEntry], observer as unknown as IntersectionObserver)
    document.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(await settled(near)).toBe(false)
  })

  for (const event of ['pointerdown', 'focusin', 'keydown', 'input', 'click', 'touchstart']) {
    it(`resolves at a ${event} inside the island`, async () => {
      const container = island()
      const near = whenNear(container)
      container.querySelector('input')!.dispatchEvent(new Event(event, { bubbles: true }))
      expect(await settled(near)).toBe(true)
    })
  }

  it('resolves at once when focus is already inside (a shopper who tabbed in before hydration)', async () => {
    const container = island()
    container.querySelector('input')!.focus()
    expect(await settled(whenNear(container))).toBe(true)
  })

  it('never resolves once aborted (the island left the page), and stops watching', async () => {
    const container = island()
    const aborted = new AbortController()
    const near = whenNear(container, aborted.signal)
    aborted.abort()
    expect(FakeObserver.all[0]!.disconnected).toBe(true)
    container.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(await settled(near)).toBe(false)
    expect(await settled(whenNear(container, aborted.signal))).toBe(false)
  })

  it('resolves at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    expect(await settled(whenNear(island()))).toBe(true)
  })
})
