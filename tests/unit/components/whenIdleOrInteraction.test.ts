import { afterEach, describe, expect, it, vi } from 'vitest'

type FakeWindow = EventTarget & { setTimeout: typeof setTimeout; requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number }

/** A browser-like window (events, timers, idle callbacks held until released) and document. */
function browser(readyState: DocumentReadyState) {
  const idle: Array<() => void> = []
  const win = Object.assign(new EventTarget(), {
    setTimeout: ((fn: () => void, ms?: number) => setTimeout(fn, ms)) as typeof setTimeout,
    requestIdleCallback: (cb: () => void) => idle.push(cb),
  }) as FakeWindow
  vi.stubGlobal('window', win)
  vi.stubGlobal('document', { readyState })
  return { win, runIdle: () => idle.splice(0).forEach((cb) => cb()) }
}

async function fresh() {
  vi.resetModules()
  return import('../../../site/components/whenIdleOrInteraction')
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 5))
  return done
}

afterEach(() => vi.unstubAllGlobals())

describe('whenLoadedOrInteraction (the search grid: hydration waits for it)', () => {
  it('resolves in the task after the load event, without waiting for the browser to be idle', async () => {
    const { win } = browser('loading')
    const wait = (await fresh()).whenLoadedOrInteraction()
    expect(await settled(wait)).toBe(false)
    win.dispatchEvent(new Event('load'))
    expect(await settled(wait)).toBe(true)
  })

  it('resolves at the first interaction before load', async () => {
    const { win } = browser('interactive')
    const wait = (await fresh()).whenLoadedOrInteraction()
    win.dispatchEvent(new Event('pointerover'))
    expect(await settled(wait)).toBe(true)
  })

  it('after load has passed, resolves at once (one promise for every caller)', async () => {
    browser('complete')
    const mod = await fresh()
    expect(mod.whenLoadedOrInteraction()).toBe(mod.whenLoadedOrInteraction())
    expect(await settled(mod.whenLoadedOrInteraction())).toBe(true)
  })
})

describe('whenIdleOrInteraction (islands that do not hold up hydration)', () => {
  it('waits past load until the browser is idle', async () => {
    const { win, runIdle } = browser('loading')
    const wait = (await fresh()).whenIdleOrInteraction()
    win.dispatchEvent(new Event('load'))
    expect(await settled(wait)).toBe(false)
    runIdle()
    expect(await settled(wait)).toBe(true)
  })

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'])('resolves at a %s before idle', async (event) => {
    const { win } = browser('complete')
    const wait = (await fresh()).whenIdleOrInteraction()
    win.dispatchEvent(new Event(event))
    expect(await settled(wait)).toBe(true)
  })
})
