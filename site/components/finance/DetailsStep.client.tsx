'use client'
import { useEffect, useId, useRef } from 'react'
import { FIELD, LABEL } from './QuickEstimateStep.client'

const SEND = 'inline-flex h-11 items-center justify-center rounded border border-slate-600 px-5 font-semibold text-slate-900'

export type Details = { firstName: string; lastName: string; email: string; phoneNumber: string; postCode: string; subscribe: boolean }
export type DetailErrors = Partial<Record<keyof Details | 'code', string>>

type Props = {
  details: Details
  onChange: (next: Details) => void
  errors: DetailErrors
  /** The code was sent: the phone is locked, the code field shows and takes the focus (FIN §4). */
  codeSent: boolean
  /** Verified: the phone stays locked and needs no code. */
  verified: boolean
  code: string
  onCode: (code: string) => void
  busy: boolean
  onSendCode: () => void
}

function Field({ id, name, label, value, error, onChange, ...input }: { id: string; name: keyof Details; label: string; value: string; error?: string; onChange: (value: string) => void } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name' | 'id'>) {
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className={LABEL}>{label}</label>
      <input id={`${id}-${name}`} name={name} value={value} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-${name}-error` : undefined} onChange={(e) => onChange(e.target.value)} className={FIELD} {...input} />
      {error ? <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-800">{error}</p> : null}
    </div>
  )
}

/** Step 2, Your Details, with phone verification by one-time code (FIN §4, §5). */
export function DetailsStep({ details, onChange, errors, codeSent, verified, code, onCode, busy, onSendCode }: Props) {
  const id = useId()
  const codeRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (codeSent) codeRef.current?.focus()
  }, [codeSent])
  const set = (key: keyof Details) => (value: string) => onChange({ ...details, [key]: value })
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={id} name="firstName" label="First name" autoComplete="given-name" value={details.firstName} error={errors.firstName} onChange={set('firstName')} />
        <Field id={id} name="lastName" label="Last name" autoComplete="family-name" value={details.lastName} error={errors.lastName} onChange={set('lastName')} />
      </div>
      <Field id={id} name="email" label="Email" type="email" autoComplete="email" value={details.email} error={errors.email} onChange={set('email')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={id} name="phoneNumber" label="Mobile number" type="tel" inputMode="tel" autoComplete="tel-national" readOnly={codeSent} value={details.phoneNumber} error={errors.phoneNumber} onChange={set('phoneNumber')} />
        <Field id={id} name="postCode" label="Postcode" inputMode="numeric" maxLength={4} placeholder="1234" autoComplete="postal-code" value={details.postCode} error={errors.postCode} onChange={(v) => set('postCode')(v.replace(/\D/g, '').slice(0, 4))} />
      </div>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1" checked={details.subscribe} onChange={(e) => onChange({ ...details, subscribe: e.target.checked })} />
        <span>Send me offers and news</span>
      </label>
      {verified ? <p className="font-semibold text-emerald-800">Mobile number verified.</p> : null}
      {codeSent && !verified ? (
        <div>
          <label htmlFor={`${id}-code`} className={LABEL}>Verification code</label>
          <input ref={codeRef} id={`${id}-code`} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} aria-invalid={Boolean(errors.code)} aria-describedby={errors.code ? `${id}-code-error` : `${id}-code-hint`} onChange={(e) => onCode(e.target.value.trim())} className={FIELD} />
          {errors.code ? <p id={`${id}-code-error`} className="mt-1 text-sm text-red-800">{errors.code}</p> : <p id={`${id}-code-hint`} className="mt-1 text-sm text-slate-700">We sent a 6-digit code to {details.phoneNumber}.</p>}
        </div>
      ) : null}
      {/* Send Code submits the form (Enter in a field sends it); once sent, Resend Code is a plain button beside Verify. */}
      {verified ? null : codeSent ? (
        <button type="button" disabled={busy} onClick={onSendCode} className={SEND}>Resend Code</button>
      ) : (
        <button type="submit" disabled={busy} className={SEND}>Send Code</button>
      )}
    </div>
  )
}
