'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import { checkDeliveryPostcode, deliveryEstimateText, deliveryStateFromReply, type DeliveryEstimate, type DeliveryState } from '../../rules/delivery'
import { limitPostcodeInput, POSTCODE_LENGTH } from '../../rules/postcodeFormat'

export const DELIVERY_ENDPOINT = '/api/delivery-estimate'
const IDLE_TEXT = 'Enter your postcode to estimate the delivery cost.'
const LOADING_TEXT = 'Estimating delivery…'

type ViewProps = { postcode: string; state: DeliveryState; onPostcode: (value: string) => void; onSubmit: (postcode: string) => void }

const resultText = (state: DeliveryState): string =>
  state.status === 'idle' ? IDLE_TEXT : state.status === 'loading' ? LOADING_TEXT : state.status === 'estimate' ? deliveryEstimateText(state.estimate) : state.message

/** The calculator as it looks in each state (INV §4: idle, loading, estimate, error); the result line is announced. */
export function DeliveryCalculatorView({ postcode, state, onPostcode, onSubmit }: ViewProps) {
  const id = useId()
  // what the field shows when the shopper submits, read from the form itself (not a state snapshot)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = event.currentTarget.elements.namedItem('postcode')
    onSubmit(field instanceof HTMLInputElement ? field.value : postcode)
  }
  const error = state.status === 'error'
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate aria-label="Delivery calculator" data-testid="delivery-calculator">
      <label htmlFor={`${id}-postcode`} className="text-sm font-semibold">Delivery postcode</label>
      <div className="flex gap-2">
        <input
          id={`${id}-postcode`} name="postcode" inputMode="numeric" autoComplete="postal-code" maxLength={POSTCODE_LENGTH} value={postcode}
          onChange={(e) => onPostcode(limitPostcodeInput(e.target.value))} aria-invalid={error} aria-describedby={`${id}-result`}
          className="h-11 w-32 rounded border border-slate-400 px-3"
        />
        <button type="submit" disabled={state.status === 'loading'} className="h-11 rounded bg-brand-dark px-4 font-semibold text-white disabled:opacity-70">Estimate delivery</button>
      </div>
      <p id={`${id}-result`} aria-live="polite" data-testid="delivery-result" data-state={state.status} className={error ? 'text-sm font-medium text-red-800' : 'text-sm text-slate-800'}>
        {state.status === 'estimate' ? <strong>{resultText(state)}</strong> : resultText(state)}
      </p>
    </form>
  )
}

/**
 * The delivery calculator (INV §5, §7, §8): an empty or malformed postcode is answered at once by
 * the rule; otherwise the car's dealership's price for the postcode's region is looked up. Only
 * the reply to the latest request is shown. `start` (site/rules/delivery.ts deliveryStart) is the
 * postcode and estimate the server renders, so the section shows a figure before any input.
 */
export function DeliveryCalculator({ carSlug, start }: { carSlug: string; start?: { postcode: string; estimate: DeliveryEstimate } | null }) {
  const [postcode, setPostcode] = useState(start?.postcode ?? '')
  const [state, setState] = useState<DeliveryState>(start ? { status: 'estimate', estimate: start.estimate } : { status: 'idle' })
  const latest = useRef(0)
  const estimate = async (submitted: string) => {
    setPostcode(submitted)
    const checked = checkDeliveryPostcode(submitted)
    const ticket = ++latest.current
    if (!checked.ok) return setState({ status: 'error', message: checked.message })
    setState({ status: 'loading' })
    const next = await fetch(`${DELIVERY_ENDPOINT}?car=${encodeURIComponent(carSlug)}&postcode=${checked.postcode}`).then(
      async (reply) => deliveryStateFromReply(reply.status, await reply.json().catch(() => null)),
      (error: unknown) => {
        console.warn(`delivery estimate failed: ${String(error)}`)
        return deliveryStateFromReply(0, null)
      },
    )
    if (ticket === latest.current) setState(next)
  }
  return <DeliveryCalculatorView postcode={postcode} state={state} onPostcode={setPostcode} onSubmit={(submitted) => void estimate(submitted)} />
}
