'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useHydrated } from '../../site/components/useHydrated'
import { SPIN_ENDPOINT, spinEntrySchema, type SpinAnswer } from '../../site/promos/spinEntry'
import { POSTCODE_LENGTH, POSTCODE_PLACEHOLDER } from '../../site/rules/postcodeFormat'
import { segmentPath, wheelRotation } from '../../site/rules/spinToWin'

type Props = { prizes: string[]; terms: string }
type Errors = Record<string, string>

const SIZE = 300
const R = SIZE / 2
const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Mobile number', type: 'tel', autoComplete: 'tel' },
  { name: 'postcode', label: 'Postcode', type: 'text', autoComplete: 'postal-code' },
] as const

const FAILED = 'The wheel could not be spun. Please try again.'

/** The wheel (decorative: the prizes are listed beside it) turned to where the server's draw landed. */
function WheelPicture({ prizes, rotation }: { prizes: string[]; rotation: number }) {
  const segment = 360 / prizes.length
  return (
    <div className="relative mx-auto w-full max-w-[300px]" aria-hidden="true">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="w-full">
        <g style={{ transform: `rotate(${rotation}deg)`, transformOrigin: '50% 50%' }} className="transition-transform duration-[4000ms] ease-out motion-reduce:transition-none" data-testid="wheel">
          {prizes.map((label, i) => (
            <g key={`${label}-${i}`}>
              <path d={segmentPath(i, prizes.length, R)} className={i % 2 ? 'fill-slate-800' : 'fill-brand-dark'} stroke="white" strokeWidth="2" />
              <text x={R} y={R} transform={`rotate(${(i + 0.5) * segment - 90} ${R} ${R}) translate(${R * 0.16} 4)`} className="fill-white text-[10px] font-semibold">{label}</text>
            </g>
          ))}
        </g>
        <circle cx={R} cy={R} r="14" className="fill-white" stroke="currentColor" />
      </svg>
      <span className="absolute left-1/2 top-0 -translate-x-1/2 -translate-y-1 border-x-[10px] border-t-[18px] border-x-transparent border-t-amber-500" />
    </div>
  )
}

function resultText(answer: Extract<SpinAnswer, { ok: true }>): string {
  const where = answer.redeemAt ? ` at ${answer.redeemAt}` : ' at the dealership'
  return answer.already
    ? `You have already spun the wheel with this mobile number: your prize is ${answer.prize}. Redeem it${where}.`
    : `You won: ${answer.prize}! We have sent your win to our team. Redeem it${where} with your mobile number.`
}

/** The entry form and the wheel: the spin is the server's (POST /api/spin-to-win), so the prize cannot be chosen in the browser. */
export function SpinWheel({ prizes, terms }: Props) {
  const id = useId()
  const hydrated = useHydrated()
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [result, setResult] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [rotation, setRotation] = useState(0)
  const resultRef = useRef<HTMLParagraphElement>(null)
  // The form goes once the wheel has spun: the keyboard's focus goes to the result it leaves in its place.
  useEffect(() => {
    if (result) resultRef.current?.focus()
  }, [result])

  async function spin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const values = { ...Object.fromEntries(FIELDS.map((f) => [f.name, String(data.get(f.name) ?? '')])), termsAccepted: data.get('termsAccepted') === 'on', website: String(data.get('website') ?? '') }
    const parsed = spinEntrySchema.safeParse(values)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])))
      setMessage(null)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setErrors({})
    setMessage(null)
    setBusy(true)
    const answer: SpinAnswer = await fetch(SPIN_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...values, path: window.location.pathname }) })
      .then((r) => r.json() as Promise<SpinAnswer>)
      .catch(() => ({ ok: false as const, message: FAILED, errors: [] }))
    setBusy(false)
    if (!answer.ok) {
      setErrors(Object.fromEntries(answer.errors.map((e) => [e.path, e.message])))
      setMessage(answer.message || FAILED)
      return
    }
    setRotation(wheelRotation(answer.index, prizes.length))
    setResult(resultText(answer))
  }

  const input = 'mt-1 block w-full rounded border border-slate-500 px-3 py-2 aria-[invalid=true]:border-red-700'
  return (
    <div className="grid gap-8 md:grid-cols-2 md:items-start">
      <WheelPicture prizes={prizes} rotation={rotation} />
      <div>
        <p ref={resultRef} tabIndex={-1} role="status" aria-live="polite" className={result ? 'rounded border border-green-700 bg-green-50 p-3 font-semibold text-green-900' : ''} data-testid="spin-result">{result}</p>
        {result ? null : (
          <form ref={form} noValidate onSubmit={spin} className="space-y-3" aria-describedby={`${id}-terms`} data-hydrated={hydrated ? '' : undefined}>
            {message ? <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">{message}</p> : null}
            {FIELDS.map((f) => (
              <div key={f.name}>
                <label htmlFor={`${id}-${f.name}`} className="font-medium">{f.label}</label>
                <input
                  id={`${id}-${f.name}`}
                  name={f.name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  required
                  inputMode={f.name === 'postcode' ? 'numeric' : undefined}
                  maxLength={f.name === 'postcode' ? POSTCODE_LENGTH : 200}
                  placeholder={f.name === 'postcode' ? POSTCODE_PLACEHOLDER : undefined}
                  aria-invalid={errors[f.name] ? true : undefined}
                  aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
                  className={input}
                />
                {errors[f.name] ? <p id={`${id}-${f.name}-error`} className="mt-1 text-sm text-red-800">{errors[f.name]}</p> : null}
              </div>
            ))}
            <div>
              <label className="flex items-start gap-2">
                <input type="checkbox" name="termsAccepted" className="mt-1 h-5 w-5" required aria-invalid={errors.termsAccepted ? true : undefined} aria-describedby={errors.termsAccepted ? `${id}-terms-error` : undefined} />
                <span>I agree to the terms of this promotion</span>
              </label>
              {errors.termsAccepted ? <p id={`${id}-terms-error`} className="mt-1 text-sm text-red-800">{errors.termsAccepted}</p> : null}
            </div>
            <div className="sr-only" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <button type="submit" disabled={busy} className="inline-flex h-11 items-center rounded bg-brand-dark px-6 font-semibold text-white disabled:opacity-60">
              {busy ? 'Spinning…' : 'Spin the wheel'}
            </button>
          </form>
        )}
        <p id={`${id}-terms`} className="mt-4 text-sm text-slate-700">{terms}</p>
      </div>
    </div>
  )
}
