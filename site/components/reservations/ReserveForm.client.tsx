'use client'
/**
 * The shopper's details for a reservation or an online purchase (issue 14): posts to
 * `POST /api/reservations` (or `/api/purchases`) once per
 * submission (its idempotency key), then goes to the confirmation page, or to Stripe's Checkout
 * when the deposit is paid online. Field errors sit under their fields; a car reserved by someone
 * else a moment ago is said plainly.
 *
 * The phone must be one a sign-in code proved (site/rules/verifiedPhone.ts, issue 48 finding 6):
 * the signed-in shopper's passes as it is; another number gets Send Code, the code field (which
 * takes the focus) and Confirm code, through `POST /api/shoppers/code` and `/verify` (which signs the
 * shopper in). Enter in the code field confirms it and then sends the form.
 */
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useHydrated } from '../useHydrated'
import { mobileDigits } from '../../rules/phone'
import { NOT_MOBILE_MESSAGE, verifiedPhoneProblem } from '../../rules/verifiedPhone'
import { REQUIRED_MESSAGE } from '../../rules/forms'

const FIELD = 'mt-1 block w-full rounded border border-slate-500 px-3 py-2 text-slate-900'
const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', required: false },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Mobile number', type: 'tel', autoComplete: 'tel', required: true },
] as const
type FieldName = (typeof FIELDS)[number]['name']
const BUTTON = 'rounded border border-slate-600 px-4 py-2 font-semibold text-slate-900 disabled:opacity-70'
const CODE_ERROR = 'Please enter the 6-digit code we texted you.'

type Reply = { message?: string; errors?: { path: string; message: string }[] }

type Props = {
  vehicleId: number
  carPath: string
  submitLabel: string
  defaults: Partial<Record<FieldName, string>>
  /** The signed-in shopper's phone (digits), proved by a sign-in code; null when signed out. */
  verifiedPhone?: string | null
  /** `/api/reservations` (a deposit hold, the default) or `/api/purchases` (an online purchase). */
  endpoint?: string
  /** The page the lead records; a reservation's is the car's checkout page. */
  page?: string
}

export function ReserveForm({ vehicleId, carPath, submitLabel, defaults, verifiedPhone = null, endpoint = '/api/reservations', page = `${carPath}/checkout` }: Props) {
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

  // The phone and its proof: the number typed, the number a code proved, and the code step.
  const [phone, setPhone] = useState(defaults.phone ?? '')
  const [proved, setProved] = useState<string | null>(verifiedPhone)
  const [codeSent, setCodeSent] = useState(false)
  const [code, setCode] = useState('')
  const [notice, setNotice] = useState('')
  const codeRef = useRef<HTMLInputElement>(null)
  const phoneRef = useRef<HTMLInputElement>(null)
  const sendRef = useRef<HTMLButtonElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const phoneProblem = verifiedPhoneProblem(phone, proved)
  const confirmed = phoneProblem === null
  // the code field takes the focus once it is there (after the commit that renders it)
  useEffect(() => {
    if (codeSent) codeRef.current?.focus()
  }, [codeSent])
  // after a confirmed code the next step is the form's own button, focused once it is enabled again (after the commit that ends sending)
  const [submitFocusAsked, askSubmitFocus] = useState(0)
  const submitFocusDone = useRef(0)
  useEffect(() => {
    if (sending || submitFocusAsked === submitFocusDone.current) return
    submitFocusDone.current = submitFocusAsked
    submitRef.current?.focus()
  }, [submitFocusAsked, sending])

  const setFieldError = (name: string, message: string | null) => setErrors((now) => {
    const next = { ...now }
    if (message) next[name] = message
    else delete next[name]
    return next
  })

  /** POSTs to a sign-in endpoint; answers the status and body, or null after saying the connection failed. */
  async function shopperPost(path: 'code' | 'verify', body: unknown): Promise<{ status: number; reply: Reply } | null> {
    try {
      const response = await fetch(`/api/shoppers/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return { status: response.status, reply: (await response.json().catch(() => ({}))) as Reply }
    } catch {
      setAlert('The form could not be sent. Please check your connection and try again.')
      return null
    }
  }

  /** A refusal of the code step: under the phone or the code field when it names one, else in the alert. */
  function showRefusal(reply: Reply) {
    const named = (reply.errors ?? []).filter((e) => e.path === 'phone' || e.path === 'code')
    for (const e of named) setFieldError(e.path, e.message)
    if (named.some((e) => e.path === 'phone')) phoneRef.current?.focus()
    else if (named.some((e) => e.path === 'code')) codeRef.current?.focus()
    else setAlert(reply.message ?? 'The code could not be sent. Please try again in a moment.')
  }

  async function sendCode() {
    if (!hydrated || sending) return
    if (verifiedPhoneProblem(phone, null) === NOT_MOBILE_MESSAGE) {
      setFieldError('phone', NOT_MOBILE_MESSAGE)
      return phoneRef.current?.focus()
    }
    setSending(true)
    setAlert(null)
    setFieldError('phone', null)
    const answer = await shopperPost('code', { phone })
    setSending(false)
    if (!answer) return
    if (answer.status !== 202) return showRefusal(answer.reply)
    setNotice(`We sent a 6-digit code to ${mobileDigits(phone)}.`)
    setCode('')
    setFieldError('code', null)
    if (codeSent) codeRef.current?.focus()
    else setCodeSent(true)
  }

  /** Confirms the code (the shopper is then signed in with this number); answers whether it did. */
  async function confirmCode(): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) {
      setFieldError('code', CODE_ERROR)
      codeRef.current?.focus()
      return false
    }
    setSending(true)
    setAlert(null)
    const answer = await shopperPost('verify', { phone, code })
    setSending(false)
    if (!answer) return false
    if (answer.status !== 200) {
      showRefusal(answer.reply)
      return false
    }
    setProved(mobileDigits(phone))
    setCodeSent(false)
    setCode('')
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([name]) => name !== 'phone' && name !== 'code')))
    setNotice('Your mobile number is confirmed.')
    return true
  }

  async function onConfirm() {
    if (!hydrated || sending) return
    if (await confirmCode()) askSubmitFocus((n) => n + 1)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!hydrated || sending) return
    const form = new FormData(event.currentTarget)
    if (!confirmed) {
      // Enter in the code field confirms it and goes on; otherwise each field says what it needs
      if (phoneProblem !== NOT_MOBILE_MESSAGE && codeSent && code) {
        if (!(await confirmCode())) return
      } else {
        const missing = FIELDS.filter((f) => f.required && !String(form.get(f.name) ?? '').trim())
        setErrors({ ...Object.fromEntries(missing.map((f) => [f.name, REQUIRED_MESSAGE])), ...(phone.trim() ? { phone: phoneProblem } : {}) })
        const first = missing[0]
        if (first) return document.getElementById(`reserve-${first.name}`)?.focus()
        return (phoneProblem === NOT_MOBILE_MESSAGE ? phoneRef : codeSent ? codeRef : sendRef).current?.focus()
      }
    }
    key.current ??= crypto.randomUUID()
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
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={[errors[f.name] ? `reserve-${f.name}-error` : null, f.name === 'phone' ? 'reserve-phone-proof' : null].filter(Boolean).join(' ') || undefined}
            className={FIELD}
            {...(f.name === 'phone'
              ? {
                  ref: phoneRef,
                  value: phone,
                  onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                    setPhone(e.target.value)
                    // another number needs its own code
                    setCodeSent(false)
                    setCode('')
                    setNotice('')
                  },
                }
              : { defaultValue: defaults[f.name] ?? '' })}
          />
          {errors[f.name] ? <p id={`reserve-${f.name}-error`} className="mt-1 text-sm text-red-800">{errors[f.name]}</p> : null}
        </div>
      ))}
      <div role="group" aria-labelledby="reserve-phone-proof" className="space-y-2 rounded border border-slate-300 p-3" data-testid="phone-proof">
        <p id="reserve-phone-proof" className="text-sm">
          {confirmed ? 'Your mobile number is confirmed.' : 'We text a 6-digit code to your mobile to confirm it is yours.'}
        </p>
        <p role="status" className="text-sm text-slate-700">{confirmed ? '' : notice}</p>
        {!confirmed && codeSent ? (
          <div>
            <label htmlFor="reserve-code" className="block text-sm font-semibold">Verification code</label>
            <input
              ref={codeRef}
              id="reserve-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'reserve-code-error' : undefined}
              className={FIELD}
            />
            {errors.code ? <p id="reserve-code-error" className="mt-1 text-sm text-red-800">{errors.code}</p> : null}
          </div>
        ) : null}
        {confirmed ? null : (
          <div className="flex flex-wrap gap-3">
            {codeSent ? <button type="button" disabled={sending || !hydrated} onClick={() => void onConfirm()} className={BUTTON}>Confirm code</button> : null}
            <button ref={sendRef} type="button" disabled={sending || !hydrated} onClick={() => void sendCode()} className={BUTTON}>{codeSent ? 'Resend Code' : 'Send Code'}</button>
          </div>
        )}
      </div>
      <button ref={submitRef} type="submit" disabled={sending || !hydrated} className="w-full rounded bg-emerald-800 px-4 py-3 font-semibold text-white disabled:opacity-70">
        {sending ? 'Sending…' : submitLabel}
      </button>
    </form>
  )
}
