/**
 * The browser side of analytics (README "Analytics"): `track` pushes an event to the dataLayer and
 * queues it for `POST /api/events`; the queue goes out in one keepalive JSON `fetch` when the page
 * is hidden or left, or at 20 events. Clicks on elements with `data-track` are tracked here, so
 * server-rendered links need no island of their own. Failures are only logged (INV §8).
 */
import { countView, localDay } from '../../rules/analytics'
import { MAX_VITALS, type DataLayerEvent, type TrackedEvent, type WireEvent, type WireVital } from '../../analytics/events'

export const EVENTS_ENDPOINT = '/api/events'
export const VIEWED_KEY = 'viewed-today'
const FLUSH_AT = 20
const MAX_PATH = 300

type Win = { dataLayer?: unknown[]; location?: { pathname?: string }; localStorage?: Storage }
const win = () => window as unknown as Win
let queue: WireEvent[] = []
let installed = false

function flush(): void {
  if (!queue.length) return
  const body = JSON.stringify({ events: queue })
  queue = []
  // A keepalive fetch outlives the page as a beacon does, and says JSON: the endpoint takes JSON only
  // (a beacon's text/plain is what another website could send from its visitors' browsers).
  fetch(EVENTS_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch((error: unknown) => console.warn(`analytics failed: ${String(error)}`))
}

function onClick(event: Event): void {
  const target = event.target as Element | null
  const raw = target?.closest?.('[data-track]')?.getAttribute('data-track')
  if (raw) track(JSON.parse(raw) as DataLayerEvent)
}

function install(): void {
  if (installed || typeof document === 'undefined') return
  installed = true
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush())
  window.addEventListener('pagehide', flush)
  document.addEventListener('click', onClick, true)
}

function queueEvent(event: TrackedEvent): void {
  install()
  const { carId, eventId } = event as { carId?: number; eventId?: number }
  const path = (win().location?.pathname ?? '/').slice(0, MAX_PATH)
  queue.push({ event: event.event, path, ...(carId ? { carId } : {}), ...(eventId ? { eventId } : {}) })
  if (queue.length >= FLUSH_AT) flush()
}

/**
 * Queues a page load's web vital for the next batch (first-party only, not the dataLayer). The
 * vitals' final values come as the page is hidden, in web-vitals' own listener on the window, which
 * runs before this file's on the document: they go out in the same flush.
 */
export function queueVital(vital: WireVital): void {
  install()
  queue.push({ ...vital, path: vital.path.slice(0, MAX_PATH) })
  if (queue.length >= FLUSH_AT || queue.filter((e) => e.event === 'web-vital').length >= MAX_VITALS) flush()
}

/** Pushes `event` to the dataLayer (for the site's tag manager) and counts it first-party. */
export function track(event: DataLayerEvent): void {
  ;(win().dataLayer ??= []).push(event)
  queueEvent(event)
}

function readViewed(storage: Storage | undefined): unknown {
  const raw = storage?.getItem(VIEWED_KEY)
  if (!raw) return null
  try {
    return JSON.parse(raw)
  } catch {
    return null // unreadable: starts afresh (countView)
  }
}

/** A vehicle page view: always in the dataLayer, counted first-party once per browser per day. */
export function trackVehicleView(carId: number, now = new Date()): void {
  const view: DataLayerEvent = { event: 'vehicle-view', carId }
  ;(win().dataLayer ??= []).push(view)
  const storage = win().localStorage
  const { count, next } = countView(readViewed(storage), carId, localDay(now))
  if (!count) return
  storage?.setItem(VIEWED_KEY, JSON.stringify(next))
  queueEvent(view)
}

/** On every page shown: a page view, and the car's view where the page marks one (`viewAttr`). */
export function trackPage(): void {
  queueEvent({ event: 'page-view' })
  const car = Number(document.querySelector('[data-track-view]')?.getAttribute('data-track-view'))
  if (Number.isInteger(car) && car > 0) trackVehicleView(car)
}
