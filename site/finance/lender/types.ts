/**
 * The lender interface (issue 19; FIN §7): `quote` and `createCustomer`. Implementations:
 * ./httpLender.ts (a YouX-style API) and ./localLender.ts (the offline default).
 */
import type { QuoteResult } from '../../rules/lenderQuote'
import type { QuickQuoteRequest } from '../../rules/quickQuote'

/** create-customer's `data` (FIN §7; `loanLerm` spelt as the spec spells it). */
export type CustomerData = {
  nvic: string | null
  vin: string | null
  selfAssessedCreditScore: string
  purchasePrice: number
  year: number | null
  loanLerm: number
  phoneNumber: string
  firstName: string
  lastName: string
  email: string
  subscribe: boolean
  postCode: string
}

export type CreateCustomerRequest = { data: CustomerData; additionalData: Record<string, unknown> }

/** A lender failure the shopper may see: `message` is the lender's own text or the spec's (FIN §8). */
export class LenderError extends Error {
  constructor(message: string, readonly status: number | null = null) {
    super(message)
    this.name = 'LenderError'
  }
}

export interface LenderProvider {
  /** 'local' or 'http': which kind answers (logs, cache keys). */
  readonly kind: 'local' | 'http'
  /** True when no lender account is behind it: the application goes to the dealer's own finance enquiry (the UI says so). */
  readonly handsOffToDealer: boolean
  /** The lender the quote is for, as the UI names it. */
  readonly lenderName: string
  /** Throws LenderError when the lender refuses or cannot be reached. */
  quote(request: QuickQuoteRequest): Promise<QuoteResult>
  /** The URL the shopper goes to next; throws LenderError without one. */
  createCustomer(request: CreateCustomerRequest): Promise<{ redirectUrl: string }>
}
