'use client'
import { useState } from 'react'
import { track } from '../analytics/tracker'
import { ANALYTICS_EVENTS } from '../../rules/analytics'
import { maskPhone } from '../../rules/phone'
import { leadSource, newIdempotencyKey } from '../forms/submitLead'

type Props = { phone: string; revealAtStart: boolean; label: string; lead: { vehicle: number; dealership: number | null } }

/**
 * Records the reveal as a `phone-reveal` lead through the lead endpoint (so the dealer sees call
 * intent) and pushes analytics event 25; failures are only logged (INV §4, FIN §8).
 */
function recordReveal(lead: Props['lead']): void {
  track({ event: 'phone-click', eventId: ANALYTICS_EVENTS.phoneClick, carId: lead.vehicle })
  const body = JSON.stringify({ type: 'phone-reveal', idempotencyKey: newIdempotencyKey(), vehicle: lead.vehicle, ...(lead.dealership ? { dealership: lead.dealership } : {}), ...leadSource(window.location.href, document.referrer), website: '' })
  fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true })
    .then((r) => { if (!r.ok) console.warn(`phone reveal lead answered ${r.status}`) })
    .catch((error: unknown) => console.warn(`phone reveal lead failed: ${String(error)}`))
}

/** Masked number (first 5 characters) until clicked, then the tel: link (INV §4 Phone reveal). */
export function PhoneReveal({ phone, revealAtStart, label, lead }: Props) {
  const [revealed, setRevealed] = useState(revealAtStart)
  const style = 'flex h-11 w-full items-center justify-center rounded border border-brand-dark px-4 font-semibold text-brand-dark'
  if (revealed) return <a href={`tel:${phone.replace(/\s+/g, '')}`} className={style} data-testid="phone-revealed">{label}: {phone}</a>
  return (
    <button type="button" className={style} data-testid="phone-masked" onClick={() => { recordReveal(lead); setRevealed(true) }} aria-label={`${label}: show number`}>
      {label}: {maskPhone(phone)}
    </button>
  )
}
