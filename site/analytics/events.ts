/**
 * The analytics events of the shopper pages: what is pushed to `window.dataLayer` (for the site's
 * tag manager) and what the first-party beacon sends to `POST /api/events` (README "Analytics").
 * No zod here: browser islands import this file.
 *
 * Ids are the specs' (FIN §4 Lead analytics event ids; INV §4, §9): 14/15/17/48/22/51 leads,
 * 25 phone click, 26 finance calculator use, 36 phone code sent, 37 phone verified, 39 save car.
 * Views, favourite removal, print and history report have no id in the specs (INV §7: "not
 * detailed"), so they are told apart by `event` alone.
 */
import { ANALYTICS_EVENTS } from '../rules/analytics'
import type { VitalMetric } from '../rules/webVitals'

type Id<K extends keyof typeof ANALYTICS_EVENTS> = (typeof ANALYTICS_EVENTS)[K]
type LeadId = Id<'newEnquiry' | 'usedEnquiry' | 'newTestDrive' | 'usedTestDrive' | 'defaultEnquiry' | 'careerEnquiry'>

/** Every event pushed to the dataLayer; `carId` is the vehicle's id where the event is about one car. */
export type DataLayerEvent =
  | { event: 'vehicle-view'; carId: number }
  | { event: 'lead'; eventId: LeadId | number; carId?: number }
  | { event: 'phone-click'; eventId: Id<'phoneClick'>; carId?: number }
  | { event: 'finance-calculator'; eventId: Id<'financeCalculatorUse'>; carId?: number }
  | { event: 'phone-code-sent'; eventId: Id<'phoneCodeSent'> }
  | { event: 'phone-verified'; eventId: Id<'phoneVerified'> }
  | { event: 'save-car'; eventId: Id<'saveCar'>; carId?: number }
  | { event: 'remove-car'; carId?: number }
  | { event: 'print'; carId: number }
  | { event: 'history-report'; carId: number }

/** Counted first-party only (the tag manager counts its own page views). */
export type PageViewEvent = { event: 'page-view' }

export type TrackedEvent = DataLayerEvent | PageViewEvent
export type EventName = TrackedEvent['event']

/** The names `POST /api/events` accepts, in the order the README lists them. */
export const EVENT_NAMES = [
  'page-view',
  'vehicle-view',
  'lead',
  'phone-click',
  'finance-calculator',
  'phone-code-sent',
  'phone-verified',
  'save-car',
  'remove-car',
  'print',
  'history-report',
] as const satisfies readonly EventName[]

/**
 * A field Core Web Vital as the beacon sends it: the page loaded, the metric (web-vitals' name) and
 * its value (ms; CLS unitless). Counted per site, page kind and day (site/analytics/webVitalCounts.ts).
 */
export type WireVital = { event: 'web-vital'; path: string; metric: VitalMetric; value: number }

/** The most vitals a batch may carry: a page load reports each of its four once, and again after a back/forward cache restore. */
export const MAX_VITALS = 8

/** One event as the beacon sends it: the event, the page it happened on and its car and id if any; or a web vital. */
export type WireEvent = { event: EventName; path: string; carId?: number; eventId?: number } | WireVital

/** The attribute a server-rendered link carries to be tracked when clicked (see tracker.ts). */
export const trackAttr = (event: DataLayerEvent): { 'data-track': string } => ({ 'data-track': JSON.stringify(event) })

/** The attribute of the element that marks a vehicle page (one view per browser per day). */
export const viewAttr = (carId: number): { 'data-track-view': string } => ({ 'data-track-view': String(carId) })
