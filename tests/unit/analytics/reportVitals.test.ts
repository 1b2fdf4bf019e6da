/** The vitals reporter with a fake window, document, idle callback and web-vitals: sampled, loaded at idle once, each metric once, sent with the page's path. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Listener = (event: unknown) => void
type Report = (metric: { id: string; name: string; value: number }) => void
let listeners: Record<string, Listener[]>
let beacons: unknown[]
let idle: Array<() => void>
let visibility: string
let marks: Record<string, string>
const reporters: Record<string, Report> = {}

vi.mock('web-vitals', () => ({
  onLCP: (fn: Report) => void (reporters.LCP = fn),
  onINP: (fn: Report) => void (reporters.INP = fn),
  onCLS: (fn: Report) => void (reporters.CLS = fn),
  onTTFB: (fn: Report) => void (reporters.TTFB = fn),
}))

const on = (type: string, fn: Listener) => void (listeners[type] ??= []).push(fn)
const fire = (type: string) => listeners[type]?.forEach((fn) => fn({}))

beforeEach(() => {
  vi.resetModules()
  listeners = {}
  beacons = []
  idle = []
  visibility = 'visible'
  marks = {}
  for (const key of Object.keys(reporters)) delete reporters[key]
  vi.stubGlobal('window', {
    location: { pathname: '/cars/mazda-cx-5' },
    addEventListener: on,
    requestIdleCallback: (fn: () => void) => idle.push(fn),
  })
  vi.stubGlobal('document', {
    documentElement: { setAttribute: (name: string, value: string) => void (marks[name] = value) },
    readyState: 'complete',
    addEventListener: on,
    get visibilityState() {
      return visibility
    },
  })
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    beacons.push(JSON.parse(String(init.body)))
    return Promise.resolve(new Response(null, { status: 202 }))
  })
})
afterEach(() => vi.unstubAllGlobals())

const load = () => import('../../../site/components/analytics/reportVitals')
/** Runs the browser's idle callbacks, then lets the chunk's import settle. */
async function goIdle() {
  idle.splice(0).forEach((fn) => fn())
  await vi.waitFor(() => expect(Object.keys(reporters).length).toBeGreaterThan(0))
}

describe('reportVitals', () => {
  it('loads web-vitals only once the browser is idle, then reports each metric once with the landing path', async () => {
    const { reportVitals } = await load()
    reportVitals(1)
    await Promise.resolve()
    expect(reporters).toEqual({})
    await goIdle()
    expect(Object.keys(reporters).sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB'])
    expect(marks).toEqual({ 'data-web-vitals': 'observing' })
    // a soft navigation later: the vitals stay the landing page's
    ;(window as unknown as { location: { pathname: string } }).location.pathname = '/search'
    reporters.TTFB!({ id: 't1', name: 'TTFB', value: 120.5 })
    reporters.CLS!({ id: 'c1', name: 'CLS', value: 0.02 })
    reporters.CLS!({ id: 'c1', name: 'CLS', value: 0.3 }) // the same load's CLS grown: not counted twice
    reporters.LCP!({ id: 'l1', name: 'LCP', value: 1800 })
    visibility = 'hidden'
    fire('visibilitychange')
    expect(beacons).toEqual([
      {
        events: [
          { event: 'web-vital', path: '/cars/mazda-cx-5', metric: 'TTFB', value: 120.5 },
          { event: 'web-vital', path: '/cars/mazda-cx-5', metric: 'CLS', value: 0.02 },
          { event: 'web-vital', path: '/cars/mazda-cx-5', metric: 'LCP', value: 1800 },
        ],
      },
    ])
    // after a back/forward cache restore: new ids, a new load's figures
    reporters.LCP!({ id: 'l2', name: 'LCP', value: 90 })
    fire('pagehide')
    expect(beacons[1]).toEqual({ events: [{ event: 'web-vital', path: '/cars/mazda-cx-5', metric: 'LCP', value: 90 }] })
  })

  it('starts once per page load, however often the shell renders', async () => {
    const { reportVitals } = await load()
    reportVitals(1)
    reportVitals(1)
    expect(idle).toHaveLength(1)
  })

  it('loads nothing for a load outside the sample', async () => {
    const { reportVitals } = await load()
    reportVitals(0.1, () => 0.5)
    reportVitals(1) // a later render does not draw again
    expect(idle).toEqual([])
  })

  it('waits for the load event when the page is still loading', async () => {
    ;(document as unknown as { readyState: string }).readyState = 'loading'
    const { reportVitals } = await load()
    reportVitals(1)
    expect(idle).toEqual([])
    fire('load')
    expect(idle).toHaveLength(1)
  })
})
