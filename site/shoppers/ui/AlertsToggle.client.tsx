'use client'
import { useId, useState } from 'react'

/** Saved-car alerts on or off (issue 13 item 5); every alert says how to opt out (reply STOP). */
export function AlertsToggle({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial)
  const [message, setMessage] = useState('')
  const id = useId()
  const change = async (enabled: boolean) => {
    setOn(enabled)
    const response = await fetch('/api/shoppers/alerts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ enabled }) }).catch(() => null)
    if (response?.ok) return setMessage(enabled ? 'We will text you when a saved car drops in price or sells.' : 'Alerts are off.')
    setOn(!enabled)
    setMessage('An unknown error occurred.')
  }
  return (
    <div className="mt-4 rounded border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" checked={on} onChange={(e) => void change(e.target.checked)} className="mt-1 h-5 w-5" />
        <label htmlFor={id}>Text me once when a saved car drops in price or sells. Reply STOP to any alert to opt out.</label>
      </div>
      <p role="status" className="mt-1 text-sm text-slate-700">{message}</p>
    </div>
  )
}
