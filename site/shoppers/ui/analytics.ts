import { ANALYTICS_EVENTS, type AnalyticsEvent } from '../../rules/analytics'

/** Pushes a spec event id to the tag manager's dataLayer (FIN §4: 36 code sent, 37 verified; INV §4: 39 save). */
export function pushEvent(name: string, event: AnalyticsEvent): void {
  const w = window as unknown as { dataLayer?: unknown[] }
  ;(w.dataLayer ??= []).push({ event: name, eventId: ANALYTICS_EVENTS[event] })
}
