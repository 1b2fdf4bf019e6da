'use client'
import { useId, useState, type FormEvent } from 'react'
import type { AlertSettings } from '../../shoppers/loadGarage'

const DONE = {
  sms: 'We will text you when a saved car drops in price or sells.',
  email: 'We will email you when a saved car drops in price or sells.',
  off: 'Alerts are off.',
} as const

/**
 * Saved-car alerts on or off and by which channel (issue 13 item 5): a text (reply STOP to opt out)
 * or an email (every email has an unsubscribe link). Email needs an address; the one on the
 * account is offered.
 */
export function AlertsToggle({ initial }: { initial: AlertSettings }) {
  const [on, setOn] = useState(initial.on)
  const [channel, setChannel] = useState(initial.channel)
  const [email, setEmail] = useState(initial.email ?? '')
  const [message, setMessage] = useState('')
  const [emailError, setEmailError] = useState('')
  const id = useId()
  const save = async (event: FormEvent) => {
    event.preventDefault()
    setEmailError('')
    const response = await fetch('/api/shoppers/alerts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ enabled: on, channel, ...(channel === 'email' ? { email: email.trim() } : {}) }) }).catch(() => null)
    if (response?.ok) return setMessage(on ? DONE[channel] : DONE.off)
    const body = (await response?.json().catch(() => null)) as { errors?: Array<{ path: string; message: string }> } | null
    const field = body?.errors?.find((e) => e.path === 'email')
    if (field) return setEmailError(field.message)
    setMessage('An unknown error occurred.')
  }
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="mt-4 rounded border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} className="mt-1 h-5 w-5" />
        <label htmlFor={id}>Tell me once when a saved car drops in price or sells.</label>
      </div>
      <fieldset className="mt-2">
        <legend className="font-semibold">Send alerts by</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          <label className="flex items-center gap-2"><input type="radio" name="channel" value="sms" checked={channel === 'sms'} onChange={() => setChannel('sms')} className="h-5 w-5" />Text message (reply STOP to opt out)</label>
          <label className="flex items-center gap-2"><input type="radio" name="channel" value="email" checked={channel === 'email'} onChange={() => setChannel('email')} className="h-5 w-5" />Email (unsubscribe link in every email)</label>
        </div>
      </fieldset>
      {channel === 'email' ? (
        <div className="mt-2">
          <label htmlFor={`${id}-email`} className="font-semibold">Email for alerts</label>
          <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(emailError)} aria-describedby={emailError ? `${id}-email-error` : undefined} className="mt-1 block h-11 w-full max-w-sm rounded border border-slate-500 px-3" />
          {emailError ? <p id={`${id}-email-error`} className="mt-1 text-sm text-red-800">{emailError}</p> : null}
        </div>
      ) : null}
      <button type="submit" className="mt-3 inline-flex h-11 items-center rounded border border-slate-600 px-4 font-semibold">Save alert settings</button>
      <p role="status" className="mt-1 text-sm text-slate-700">{message}</p>
    </form>
  )
}
