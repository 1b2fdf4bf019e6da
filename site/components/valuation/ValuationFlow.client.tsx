'use client'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { reportSuccessOnce } from '../forms/remembered'
import { normaliseRego, offerRangeText, type ValuationQuestion } from '../../rules/valuation'
import { VALUATION_MESSAGES, VALUATION_STORAGE_KEY, type ValuationHandOver } from '../../valuation/messages'

type Offer = { kind: 'offer'; low: number; high: number; validUntil: string; comparables: number | null; method: string; provider: string }
type NoEstimate = { kind: 'no-estimate'; message: string; comparables: number | null; method: string; provider: string }
type Step = { kind: 'questions' } | Offer | NoEstimate | { kind: 'done'; decision: 'accepted' | 'inspection'; offer: Offer | null; carLine: string }

const BUTTON = 'inline-flex h-11 items-center justify-center rounded px-5 font-semibold'
const PRIMARY = `${BUTTON} bg-brand-dark text-white disabled:opacity-70`
const SECONDARY = `${BUTTON} border border-brand-dark text-brand-dark disabled:opacity-70`

const subscribe = () => () => {}
const readHandOver = (): string | null => {
  try {
    return window.sessionStorage.getItem(VALUATION_STORAGE_KEY)
  } catch {
    return null
  }
}
function parse(raw: string | null): ValuationHandOver | null {
  try {
    const data = raw ? (JSON.parse(raw) as ValuationHandOver) : null
    return data && Number.isInteger(data.leadId) && typeof data.key === 'string' && data.car ? data : null
  } catch {
    return null
  }
}

/** dd/MM/yyyy in the dealer's time zone (FIN §9 date format). */
const day = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso))

async function post(path: string, body: unknown): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { ok: response.ok, status: response.status, data }
  } catch {
    return { ok: false, status: 0, data: { message: VALUATION_MESSAGES.unavailable } }
  }
}

/** The car as the shopper gave it: year, make, model, kilometres, and the rego as registers write it. */
function lineOf(car: ValuationHandOver['car']): string {
  const rego = car.rego ? normaliseRego(car.rego) : ''
  return `${car.year} ${car.make} ${car.model}, ${car.km.toLocaleString('en-AU')} km${rego ? ` (rego ${rego}${car.state ? ` ${car.state}` : ''})` : ''}`
}

export type ValuationFlowProps = { questions: readonly ValuationQuestion[]; timeZone: string; startHref: string }

/**
 * The trade-in valuation after the trade-in form (issue 51): the condition questions, then the offer
 * with its validity (accept it, or ask for an inspection), or why there is no online figure (ask
 * for an inspection). Each step is stored on the lead by the server. Focus moves to each step's
 * heading, so keyboard and screen-reader users follow the flow.
 */
export function ValuationFlow({ questions, timeZone, startHref }: ValuationFlowProps) {
  const raw = useSyncExternalStore(subscribe, readHandOver, () => undefined)
  const handOver = raw === undefined ? undefined : parse(raw)
  const [step, setStep] = useState<Step>({ kind: 'questions' })
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const moved = useRef(false)

  useEffect(reportSuccessOnce, [])
  // Each new step's heading takes focus (not the first, which the page's own heading introduces).
  useEffect(() => {
    if (!moved.current) return
    heading.current?.focus()
  }, [step])

  if (handOver === undefined) return <p aria-busy="true" data-testid="valuation-flow">Loading your valuation…</p>
  // Once decided, the tab's hand-over is gone (a reload must not decide again): the done step keeps its own line.
  if (handOver === null && step.kind !== 'done')
    return (
      <div data-testid="valuation-flow">
        <p>We could not find your trade-in details in this browser tab.</p>
        <p className="mt-3"><a className="underline" href={startHref}>Start with your car’s details</a></p>
      </div>
    )
  const carLine = step.kind === 'done' ? step.carLine : handOver ? lineOf(handOver.car) : ''
  const ref = handOver ? { leadId: handOver.leadId, key: handOver.key } : null
  const go = (next: Step) => {
    moved.current = true
    setAlert(null)
    setStep(next)
  }
  const refuse = (message: string) => {
    setAlert(message)
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  async function getOffer(event: React.FormEvent) {
    event.preventDefault()
    const missing = Object.fromEntries(questions.filter((q) => !answers[q.name]).map((q) => [q.name, 'Please choose an answer.']))
    setErrors(missing)
    if (Object.keys(missing).length) return refuse('Please answer every question.')
    setBusy(true)
    const { ok, data } = await post('/api/valuations/offer', { ...ref, answers })
    setBusy(false)
    if (ok && data.kind === 'offer') return go(data as unknown as Offer)
    if (ok && data.kind === 'no-estimate') return go(data as unknown as NoEstimate)
    if (data.message === VALUATION_MESSAGES.unavailable) return go({ kind: 'no-estimate', message: VALUATION_MESSAGES.unavailable, comparables: null, method: '', provider: '' })
    refuse(typeof data.message === 'string' ? data.message : VALUATION_MESSAGES.failed)
  }

  async function decide(decision: 'accept' | 'inspection', offer: Offer | null) {
    setBusy(true)
    const { ok, data } = await post('/api/valuations/decision', { ...ref, decision })
    setBusy(false)
    if (!ok) return refuse(typeof data.message === 'string' ? data.message : VALUATION_MESSAGES.failed)
    try {
      window.sessionStorage.removeItem(VALUATION_STORAGE_KEY)
    } catch {
      // the hand-over goes with the tab anyway
    }
    go({ kind: 'done', decision: decision === 'accept' ? 'accepted' : 'inspection', offer, carLine })
  }

  const alertBox = (
    <div ref={alertRef} tabIndex={-1} role="alert" className={alert ? 'rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900' : 'sr-only'} data-testid="valuation-alert">
      {alert ?? ''}
    </div>
  )
  const h2 = 'text-2xl font-bold focus:outline-none'

  return (
    <div data-testid="valuation-flow" data-step={step.kind} aria-busy={busy} className="space-y-4">
      <p className="text-sm text-slate-700">Your car: <strong>{carLine}</strong></p>
      {alertBox}
      {step.kind === 'questions' ? (
        <form noValidate onSubmit={(e) => void getOffer(e)} className="space-y-5">
          <h2 ref={heading} tabIndex={-1} className={h2}>Your car’s condition</h2>
          <p className="text-sm text-slate-700">Step 1 of 2: answer these questions, then see your offer.</p>
          {questions.map((q) => (
            <fieldset key={q.name} aria-describedby={errors[q.name] ? `valuation-${q.name}-error` : undefined}>
              <legend className="font-semibold">{q.label}</legend>
              <div className="mt-2 flex flex-col gap-2">
                {q.options.map((o) => (
                  <label key={o.value} className="flex items-center gap-2">
                    <input type="radio" name={q.name} value={o.value} className="h-4 w-4" checked={answers[q.name] === o.value} onChange={() => setAnswers({ ...answers, [q.name]: o.value })} />
                    {o.label}
                  </label>
                ))}
              </div>
              {errors[q.name] ? <p id={`valuation-${q.name}-error`} className="mt-1 text-sm text-red-800">{errors[q.name]}</p> : null}
            </fieldset>
          ))}
          <button type="submit" className={PRIMARY} disabled={busy}>{busy ? 'Working out your offer…' : 'Get my offer'}</button>
        </form>
      ) : step.kind === 'offer' ? (
        <section aria-labelledby="valuation-offer" className="space-y-3">
          <h2 id="valuation-offer" ref={heading} tabIndex={-1} className={h2}>Your offer</h2>
          <p className="text-sm text-slate-700">Step 2 of 2</p>
          <p className="text-3xl font-bold" data-testid="valuation-offer">{offerRangeText(step.low, step.high)}</p>
          <p data-testid="valuation-validity">This offer is valid until {day(step.validUntil, timeZone)}, subject to an inspection of the car.</p>
          {step.comparables ? <p className="text-sm text-slate-700">Based on {step.comparables} comparable cars ({step.provider}).</p> : <p className="text-sm text-slate-700">From {step.provider}.</p>}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={PRIMARY} disabled={busy} onClick={() => void decide('accept', step)}>Accept offer</button>
            <button type="button" className={SECONDARY} disabled={busy} onClick={() => void decide('inspection', null)}>Ask for an inspection</button>
            <button type="button" className={SECONDARY} disabled={busy} onClick={() => go({ kind: 'questions' })}>Change my answers</button>
          </div>
        </section>
      ) : step.kind === 'no-estimate' ? (
        <section aria-labelledby="valuation-none" className="space-y-3">
          <h2 id="valuation-none" ref={heading} tabIndex={-1} className={h2}>No online estimate</h2>
          <p data-testid="valuation-no-estimate">{step.message}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={PRIMARY} disabled={busy} onClick={() => void decide('inspection', null)}>Ask for an inspection</button>
            <button type="button" className={SECONDARY} disabled={busy} onClick={() => go({ kind: 'questions' })}>Change my answers</button>
          </div>
        </section>
      ) : (
        <section aria-labelledby="valuation-done" className="space-y-3">
          <h2 id="valuation-done" ref={heading} tabIndex={-1} className={h2}>{step.decision === 'accepted' ? 'Offer accepted' : 'Inspection requested'}</h2>
          <p role="status" data-testid="valuation-done">
            {step.decision === 'accepted' && step.offer
              ? `Thank you. You have accepted our offer of ${offerRangeText(step.offer.low, step.offer.high)}. Our team will contact you to inspect the car and confirm the final price.`
              : 'Thank you. Our team will contact you to arrange an inspection of your car.'}
          </p>
        </section>
      )}
    </div>
  )
}
