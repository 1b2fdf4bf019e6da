'use client'
import { useState } from 'react'
import { maskPhone } from '../../rules/phone'

/** `event` is the analytics id for a phone click (25), passed from the server so the rules table stays there. */
type Props = { phone: string; revealAtStart: boolean; label: string; event: number; lead: { car_id: number; dealership_id: number | null; website_id: number } }

/** Records the reveal (lead call and analytics event 25); failures are only logged (INV §4, §8). */
function recordReveal(lead: Props['lead'], event: number): void {
  const body = JSON.stringify({ ...lead, event })
  fetch('/api/phone-reveal', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true })
    .then((r) => { if (!r.ok) console.warn(`phone reveal call answered ${r.status}`) })
    .catch((error: unknown) => console.warn(`phone reveal call failed: ${String(error)}`))
}

/** Masked number (first 5 characters) until clicked, then the tel: link (INV §4 Phone reveal). */
export function PhoneReveal({ phone, revealAtStart, label, event, lead }: Props) {
  const [revealed, setRevealed] = useState(revealAtStart)
  const style = 'flex h-11 w-full items-center justify-center rounded border border-brand-dark px-4 font-semibold text-brand-dark'
  if (revealed) return <a href={`tel:${phone.replace(/\s+/g, '')}`} className={style} data-testid="phone-revealed">{label}: {phone}</a>
  return (
    <button type="button" className={style} data-testid="phone-masked" onClick={() => { recordReveal(lead, event); setRevealed(true) }} aria-label={`${label}: show number`}>
      {label}: {maskPhone(phone)}
    </button>
  )
}
