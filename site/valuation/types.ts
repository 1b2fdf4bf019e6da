/**
 * The trade-in valuation service (issue 51; ARCHITECTURE "Outside services"): rego + state → the
 * registered vehicle; vehicle + condition answers → an offer range, or the reason there is none.
 * `localValuation.ts` is the offline default (the rego register and the platform's own stock and
 * sold prices); `httpValuation.ts` talks to a valuation service configured by the environment.
 */
import type { AU_STATES } from '../leads/schema'
import type { TradeInCar, ValuationAnswers } from '../rules/valuation'

export type AuState = (typeof AU_STATES)[number]

export type RegisteredVehicle = { rego: string; state: AuState; make: string; model: string; year: number; variant: string | null }

export type RegoLookup = { kind: 'found'; vehicle: RegisteredVehicle } | { kind: 'not-found' }

export type ValuationResult =
  | { kind: 'offer'; low: number; high: number; comparables: number | null; method: string }
  | { kind: 'no-estimate'; message: string; comparables: number | null; method: string }

export type ValuationProvider = {
  /** Stored on the lead and named on the page (e.g. "platform comparables", or the service's name). */
  name: string
  /** How this provider makes its figure, as the page states it. */
  method: string
  lookupRego(rego: string, state: AuState): Promise<RegoLookup>
  value(car: TradeInCar, answers: ValuationAnswers, now: Date): Promise<ValuationResult>
}

/** The service could not answer (time-out, error, a reply without its fields): the shopper is offered an inspection. */
export class ValuationUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ValuationUnavailableError'
  }
}
