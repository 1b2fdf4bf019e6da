'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useHydrated } from '../useHydrated'
import { useForm, useWatch, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import { leadSchema } from '../../leads/schema'
import { formatKmInput, formatMoneyInput, KM_QUICK_PICKS, kmPickLabel, moneyPickLabel } from '../../rules/amountFields'
import { firstStepWithError, focusAfterRefusal, formAlert, summaryItems, type SubmitOutcome } from '../../rules/formErrors'
import { leadEventId } from '../../rules/analytics'
import { limitPostcodeInput, POSTCODE_LENGTH } from '../../rules/postcodeFormat'
import type { SpecialHoursEntry } from '../../rules/holidayHours'
import type { OpeningHourEntry } from '../../rules/hours'
import type { TestDriveDay } from '../../rules/testDriveSlots'
import { carFromUrl } from './carFromUrl'
import type { FieldSpec, FormModel } from '../../forms/leadFormModel'
import { buildRequest as requestOf, getPath } from '../../forms/leadRequest'
import { ErrorSummary } from './ErrorSummary.client'
import { rememberedValues, rememberEnquiredCar, rememberSuccess, rememberUserDetails } from './remembered'
import { leadSource, newIdempotencyKey, submitLead } from './submitLead'
import { RegoLookup } from './RegoLookup.client'
import { VALUATION_PATH, VALUATION_STORAGE_KEY, type ValuationHandOver } from '../../valuation/messages'

export type LeadFormLocation = { id: number; name: string; dealership: number | null }
export type LeadFormVehicle = { id: number; slug: string; name: string; carType: string | null; tag: string | null }

export type LeadFormProps = {
  model: FormModel
  /** The `forms` settings the shared schema is built from (serialisable). */
  forms: Parameters<typeof leadSchema>[1]
  /** The lead's category and subcategory in the spec's words, for the success marker and event id. */
  category: string
  subcategory: string | null
  locations: LeadFormLocation[]
  /** The site's dealerships, for a form that asks for one (FIN §5: required when there are several). */
  dealerships: Array<{ id: number; name: string }>
  /** Opening and holiday hours by location id: the date and time choices are made from them in the browser (the page may be cached). */
  hours: Record<string, { weekly: OpeningHourEntry[]; special: SpecialHoursEntry[] }>
  moneyPicks: number[]
  vehicle: LeadFormVehicle | null
  dealership: number | null
  /** Starting values, e.g. the find-similar message from the link. */
  prefill: Record<string, string>
  /** Called with the lead's idempotency key once it is sent, instead of going to /success (the chat stays open). */
  onSent?: (idempotencyKey: string) => void
}

const FIELD = 'mt-1 block w-full rounded border border-slate-500 px-3 py-2 text-slate-900'
const BUTTON = 'inline-flex h-11 items-center justify-center rounded px-5 font-semibold'

type Values = Record<string, unknown>

/** The message of a field's error, read by dotted path from react-hook-form's nested errors. */
function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error = getPath(errors as Values, path) as { message?: unknown } | undefined
  return typeof error?.message === 'string' ? error.message : undefined
}

/** The request a form's values make (without the source, made at submission). */
function buildRequest(values: Values, fields: FieldSpec[], props: LeadFormProps): Values {
  const car = props.vehicle?.id ?? (typeof window === 'undefined' ? null : carFromUrl(window.location.href))
  return requestOf(values, fields, { model: props.model, locations: props.locations, car, dealership: props.dealership })
}

/** Keeps the lead's id, key and car for the valuation page in this tab's sessionStorage; false when storage is unavailable. */
function handOver(leadId: number, key: string, values: Values): boolean {
  const car = (values.tradeIn ?? {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
  const whole = (value: unknown) => Number(String(value ?? '').replace(/\D/g, '')) || 0
  const data: ValuationHandOver = { leadId, key, car: { make: text(car.make) ?? '', model: text(car.model) ?? '', year: whole(car.year), km: whole(car.km), rego: text(car.rego), state: text(car.state) } }
  try {
    window.sessionStorage.setItem(VALUATION_STORAGE_KEY, JSON.stringify(data))
    return true
  } catch {
    return false
  }
}

/**
 * The one lead form island: any type's fields from its model, validated by the shared schema
 * through react-hook-form, sent once per submission with its idempotency key, then /success.
 */
export function LeadForm(props: LeadFormProps) {
  const { model, locations, hours, vehicle } = props
  const id = useId()
  const allFields = useMemo(() => model.steps.flatMap((s) => s.fields), [model])
  // The schema checks the request the form would send (amounts as digits, Yes/No as booleans, the
  // car, location and dealership); `raw` hands that request, not the parsed one, to onValid.
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    // The location is required only where the form offers one (the server decides the same from the database).
    const base = zodResolver(leadSchema(model.type, props.forms, { locationsOffered: props.locations.length }) as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>
    return (values, context, options) => base(buildRequest(values, allFields, props), context, options)
  }, [model.type, props, allFields])
  const onlyLocation = locations.length === 1 ? String(locations[0]!.id) : ''
  // Focus goes to the summary on a refused step or submission, not to the first field (which the summary links to).
  const form = useForm<FieldValues>({ resolver, defaultValues: { location: onlyLocation, optIn: true, ...model.defaults, ...props.prefill }, shouldFocusError: false })
  const { register, handleSubmit, formState, setValue, control, trigger, setError, reset, getValues } = form
  const [step, setStep] = useState(0)
  // A refusal of the whole submission (the limit, a failure) and the server's messages that belong to no field shown.
  const [outcome, setOutcome] = useState<SubmitOutcome>(null)
  const [loose, setLoose] = useState<Array<{ path: string; message: string }>>([])
  // Set once the shopper tries to leave a step or submit: from then on the alert lists what is wrong.
  const [attempted, setAttempted] = useState(false)
  const [sending, setSending] = useState(false)
  // Submitting before hydration would send the form natively (a GET with the shopper's details).
  const hydrated = useHydrated()
  // One key per submission: kept for a retry of the same submission, replaced once the shopper corrects it.
  const [key, setKey] = useState<string | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  // Where focus goes once the refusal has rendered: the summary or a field (by name); `n` makes each refusal a change.
  const [focusTarget, setFocusTarget] = useState<{ to: string; n: number } | null>(null)
  const focusOn = (to: string) => setFocusTarget((last) => ({ to, n: (last?.n ?? 0) + 1 }))

  // Remembered details fill the contact fields the shopper has not typed into (FIN §3).
  useEffect(() => {
    const remembered = rememberedValues()
    if (Object.keys(remembered).length) reset({ ...getValues(), ...remembered, ...props.prefill }, { keepDefaultValues: true })
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const stepFields = model.steps[step]!.fields
  const last = step === model.steps.length - 1
  const fieldId = (name: string) => `${id}-${name}`
  const shown = attempted || formState.submitCount > 0
  const items = summaryItems(shown ? stepFields : [], (name) => errorAt(formState.errors, name), fieldId, loose)
  const alert = formAlert(items, outcome)

  // The summary (or the field the server refused on an earlier step) takes focus once rendered, so it is read out at once.
  useEffect(() => {
    if (!focusTarget) return
    if (focusTarget.to === 'summary') alertRef.current?.focus()
    else document.getElementById(fieldId(focusTarget.to))?.focus()
    // fieldId is made from the form's stable id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTarget])

  const location = useWatch({ control, name: 'location' }) as string | undefined
  const chosenDay = useWatch({ control, name: 'date' }) as string | undefined
  // Made after hydration with the browser's clock, so no past slot is offered from a cached page.
  // The slot rule (and the date library under it, about 8 KB compressed) is fetched only by a form
  // with a date to choose: every other form's island goes without it. null until it is in.
  const asksForDate = useMemo(() => allFields.some((f) => f.kind === 'date'), [allFields])
  const [slotRule, setSlotRule] = useState<{ testDriveDays: typeof import('../../rules/testDriveSlots').testDriveDays } | null>(null)
  useEffect(() => {
    if (!asksForDate) return
    let live = true
    void import('../../rules/testDriveSlots').then((rule) => {
      if (live) setSlotRule(rule)
    })
    return () => {
      live = false
    }
  }, [asksForDate])
  const days = useMemo((): TestDriveDay[] | null => {
    const entry = hydrated && location ? hours[location] : undefined
    if (!entry) return []
    return slotRule ? slotRule.testDriveDays(entry.weekly, entry.special, { now: new Date() }) : null
  }, [hydrated, location, hours, slotRule])

  // A step is left only when its fields pass (the required location too); otherwise the summary names what is missing.
  async function next() {
    setAttempted(true)
    setOutcome(null)
    setLoose([])
    const ok = await trigger(stepFields.map((f) => f.name) as never)
    if (ok) setStep(step + 1)
    else focusOn('summary')
  }

  const onInvalid = () => {
    setOutcome(null)
    setLoose([])
    focusOn('summary')
  }

  const onValid = async (values: Values) => {
    setOutcome(null)
    setLoose([])
    setSending(true)
    const submissionKey = key ?? newIdempotencyKey()
    setKey(submissionKey)
    // `values` is the request the resolver checked; the key, source and honeypot are added now.
    const body = {
      ...values,
      idempotencyKey: submissionKey,
      ...leadSource(window.location.href, document.referrer),
      website: String((document.getElementById(`${id}-website`) as HTMLInputElement | null)?.value ?? ''),
    }
    const result = await submitLead(body)
    if (result.kind === 'ok' && props.onSent) {
      rememberUserDetails(values)
      setSending(false)
      props.onSent(submissionKey)
      return
    }
    if (result.kind === 'ok') {
      const eventId = leadEventId({ category: props.category, subcategory: props.subcategory, carType: vehicle?.carType, tag: vehicle?.tag })
      rememberUserDetails(values)
      // /success pushes the event id to the dataLayer (reportSuccessOnce).
      rememberSuccess({ category: props.category, eventId, at: new Date().toISOString() })
      if (vehicle) rememberEnquiredCar({ id: vehicle.id, slug: vehicle.slug, name: vehicle.name })
      // A trade-in form continues to the online valuation (issue 51), handing over the lead in this tab only.
      if (model.valuation && handOver(Number(result.leadId), submissionKey, values)) {
        window.location.assign(VALUATION_PATH)
        return
      }
      // A full navigation: the form also renders outside the app router (the page builder's preview).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/success')
      return
    }
    setSending(false)
    if (result.kind === 'invalid') {
      const known = new Set(allFields.map((f) => f.name))
      for (const error of result.errors) if (known.has(error.path)) setError(error.path, { type: 'server', message: error.message })
      setLoose(result.errors.filter((e) => !known.has(e.path)))
      // A corrected submission is a new one; the same key would answer the first attempt.
      setKey(null)
      // A field of an earlier step: the shopper is taken back to it, at the field.
      const errorStep = firstStepWithError(model.steps, result.errors.map((e) => e.path))
      if (errorStep >= 0) setStep(errorStep)
      focusOn(focusAfterRefusal(step, errorStep) === 'field' ? model.steps[errorStep]!.fields.find((f) => result.errors.some((e) => e.path === f.name))!.name : 'summary')
      return
    }
    setOutcome(result.kind === 'limited' ? { kind: 'limited' } : { kind: 'failed', message: result.message })
    focusOn('summary')
  }

  const describe = (field: FieldSpec) => (errorAt(formState.errors, field.name) ? `${id}-${field.name}-error` : undefined)

  function regoLookup() {
    return (
      <RegoLookup
        key="rego-lookup"
        read={() => ({ rego: String(getValues('tradeIn.rego') ?? ''), state: String(getValues('tradeIn.state') ?? '') })}
        onFound={(car) => {
          setValue('tradeIn.make', car.make, { shouldDirty: true })
          setValue('tradeIn.model', car.model, { shouldDirty: true })
          setValue('tradeIn.year', String(car.year), { shouldDirty: true })
        }}
        onRefused={(path, message) => setError(path, { type: 'server', message })}
      />
    )
  }

  function renderField(field: FieldSpec) {
    if (field.name === 'tradeIn.state' && model.valuation) return [renderOne(field), regoLookup()]
    return renderOne(field)
  }

  function renderOne(field: FieldSpec) {
    const ownId = fieldId(field.name)
    const error = errorAt(formState.errors, field.name)
    const common = { id: ownId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describe(field), 'aria-required': field.required || undefined }
    const label = <label htmlFor={ownId} className="block text-sm font-semibold">{field.label}{field.required ? <span aria-hidden="true"> *</span> : null}</label>
    const message = error ? <p id={`${id}-${field.name}-error`} className="mt-1 text-sm text-red-800">{error}</p> : null
    switch (field.kind) {
      case 'checkbox':
        return (
          <div key={field.name}>
            <label htmlFor={ownId} className="flex items-start gap-2 text-sm"><input type="checkbox" className="mt-1 h-4 w-4" {...common} {...register(field.name)} /> <span>{field.label}</span></label>
            {message}
          </div>
        )
      case 'radio':
        return (
          <fieldset key={field.name} aria-describedby={describe(field)}>
            <legend className="text-sm font-semibold">{field.label}{field.required ? <span aria-hidden="true"> *</span> : null}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {field.options?.map((o, i) => (
                // The first radio carries the field's id: the summary's link focuses the group there.
                <label key={o.value} className="flex items-center gap-2 text-sm"><input type="radio" value={o.value} id={i === 0 ? ownId : undefined} className="h-4 w-4" {...register(field.name)} /> {o.label}</label>
              ))}
            </div>
            {message}
          </fieldset>
        )
      case 'select':
      case 'location':
      case 'dealership':
      case 'date':
      case 'time': {
        const choices =
          field.kind === 'location' ? locations.map((l) => ({ value: String(l.id), label: l.name }))
          : field.kind === 'dealership' ? props.dealerships.map((d) => ({ value: String(d.id), label: d.name }))
          : field.kind === 'date' ? (days ?? []).map((d) => ({ value: d.day, label: d.label }))
          : field.kind === 'time' ? (days?.find((d) => d.day === chosenDay)?.slots ?? [])
          : (field.options ?? [])
        const onChange = field.kind === 'location' || field.kind === 'date' ? { onChange: () => setValue(field.kind === 'location' ? 'date' : 'time', '') } : {}
        return (
          <div key={field.name}>
            {label}
            <select className={FIELD} {...common} {...register(field.name, onChange)}>
              <option value="">{field.kind === 'time' && !chosenDay ? 'Choose a date first' : 'Please select'}</option>
              {choices.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
            {field.kind === 'date' && hydrated && location && days?.length === 0 ? <p className="mt-1 text-sm text-slate-700">No times are available at this location in the next two weeks; please call us.</p> : null}
            {message}
          </div>
        )
      }
      case 'textarea':
        return <div key={field.name}>{label}<textarea rows={4} className={FIELD} {...common} {...register(field.name)} />{message}</div>
      case 'money':
      case 'km': {
        const format = field.kind === 'money' ? formatMoneyInput : formatKmInput
        const picks = field.kind === 'money' ? props.moneyPicks : KM_QUICK_PICKS
        const pickLabel = field.kind === 'money' ? moneyPickLabel : kmPickLabel
        const registered = register(field.name)
        return (
          <div key={field.name}>
            {label}
            <input type="text" inputMode="numeric" className={FIELD} {...common} {...registered} onChange={(event) => { event.target.value = format(event.target.value); void registered.onChange(event) }} />
            <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={`${field.label} quick picks`}>
              {picks.map((value) => (
                <button key={value} type="button" className="rounded border border-brand-dark px-2 py-1 text-sm text-brand-dark" onClick={() => setValue(field.name, format(value), { shouldDirty: true })}>{pickLabel(value)}</button>
              ))}
            </div>
            {message}
          </div>
        )
      }
      case 'postcode': {
        const registered = register(field.name)
        return (
          <div key={field.name}>
            {label}
            <input type="text" inputMode="numeric" maxLength={POSTCODE_LENGTH} placeholder={field.placeholder} autoComplete={field.autoComplete} className={FIELD} {...common} {...registered} onChange={(event) => { event.target.value = limitPostcodeInput(event.target.value); void registered.onChange(event) }} />
            {message}
          </div>
        )
      }
      default:
        return <div key={field.name}>{label}<input type={field.kind} autoComplete={field.autoComplete} className={FIELD} {...common} {...register(field.name)} />{message}</div>
    }
  }

  return (
    <form noValidate onSubmit={last ? handleSubmit(onValid, onInvalid) : (event) => { event.preventDefault(); void next() }} aria-busy={sending} data-testid={`lead-form-${model.type}`} data-hydrated={hydrated} data-continues={model.valuation ? 'valuation' : props.onSent ? 'in-place' : undefined} className="space-y-4">
      {model.steps.length > 1 ? <p className="text-sm font-semibold text-slate-700">Step {step + 1} of {model.steps.length}: {model.steps[step]!.title}</p> : null}
      <ErrorSummary alert={alert} ref={alertRef} />
      {stepFields.map(renderField)}
      {/* Honeypot: people never see or fill it; a filled one marks the lead as spam. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {last && model.notice ? <p className="text-sm text-slate-700" data-testid="consent-notice">{model.notice}</p> : null}
      <div className="flex gap-3">
        {step > 0 ? <button type="button" className={`${BUTTON} border border-brand-dark text-brand-dark`} onClick={() => setStep(step - 1)}>Back</button> : null}
        <button type="submit" disabled={sending || !hydrated} className={`${BUTTON} bg-brand-dark text-white disabled:opacity-70`}>
          {sending ? <span aria-hidden="true" className="mr-2 inline-block h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : null}
          {last ? (sending ? 'Sending…' : model.submitLabel) : 'Next'}
        </button>
      </div>
    </form>
  )
}
