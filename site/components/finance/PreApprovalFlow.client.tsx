'use client'
import { useEffect, useRef, useState } from 'react'
import { leadEventId } from '../../rules/analytics'
import { CODE_TIMEOUT_MS, BACK_BUTTON, LENDER_MESSAGES, PERSONALISED_QUOTE_BUTTON, POPUP_STEPS } from '../../rules/lenderQuote'
import { groupThousands } from '../../rules/pricing'
import { carQuotePrice, DEFAULT_CREDIT_SCORE, QUICK_QUOTE_TERM } from '../../rules/quickQuote'
import { verifyRequestSchema } from '../../shoppers/schema'
import { FINANCE_CONSENT_NOTICE } from '../../forms/leadFormModel'
import { rememberSuccess, rememberUserDetails } from '../forms/remembered'
import { leadSource, newIdempotencyKey, submitLead } from '../forms/submitLead'
import { customerDetailsSchema } from '../../finance/schema'
import { DetailsStep, type DetailErrors, type Details } from './DetailsStep.client'
import { QuickEstimateStep, QuoteSummary, type EstimateInputs } from './QuickEstimateStep.client'
import { useQuickQuote } from './useQuickQuote.client'

export type FlowCar = { ref: string; name: string; price: number | null }

const PRIMARY = 'inline-flex h-11 items-center justify-center rounded bg-brand-dark px-5 font-semibold text-white disabled:opacity-60'
const SECONDARY = 'inline-flex h-11 items-center justify-center rounded border border-slate-600 px-5 font-semibold text-slate-900'
const CATEGORY = 'Finance Enquiry'

type Step = 0 | 1 | 2 | 3

async function postJson(path: string, body: unknown, signal?: AbortSignal): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal })
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { status: response.status, data }
}

const messageOf = (data: Record<string, unknown>, fallback: string) => (typeof data.message === 'string' && data.message ? data.message : fallback)

function fieldErrorsOf(issues: Array<{ path: PropertyKey[]; message: string }>): DetailErrors {
  const out: DetailErrors = {}
  for (const issue of issues) {
    const key = String(issue.path.at(-1) ?? '') as keyof DetailErrors
    out[key === ('phone' as never) ? 'phoneNumber' : key] ??= issue.message
  }
  return out
}

/**
 * The Instant Finance pre-approval flow (FIN §2.4, §4): Quick Estimate → Your Details (phone verified
 * by one-time code) → Instant pre-approval → Apply to lender, where create-customer and the finance
 * lead are sent together and the shopper goes to the lender's URL.
 */
export function PreApprovalFlow({ car }: { car: FlowCar | null }) {
  const [step, setStep] = useState<Step>(0)
  const carPrice = car?.price ?? null
  const [inputs, setInputs] = useState<EstimateInputs>({ priceText: groupThousands(String(carQuotePrice(null, carPrice))), term: QUICK_QUOTE_TERM.default, score: DEFAULT_CREDIT_SCORE })
  const purchasePrice = carQuotePrice(inputs.priceText, carPrice)
  const quote = useQuickQuote({ purchasePrice, loanTerm: inputs.term, selfAssessedCreditScore: inputs.score }, car?.ref ?? null)
  const [details, setDetails] = useState<Details>({ firstName: '', lastName: '', email: '', phoneNumber: '', postCode: '', subscribe: false })
  const [errors, setErrors] = useState<DetailErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [codeSent, setCodeSent] = useState(false)
  const [verified, setVerified] = useState(false)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [leadKey] = useState(newIdempotencyKey)

  /** A refused request: its error for `path` under that field, else its message above the form. */
  const showRefusal = (data: Record<string, unknown>, path: string, field: keyof DetailErrors) => {
    const fieldError = (data.errors as Array<{ path: string; message: string }> | undefined)?.find((e) => e.path === path)
    if (fieldError) setErrors({ [field]: fieldError.message })
    else setFormError(messageOf(data, LENDER_MESSAGES.verificationFailed))
  }
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    // Each new step is announced by moving the focus to its heading (not on first render).
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [step])

  const go = (next: Step) => {
    setFormError(null)
    setStep(next)
  }

  async function sendCode() {
    const parsed = customerDetailsSchema.safeParse(details)
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues))
    setErrors({})
    setFormError(null)
    setBusy(true)
    try {
      const { firstName, lastName, email, phoneNumber } = parsed.data
      // A shopper already signed in with this number needs no code (FIN §7 check-if-contact-exists).
      const known = await fetch(`/api/check-if-contact-exists?phone_number=${encodeURIComponent(phoneNumber)}`, { headers: { accept: 'application/json' } })
        .then(async (r) => (r.ok ? ((await r.json()) as { data?: { exists?: boolean } }).data?.exists === true : false))
        .catch(() => false)
      if (known) {
        setVerified(true)
        return go(2)
      }
      // Asked before a code is sent: a non-OK reply blocks the send (FIN §7, §8).
      const allowed = await postJson('/api/rate-limit', { phone: phoneNumber })
      if (allowed.status !== 200) {
        return showRefusal(allowed.data, 'phone', 'phoneNumber')
      }
      // The code request gives up after 15 s in the finance flow (FIN §7, §9).
      const reply = await postJson('/api/shoppers/code', { phone: phoneNumber, firstName, lastName, email }, AbortSignal.timeout(CODE_TIMEOUT_MS))
      if (reply.status === 202) return setCodeSent(true)
      showRefusal(reply.data, 'phone', 'phoneNumber')
    } catch {
      setFormError(LENDER_MESSAGES.verificationFailed)
    } finally {
      setBusy(false)
    }
  }

  async function verify() {
    // the names and email go with the code: the account keeps them once the phone is proven
    const parsed = verifyRequestSchema.safeParse({ phone: details.phoneNumber, code, firstName: details.firstName, lastName: details.lastName, email: details.email })
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues))
    setErrors({})
    setBusy(true)
    try {
      const reply = await postJson('/api/shoppers/verify', parsed.data)
      if (reply.status === 200) {
        setVerified(true)
        return go(2)
      }
      showRefusal(reply.data, 'code', 'code')
    } catch {
      setFormError(LENDER_MESSAGES.verificationFailed)
    } finally {
      setBusy(false)
    }
  }

  async function apply() {
    const parsed = customerDetailsSchema.safeParse(details)
    if (!parsed.success) return go(1)
    setBusy(true)
    setFormError(null)
    const d = parsed.data
    const finance = { purchasePrice, term: inputs.term, creditScore: inputs.score }
    const lead = {
      type: 'finance', idempotencyKey: leadKey, ...(car ? { vehicle: car.ref } : {}),
      firstName: d.firstName, lastName: d.lastName, email: d.email, phone: d.phoneNumber, postcode: d.postCode, optIn: d.subscribe,
      finance, consentText: FINANCE_CONSENT_NOTICE, ...leadSource(window.location.href, document.referrer),
    }
    const data = { ...d, selfAssessedCreditScore: inputs.score, purchasePrice, loanLerm: inputs.term, year: null, vin: null, nvic: null }
    // Sent together (FIN §7): the lender's hand-off and the dealer's finance lead.
    const [customer, sentLead] = await Promise.all([
      postJson('/api/youx/create-customer', { data, additionalData: lead, ...(car ? { car_id: car.ref } : {}) }).catch(() => ({ status: 0, data: {} as Record<string, unknown> })),
      submitLead(lead),
    ])
    const redirectUrl = typeof customer.data.redirectUrl === 'string' ? customer.data.redirectUrl : null
    const localHandOff = customer.data.local === true
    if (customer.status === 200 && redirectUrl && (sentLead.kind === 'ok' || !localHandOff)) {
      rememberUserDetails({ name: d.firstName, last_name: d.lastName, email: d.email, phone: d.phoneNumber, postcode: d.postCode })
      if (sentLead.kind === 'ok') rememberSuccess({ category: CATEGORY, eventId: leadEventId({ category: CATEGORY }), at: new Date().toISOString() })
      setStep(3)
      window.location.assign(redirectUrl)
      return
    }
    setBusy(false)
    if (customer.status !== 200) setFormError(messageOf(customer.data, customer.status === 0 ? LENDER_MESSAGES.customerFailed : LENDER_MESSAGES.noRedirect))
    else if (!redirectUrl) setFormError(LENDER_MESSAGES.noRedirect)
    else setFormError(sentLead.kind === 'ok' ? LENDER_MESSAGES.generic : LENDER_MESSAGES.leadFailed)
  }

  const lenderName = quote.status === 'ok' ? quote.quote.lenderName : null
  return (
    <div data-testid="pre-approval">
      <ol className="mb-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="Steps">
        {POPUP_STEPS.map((label, i) => (
          <li key={label} aria-current={i === step ? 'step' : undefined} className={`rounded border px-2 py-1 text-center ${i === step ? 'border-brand-dark bg-brand-dark font-semibold text-white' : 'border-slate-300 text-slate-800'}`}>
            <span className="sr-only">Step {i + 1} of {POPUP_STEPS.length}: </span>{label}
          </li>
        ))}
      </ol>
      <h3 ref={heading} tabIndex={-1} className="mb-3 text-lg font-semibold outline-none" data-testid="step-heading">{POPUP_STEPS[step]}</h3>
      {car ? <p className="mb-3 text-sm text-slate-700">For the {car.name}</p> : null}
      {formError ? <p role="alert" data-testid="flow-error" className="mb-3 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">{formError}</p> : null}
      <form noValidate onSubmit={(e) => { e.preventDefault(); void (step === 0 ? go(1) : step === 1 ? (verified ? go(2) : codeSent ? verify() : sendCode()) : step === 2 ? go(3) : apply()) }} aria-busy={busy}>
        {step === 0 ? <QuickEstimateStep inputs={inputs} onChange={setInputs} quote={quote} carPrice={carPrice} /> : null}
        {step === 1 ? <DetailsStep details={details} onChange={setDetails} errors={errors} codeSent={codeSent} verified={verified} code={code} onCode={setCode} busy={busy} onSendCode={() => void sendCode()} /> : null}
        {step === 2 ? (
          <div className="space-y-2" aria-live="polite">
            <p>Thanks {details.firstName}, your mobile number is verified. Here is your personalised estimate:</p>
            <QuoteSummary state={quote} />
            <p className="text-sm text-slate-700">{inputs.term} years, ${groupThousands(String(purchasePrice))}, {inputs.score.toLowerCase()} credit history.</p>
          </div>
        ) : null}
        {step === 3 ? (
          <div className="space-y-2">
            <p>{quote.status === 'ok' && quote.quote.local ? `We send your application to our finance team, who will contact you with your pre-approval.` : `We send your details to ${lenderName ?? 'the lender'} and take you to their site to finish your application.`}</p>
            <p className="text-sm text-slate-700">{FINANCE_CONSENT_NOTICE}</p>
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          {step > 0 ? <button type="button" className={SECONDARY} disabled={busy} onClick={() => go((step - 1) as Step)}>{BACK_BUTTON}</button> : null}
          {step === 0 ? <button type="submit" className={PRIMARY}>{PERSONALISED_QUOTE_BUTTON}</button> : null}
          {step === 1 && codeSent ? <button type="submit" className={PRIMARY} disabled={busy}>{verified ? 'Continue' : 'Verify'}</button> : null}
          {step === 2 ? <button type="submit" className={PRIMARY}>Continue</button> : null}
          {step === 3 ? <button type="submit" className={PRIMARY} disabled={busy}>{busy ? 'Sending…' : 'Apply Now'}</button> : null}
        </div>
      </form>
    </div>
  )
}
