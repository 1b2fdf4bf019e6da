/** The browser tracker with a fake window, document and fetch: dataLayer, one view per day, the keepalive JSON post. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Listener = (event: unknown) => void
let listeners: Record<string, Listener[]>
let beacons: Array<{ url: string; body: unknown }>
let storage: Map<string, string>
let viewMark: string | null
let visibility: string

const on = (type: string, fn: Listener) => void (listeners[type] ??= []).push(fn)
const fire = (type: string, event: unknown = {}) => listeners[type]?.forEach((fn) => fn(event))

beforeEach(() => {
  vi.resetModules()
  listeners = {}
  beacons = []
  storage = new Map()
  viewMark = null
  visibility = 'visible'
  vi.stubGlobal('window', {
    location: { pathname: '/cars/mazda-cx-5' },
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
    addEventListener: on,
  })
  vi.stubGlobal('document', {
    addEventListener: on,
    get visibilityState() {
      return visibility
    },
    querySelector: (selector: string) => (selector === '[data-track-view]' && viewMark ? { getAttribute: () => viewMark } : null),
  })
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    // the endpoint takes JSON only, and the request must outlive the page
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' }, keepalive: true })
    beacons.push({ url, body: JSON.parse(String(init.body)) })
    return Promise.resolve(new Response(null, { status: 202 }))
  })
})
afterEach(() => vi.unstubAllGlobals())

const load = () => import('../../../site/components/analytics/tracker')
const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer

describe('track', () => {
  it('pushes the event to the dataLayer as given and sends it with its page when the page is hidden', async () => {
    const { track } = await load()
    track({ event: 'save-car', eventId: 39, carId: 5 })
    expect(dataLayer()).toEqual([{ event: 'save-car', eventId: 39, carId: 5 }])
    expect(beacons).toEqual([])
    visibility = 'hidden'
    fire('visibilitychange')
    expect(beacons).toEqual([{ url: '/api/events', body: { events: [{ event: 'save-car', path: '/cars/mazda-cx-5', carId: 5, eventId: 39 }] } }])
    fire('pagehide')
    expect(beacons).toHaveLength(1) // nothing left to send
  })

  it('sends at 20 queued events without waiting', async () => {
    const { track } = await load()
    for (let i = 0; i < 20; i++) track({ event: 'print', carId: i + 1 })
    expect(beacons).toHaveLength(1)
    expect((beacons[0]?.body as { events: unknown[] }).events).toHaveLength(20)
  })

  it('tracks a click on an element carrying data-track', async () => {
    const { track } = await load()
    track({ event: 'phone-code-sent', eventId: 36 }) // installs the listeners
    const link = { closest: () => ({ getAttribute: () => JSON.stringify({ event: 'history-report', carId: 9 }) }) }
    fire('click', { target: link })
    expect(dataLayer()).toContainEqual({ event: 'history-report', carId: 9 })
  })
})

describe('trackPage', () => {
  it('counts the page, and a vehicle page’s view once per browser per day (the dataLayer sees every view)', async () => {
    viewMark = '42'
    const { trackPage } = await load()
    trackPage()
    trackPage()
    fire('pagehide')
    const sent = (beacons[0]?.body as { events: Array<{ event: string }> }).events
    expect(sent.map((e) => e.event)).toEqual(['page-view', 'vehicle-view', 'page-view'])
    expect(dataLayer()).toEqual([{ event: 'vehicle-view', carId: 42 }, { event: 'vehicle-view', carId: 42 }])
  })

  it('counts the view again on another day', async () => {
    viewMark = '42'
    const { trackVehicleView, VIEWED_KEY } = await load()
    storage.set(VIEWED_KEY, JSON.stringify({ day: '2000-01-01', ids: [42] }))
    trackVehicleView(42)
    fire('pagehide')
    expect(beacons).toHaveLength(1)
  })

  it('is just a page view where no car is shown', async () => {
    const { trackPage } = await load()
    trackPage()
    fire('pagehide')
    expect(beacons[0]?.body).toEqual({ events: [{ event: 'page-view', path: '/cars/mazda-cx-5' }] })
  })
})

describe('queueVital', () => {
  it('sends a web vital with the other events when the page is hidden, never to the dataLayer', async () => {
    const { queueVital, trackPage } = await load()
    trackPage()
    queueVital({ event: 'web-vital', path: '/', metric: 'LCP', value: 1234.5 })
    expect(beacons).toEqual([])
    visibility = 'hidden'
    fire('visibilitychange')
    expect(beacons).toEqual([{ url: '/api/events', body: { events: [{ event: 'page-view', path: '/cars/mazda-cx-5' }, { event: 'web-vital', path: '/', metric: 'LCP', value: 1234.5 }] } }])
    expect(dataLayer()).toBeUndefined()
  })

  it('sends at 8 queued vitals (the endpoint’s most), and cuts a long path as the endpoint wants', async () => {
    const { queueVital } = await load()
    for (let i = 0; i < 8; i++) queueVital({ event: 'web-vital', path: `/${'a'.repeat(400)}`, metric: 'CLS', value: i / 100 })
    expect(beacons).toHaveLength(1)
    const events = (beacons[0]?.body as { events: Array<{ path: string }> }).events
    expect(events).toHaveLength(8)
    expect(events[0]?.path).toHaveLength(300)
  })
})
