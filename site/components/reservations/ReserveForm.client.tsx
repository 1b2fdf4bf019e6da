'use client'
/**
 * The shopper's details for a reservation or an online purchase (issue 14): posts to
 * `POST /api/reservations` (or `/api/purchases`) once per
 * submission (its idempotency key), then goes to the confirmation page, or to Stripe's Checkout
 * when the deposit is paid online. Field errors sit under their fields; a car reserved by someone
 * else a moment ago is said plainly.
 */
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useHydrated } from '../useHydrated'

const FIELD = 'mt-1 block w-full rounded border border-slate-500 px-3 py-2 text-slate-900'
const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', required: false },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
] as const

type Props = {
  vehicleId: number
  carPath: string
  submitLabel: string
  defaults: Partial<Record<(typeof FIELDS)[number]['name'], string>>
  /** `/api/reservations` (a deposit hold, the default) or `/api/purchases` (an online purchase). */
  endpoint?: string
  /** The page the lead records; a reservation's is the car's checkout page. */
  page?: string
}

export function ReserveForm({ vehicleId, carPath, submitLabel, defaults, endpoint = '/api/reservations', page = `${carPath}/checkout` }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  /** One key per submission attempt: a retry after a network failure is the same reservation. */
  const key = useRef<string | null>(null)
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (alert) alertRef.current?.focus()
  }, [alert])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!hydrated || sending) return
    key.current ??= crypto.randomUUID()
    const form = new FormData(event.currentTarget)
    const body = { idempotencyKey: key.current, vehicle: vehicleId, page, ...Object.fromEntries(FIELDS.map((f) => [f.name, String(form.get(f.name) ?? '')])) }
    setSending(true)
    setAlert(null)
    try {
      const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      const json = (await response.json().catch(() => ({}))) as { message?: string; errors?: { path: string; message: string }[]; token?: string; redirectUrl?: string; confirmationPath?: string | null }
      if (response.ok && json.redirectUrl) return window.location.assign(json.redirectUrl)
      if (response.ok && json.confirmationPath) return router.push(json.confirmationPath)
      if (response.ok && json.token) return router.push(`${carPath}/checkout/confirmation?reservation=${encodeURIComponent(json.token)}`)
      const fieldErrors = Object.fromEntries((json.errors ?? []).filter((e) => FIELDS.some((f) => f.name === e.path)).map((e) => [e.path, e.message]))
      setErrors(fieldErrors)
      const other = (json.errors ?? []).filter((e) => !(e.path in fieldErrors)).map((e) => e.message)
      setAlert([json.message ?? 'The form could not be sent. Please try again.', ...other.filter((m) => m !== json.message)].join(' '))
      if (response.status !== 503) key.current = null
    } catch {
      setAlert('The form could not be sent. Please check your connection and try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} data-testid="reserve-form" data-hydrated={hydrated} className="space-y-4">
      <div ref={alertRef} tabIndex={-1} role="alert" className={alert ? 'rounded border border-red-800 bg-red-50 p-3 text-red-900' : 'sr-only'}>
        {alert}
      </div>
      {FIELDS.map((f) => (
        <div key={f.name}>
          <label htmlFor={`reserve-${f.name}`} className="block text-sm font-semibold">
            {f.label}
            {f.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          <input
            id={`reserve-${f.name}`}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            required={f.required}
            defaultValue={defaults[f.name] ?? ''}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errors[f.name] ? `reserve-${f.name}-error` : undefined}
            className={FIELD}
          />
          {errors[f.name] ? <p id={`reserve-${f.name}-error`} className="mt-1 text-sm text-red-800">{errors[f.name]}</p> : null}
        </div>
      ))}
      <button type="submit" disabled={sending || !hydrated} className="w-full rounded bg-emerald-800 px-4 py-3 font-semibold text-white disabled:opacity-70">
        {sending ? 'Sending…' : submitLabel}
      </button>
    </form>
  )
}
