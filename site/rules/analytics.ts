/**
 * Analytics event ids (FIN §4 Lead analytics event ids, INV §4 Watchlist, INV §9). The lead id
 * mapping is a data table read top to bottom; the first matching row wins, else 22.
 */

/** Every id the specs give, by what it records. */
export const ANALYTICS_EVENTS = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  defaultEnquiry: 22,
  careerEnquiry: 51,
  phoneCodeSent: 36,
  phoneVerified: 37,
  financeCalculatorUse: 26,
  phoneClick: 25,
  saveCar: 39,
} as const

export type AnalyticsEvent = keyof typeof ANALYTICS_EVENTS

/** The test-drive subcategory by car type (FIN §4 Test-drive subcategory). */
export const testDriveSubcategory = (carType: string | null | undefined): string => (carType === 'used' ? 'Test Drive Booking Used' : 'Test Drive Booking New')

export type LeadFacts = {
  category?: string | null
  subcategory?: string | null
  carType?: string | null
  tag?: string | null
}

export type LeadEventRule = { when: { [K in keyof LeadFacts]?: string }; event: AnalyticsEvent }

/**
 * FIN §4: 51 career enquiry (a General Enquiry with subcategory Career Enquiry, FIN §4 Career
 * enquiry); 17 for a car tagged Test Drive Only, whatever the lead; 48 used test drive, 17 new test
 * drive (by the test-drive subcategory); 14 new and 15 used enquiry. Anything else (no car, a demo
 * car) is the default enquiry, 22.
 */
export const LEAD_EVENT_RULES: readonly LeadEventRule[] = [
  { when: { category: 'General Enquiry', subcategory: 'Career Enquiry' }, event: 'careerEnquiry' },
  { when: { tag: 'Test Drive Only' }, event: 'newTestDrive' },
  { when: { subcategory: 'Test Drive Booking Used' }, event: 'usedTestDrive' },
  { when: { subcategory: 'Test Drive Booking New' }, event: 'newTestDrive' },
  { when: { carType: 'new' }, event: 'newEnquiry' },
  { when: { carType: 'used' }, event: 'usedEnquiry' },
]

const sameText = (a: string | null | undefined, b: string): boolean => a?.trim().toLowerCase() === b.toLowerCase()

/** Whether every fact a row names matches (ignoring case and surrounding spaces). */
const matches = (rule: LeadEventRule, lead: LeadFacts): boolean =>
  Object.entries(rule.when).every(([fact, value]) => sameText(lead[fact as keyof LeadFacts], value as string))

/** The analytics id recorded for a submitted lead (FIN §4). */
export function leadEventId(lead: LeadFacts, rules: readonly LeadEventRule[] = LEAD_EVENT_RULES): number {
  const rule = rules.find((candidate) => matches(candidate, lead))
  return ANALYTICS_EVENTS[rule?.event ?? 'defaultEnquiry']
}

/** The views counter of a vehicle page's sidebar (INV §2) and of a card (`vehicleCard.showViews`): 1 view, 1,234 views. */
export const viewsLabel = (views: number): string => `${views.toLocaleString('en-AU')} ${views === 1 ? 'view' : 'views'}`

/**
 * The views counter's text, or null while the car has fewer views than the site shows
 * (`vehiclePage.minViewsShown`, default 1): "0 views" tells a shopper nothing and reads as
 * "nobody wants this car".
 */
export const shownViewsLabel = (views: number, minimum: number): string | null => (views >= Math.max(1, minimum) ? viewsLabel(views) : null)

/** The cars this browser has had counted as viewed, and on which day (local storage). */
export type ViewedToday = { day: string; ids: number[] }

/** At most this many cars are remembered per day (a crawler's day would otherwise grow without end). */
export const VIEWED_TODAY_LIMIT = 500

const asViewed = (raw: unknown): ViewedToday | null => {
  if (!raw || typeof raw !== 'object') return null
  const { day, ids } = raw as { day?: unknown; ids?: unknown }
  return typeof day === 'string' && Array.isArray(ids) ? { day, ids: ids.filter((id): id is number => Number.isInteger(id)) } : null
}

/**
 * Whether a view of `carId` on `day` counts (the `views` figure is one view per browser per day,
 * issue 15), and what to remember. A remembered other day, or anything unreadable, starts afresh.
 */
export function countView(remembered: unknown, carId: number, day: string): { count: boolean; next: ViewedToday } {
  const state = asViewed(remembered)
  const ids = state?.day === day ? state.ids : []
  if (ids.includes(carId)) return { count: false, next: { day, ids } }
  return { count: true, next: { day, ids: [...ids, carId].slice(-VIEWED_TODAY_LIMIT) } }
}

/** The browser's local calendar day, yyyy-MM-dd. */
export const localDay = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`

/** Views → leads as a whole percentage; no views gives null (nothing to divide). */
export const conversionPercent = (views: number, leads: number): number | null => (views > 0 ? Math.round((leads / views) * 1000) / 10 : null)
