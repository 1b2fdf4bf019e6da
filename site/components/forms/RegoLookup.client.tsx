'use client'
import { useState } from 'react'
import { VALUATION_MESSAGES } from '../../valuation/messages'

export type RegoVehicle = { make: string; model: string; year: number; variant: string | null }

type Props = { read: () => { rego: string; state: string }; onFound: (vehicle: RegoVehicle) => void; onRefused: (path: string, message: string) => void }

/**
 * Look up rego (issue 51): asks the valuation service for the vehicle of the rego and state and
 * fills the make, model and year; the shopper may instead type them. The outcome is announced.
 */
export function RegoLookup({ read, onFound, onRefused }: Props) {
  const [status, setStatus] = useState<{ tone: 'info' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  async function lookUp() {
    const { rego, state } = read()
    setBusy(true)
    setStatus({ tone: 'info', text: 'Looking up the rego…' })
    try {
      const response = await fetch('/api/valuations/rego', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rego, state }) })
      const body = (await response.json().catch(() => ({}))) as { vehicle?: RegoVehicle; message?: string; errors?: Array<{ path: string; message: string }> }
      if (response.ok && body.vehicle) {
        onFound(body.vehicle)
        const v = body.vehicle
        setStatus({ tone: 'info', text: `Found: ${v.year} ${v.make} ${v.model}${v.variant ? ` ${v.variant}` : ''}. Check the details below.` })
        return
      }
      const error = body.errors?.[0]
      if (error) onRefused(error.path, error.message)
      setStatus({ tone: 'error', text: body.message ?? VALUATION_MESSAGES.unavailable })
    } catch {
      setStatus({ tone: 'error', text: VALUATION_MESSAGES.unavailable })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div>
      <button type="button" onClick={() => void lookUp()} disabled={busy} className="inline-flex h-11 items-center justify-center rounded border border-brand-dark px-4 font-semibold text-brand-dark disabled:opacity-70">
        Look up rego
      </button>
      <p role="status" className={`mt-1 text-sm ${status?.tone === 'error' ? 'text-red-800' : 'text-slate-700'}`} data-testid="rego-lookup-status">{status?.text ?? ''}</p>
      <p className="mt-1 text-sm text-slate-700">No rego to hand? Enter the make, model and year yourself.</p>
    </div>
  )
}
