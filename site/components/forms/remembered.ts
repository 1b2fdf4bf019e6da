/**
 * What the browser remembers after a lead (FIN §3 Locally remembered: "user details (name,
 * last_name, email, phone, postcode) … enquired car and a success marker holding the category").
 * Stored in localStorage under the spec's field names; unreadable or missing storage is ignored.
 */
import { track } from '../analytics/tracker'

export const USER_DETAILS_KEY = 'userDetails'
export const ENQUIRED_CAR_KEY = 'enquiredCar'
export const SUCCESS_MARKER_KEY = 'leadSuccess'

export type UserDetails = { name?: string; last_name?: string; email?: string; phone?: string; postcode?: string }
/** `reported`: the lead's analytics event was pushed (on /success, once, so a reload does not count it again). */
export type SuccessMarker = { category: string; eventId: number; at: string; reported?: boolean }
export type EnquiredCar = { id: number | string; slug: string; name: string }

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full store: the lead is sent all the same.
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

export const readUserDetails = (): UserDetails => read<UserDetails>(USER_DETAILS_KEY) ?? {}

/** Keeps the contact fields the shopper gave, under the spec's names. */
export function rememberUserDetails(values: Record<string, unknown>): void {
  const details: UserDetails = { name: text(values.firstName), last_name: text(values.lastName), email: text(values.email), phone: text(values.phone), postcode: text(values.postcode) }
  write(USER_DETAILS_KEY, { ...readUserDetails(), ...Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined)) })
}

/** The form's starting values from what was remembered. */
export function rememberedValues(): Record<string, string> {
  const d = readUserDetails()
  return Object.fromEntries(Object.entries({ firstName: d.name, lastName: d.last_name, email: d.email, phone: d.phone, postcode: d.postcode }).filter(([, v]) => typeof v === 'string')) as Record<string, string>
}

export const rememberEnquiredCar = (car: EnquiredCar) => write(ENQUIRED_CAR_KEY, car)
export const rememberSuccess = (marker: SuccessMarker) => write(SUCCESS_MARKER_KEY, marker)
export const readSuccess = (): SuccessMarker | null => read<SuccessMarker>(SUCCESS_MARKER_KEY)

/**
 * On /success: pushes the lead's event (`{ event: 'lead', eventId }`, FIN §4) to the dataLayer once
 * per lead. Pushed here rather than on the form page, which the browser leaves at once (a full
 * navigation), so the tag manager of the page that stays sees it.
 */
export function reportSuccessOnce(): void {
  const marker = readSuccess()
  if (!marker || marker.reported || typeof marker.eventId !== 'number') return
  write(SUCCESS_MARKER_KEY, { ...marker, reported: true })
  track({ event: 'lead', eventId: marker.eventId })
}
