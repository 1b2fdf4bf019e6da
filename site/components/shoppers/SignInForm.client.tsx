'use client'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useHydrated } from '../useHydrated'
import type * as z from '../../rules/zod'
import type { SignInStatus } from '../../rules/oneTimeCode'
import { codeRequestSchema, verifyRequestSchema } from '../../shoppers/schema'
import { mergeLocalViews } from './recentlyViewed.client'
import { track } from '../analytics/tracker'
import { ANALYTICS_EVENTS } from '../../rules/analytics'
import { mergeLocalSaves } from './savedCars.client'

type Errors = { phone?: string; code?: string; form?: string }

const FIELD = 'mt-1 block w-full rounded border border-slate-500 px-3 py-2 text-slate-900 read-only:bg-slate-100'
const BUTTON = 'inline-flex h-11 items-center justify-center rounded px-5 font-semibold'
const GENERIC = 'An unknown error occurred during verification'

function errorsOf(error: z.ZodError): Errors {
  const out: Errors = {}
  for (const issue of error.issues) {
    const key = issue.path[0] === 'code' ? 'code' : issue.path[0] === 'phone' ? 'phone' : 'form'
    out[key] ??= issue.message
  }
  return out
}

/** The API's `{ message, errors }` as field and form messages. */
async function errorsFromReply(response: Response): Promise<Errors> {
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: Array<{ path: string; message: string }> } | null
  const out: Errors = {}
  for (const e of body?.errors ?? []) if (e.path === 'phone' || e.path === 'code') out[e.path] ??= e.message
  if (!out.phone && !out.code) out.form = body?.message ?? GENERIC
  return out
}

/**
 * Phone sign-in (FIN §4 Phone verification): idle → code sent (the button becomes Resend Code and
 * the phone is locked) → verified on submit, then back to `redirect`. Events 36 and 37.
 */
export function SignInForm({ redirect }: { redirect: string }) {
  const [status, setStatus] = useState<SignInStatus>('idle')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const sent = status !== 'idle'
  // Buttons wait for hydration: a submit of the server HTML would reload the page instead.
  const hydrated = useHydrated()
  // Once the code is sent, the code field takes the focus: after the commit that renders it (a
  // frame after the state change could come before it on a busy machine).
  useEffect(() => {
    if (status === 'verificationSent') codeRef.current?.focus()
  }, [status])

  async function post(path: string, body: unknown): Promise<Response | null> {
    setBusy(true)
    try {
      return await fetch(`/api/shoppers/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    } catch {
      setErrors({ form: GENERIC })
      return null
    } finally {
      setBusy(false)
    }
  }

  async function sendCode() {
    const parsed = codeRequestSchema.safeParse({ phone })
    if (!parsed.success) return setErrors(errorsOf(parsed.error))
    setErrors({})
    setNotice('')
    const response = await post('code', { phone })
    if (!response) return
    if (response.status !== 202) return setErrors(await errorsFromReply(response))
    track({ event: 'phone-code-sent', eventId: ANALYTICS_EVENTS.phoneCodeSent })
    setStatus('verificationSent')
    setNotice(`We sent a 6-digit code to ${parsed.data.phone}.`)
  }

  async function verify() {
    const parsed = verifyRequestSchema.safeParse({ phone, code })
    if (!parsed.success) return setErrors(errorsOf(parsed.error))
    setErrors({})
    const response = await post('verify', { phone, code })
    if (!response) return
    if (response.status !== 200) return setErrors(await errorsFromReply(response))
    track({ event: 'phone-verified', eventId: ANALYTICS_EVENTS.phoneVerified })
    setStatus('verificationSubmitted')
    setNotice('You are signed in.')
    await Promise.all([mergeLocalSaves(), mergeLocalViews()])
    window.location.assign(redirect)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void (sent ? verify() : sendCode())
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-busy={busy}>
      {errors.form ? <p role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">{errors.form}</p> : null}
      <p role="status" className="text-slate-700">{notice}</p>
      <div>
        <label htmlFor={`${id}-phone`} className="font-semibold">Mobile number</label>
        <input id={`${id}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="tel-national" value={phone} readOnly={sent} aria-invalid={Boolean(errors.phone)} aria-describedby={errors.phone ? `${id}-phone-error` : undefined} onChange={(e) => setPhone(e.target.value)} className={FIELD} />
        {errors.phone ? <p id={`${id}-phone-error`} className="mt-1 text-sm text-red-800">{errors.phone}</p> : null}
      </div>
      {sent ? (
        <div>
          <label htmlFor={`${id}-code`} className="font-semibold">Verification code</label>
          <input ref={codeRef} id={`${id}-code`} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} aria-invalid={Boolean(errors.code)} aria-describedby={errors.code ? `${id}-code-error` : undefined} onChange={(e) => setCode(e.target.value.trim())} className={FIELD} />
          {errors.code ? <p id={`${id}-code-error`} className="mt-1 text-sm text-red-800">{errors.code}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {sent ? (
          <>
            <button type="submit" disabled={busy || !hydrated} className={`${BUTTON} bg-brand-dark text-white`}>Verify</button>
            <button type="button" disabled={busy || !hydrated} onClick={() => void sendCode()} className={`${BUTTON} border border-slate-600 text-slate-900`}>Resend Code</button>
          </>
        ) : (
          <button type="submit" disabled={busy || !hydrated} className={`${BUTTON} bg-brand-dark text-white`}>Send Code</button>
        )}
      </div>
    </form>
  )
}
