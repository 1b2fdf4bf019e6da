import { afterEach, describe, expect, it, vi } from 'vitest'

type FakeWindow = EventTarget & { setTimeout: typeof setTimeout; requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number }

/** A browser-like window (events, timers, idle callbacks held until released) and document. */
function browser(readyState: DocumentReadyState, focus: 'none' | 'body' | 'field' = 'none', interacted = false) {
  const idle: Array<() => void> = []
  const win = Object.assign(new EventTarget(), {
    setTimeout: ((fn: () => void, ms?: number) => setTimeout(fn, ms)) as typeof setTimeout,
    requestIdleCallback: (cb: () => void) => idle.push(cb),
  }) as FakeWindow
  vi.stubGlobal('window', win)
  const body = { tag: 'body' }
  // the page's loader marks the interaction that brought its scripts (site/http/pageLoader.mjs)
  const documentElement = { tag: 'html', hasAttribute: (name: string) => interacted && name === 'data-interacted' }
  const activeElement = focus === 'none' ? null : focus === 'body' ? body : { tag: 'input' }
  vi.stubGlobal('document', { readyState, body, documentElement, activeElement })
  return { win, runIdle: () => idle.splice(0).forEach((cb) => cb()) }
}

async function fresh() {
  vi.resetModules()
  return import('../../../site/components/whenInteraction')
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 5))
  return done
}

afterEach(() => vi.unstubAllGlobals())

describe('whenIdleOrInteraction (the search grid: its own root hydrates then)', () => {
  it('waits for the load event, then for the browser to be idle', async () => {
    const { win, runIdle } = browser('loading')
    const wait = (await fresh()).whenIdleOrInteraction()
    expect(await settled(wait)).toBe(false)
    win.dispatchEvent(new Event('load'))
    expect(await settled(wait)).toBe(false)
    runIdle()
    expect(await settled(wait)).toBe(true)
  })

  it('resolves at the first interaction before load', async () => {
    const { win } = browser('interactive')
    const wait = (await fresh()).whenIdleOrInteraction()
    win.dispatchEvent(new Event('pointerover'))
    expect(await settled(wait)).toBe(true)
  })

  it('after load has passed, at the next idle period (one promise for every caller)', async () => {
    const { runIdle } = browser('complete')
    const mod = await fresh()
    expect(mod.whenIdleOrInteraction()).toBe(mod.whenIdleOrInteraction())
    expect(await settled(mod.whenIdleOrInteraction())).toBe(false)
    runIdle()
    expect(await settled(mod.whenIdleOrInteraction())).toBe(true)
  })
})

describe('whenInteraction (code nothing needs until the shopper acts: the vehicle dialogs\' form)', () => {
  it('never resolves on its own: not at load, not when the browser is idle', async () => {
    const { win, runIdle } = browser('loading')
    const wait = (await fresh()).whenInteraction()
    win.dispatchEvent(new Event('load'))
    runIdle()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await settled(wait)).toBe(false)
  })

  it.each(['pointerdown', 'pointerover', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'])('resolves at a %s', async (event) => {
    const { win } = browser('complete')
    const wait = (await fresh()).whenInteraction()
    expect(await settled(wait)).toBe(false)
    win.dispatchEvent(new Event(event))
    expect(await settled(wait)).toBe(true)
  })

  it('one promise for every caller, kept after it resolved', async () => {
    const { win } = browser('complete')
    const mod = await fresh()
    expect(mod.whenInteraction()).toBe(mod.whenInteraction())
    win.dispatchEvent(new Event('keydown'))
    expect(await settled(mod.whenInteraction())).toBe(true)
  })

  it('resolves at once when a field already has focus: the shopper typed or tabbed before this code ran', async () => {
    browser('interactive', 'field')
    expect(await settled((await fresh()).whenInteraction())).toBe(true)
  })

  it("resolves at once when the page's scripts came at an interaction (the loader's data-interacted mark)", async () => {
    browser('complete', 'none', true)
    expect(await settled((await fresh()).whenInteraction())).toBe(true)
  })

  it('focus on the page itself (the body) is not an interaction', async () => {
    browser('complete', 'body')
    expect(await settled((await fresh()).whenInteraction())).toBe(false)
  })
})
