/**
 * The two ways a shopper holds a car on the website (issue 14), as data for the one handler in
 * reserve.ts: a refundable deposit (FIN §4 Reserve) and an online purchase of the whole car
 * (FIN §4 Online purchase). Both write a `reservations` record of their kind, so the database's
 * one-active-per-car index decides races between them too.
 */
import type { SiteConfig } from '../config/siteConfig'
import { dollarsToCents, isOnlinePurchaseOffered, PURCHASE_MESSAGES } from '../rules/onlinePurchase'
import { depositCents, RESERVE_MESSAGES, type ReservationKind } from '../rules/reservation'
import { isCheckoutEnabledForCar } from '../rules/stockState'

export const SIGN_IN_MESSAGE = 'Please sign in to reserve this car.'

/** The car fields a flow reads (the stored vehicle). */
export type FlowCar = { slug: string; status?: string | null; carType?: string | null; make?: string | null; price?: number | null }

export type HoldFlow = {
  kind: ReservationKind
  leadType: 'reserve' | 'purchase'
  endpoint: string
  /** Line item name at the payment provider. */
  description: string
  messages: { closed: string; unavailable: string; taken: string; signIn: string; payments: string; down: string; failed: string }
  /** Whether the site offers the flow at all (else 404). */
  offeredOn: (config: SiteConfig) => boolean
  /** Cents to pay for this car, or null when the flow is not offered for it. Reserved is checked apart. */
  amountFor: (car: FlowCar, config: SiteConfig) => number | null
  /** Where the provider sends the shopper back: paid (success) or turned back (cancel). */
  urls: (base: string, slug: string, page: string | null, token: string) => { success: string; cancel: string }
  /** The confirmation page the browser goes to, when the server knows it. */
  confirmationPath: (token: string) => string | null
}

/** Where a shopper who turned back from paying lands first (abandon.ts): the payment is closed, the car freed, then back to `backPath`. */
export const CANCEL_ENDPOINT = '/api/reservations/cancel'
export const cancelUrl = (base: string, token: string, backPath: string): string =>
  `${base}${CANCEL_ENDPOINT}?token=${encodeURIComponent(token)}&back=${encodeURIComponent(backPath)}`

/** What the form page says when the shopper comes back from the payment page without paying. */
export const PAYMENT_CANCELLED_MESSAGE = 'Payment cancelled: nothing was charged and the car is not held for you. You can try again below.'
export type PageSearchParams = Record<string, string | string[] | undefined>
export const cameBackCancelled = (params: PageSearchParams): boolean => params.payment === 'cancelled'

/** Where the cancel endpoint sends the shopper: a path on this site only (`//host` and `/\host` are refused), marked cancelled. */
export function backTarget(back: string | null): string {
  // printable ASCII only: anything else cannot go in the Location header (safeRedirectPath, site/rules/oneTimeCode.ts)
  const path = back && /^\/(?![/\\])/.test(back) && !/[^\u0020-\u007e]/.test(back) ? back : '/'
  return `${path}${path.includes('?') ? '&' : '?'}payment=cancelled`
}

const COMMON = {
  payments: RESERVE_MESSAGES.payments,
  down: 'Reservations cannot be received right now. Please try again in a moment.',
}

export const RESERVE_FLOW: HoldFlow = {
  kind: 'reserve',
  leadType: 'reserve',
  endpoint: '/api/reservations',
  description: 'Refundable deposit',
  messages: { ...COMMON, closed: RESERVE_MESSAGES.closed, unavailable: RESERVE_MESSAGES.unavailable, taken: RESERVE_MESSAGES.taken, signIn: SIGN_IN_MESSAGE, failed: 'The reservation could not be made. Please try again.' },
  offeredOn: (config) => config.checkout.enabled && depositCents(config.checkout.reserveAmount) !== null,
  amountFor: (car, config) => (isCheckoutEnabledForCar({ status: car.status, reserved: false }, config.checkout) ? depositCents(config.checkout.reserveAmount) : null),
  urls: (base, slug, page, token) => {
    // the car page the shopper came from (its details path may differ per site), else /cars/{slug}
    const from = page && page.startsWith('/') ? page : null
    const carPath = from ? from.replace(/\/(checkout|buy-online)\/?$/, '') : `/cars/${encodeURIComponent(slug)}`
    // back to the form page the shopper left (/checkout or /buy-online by the site's checkout.mode)
    const formPage = from && /\/(checkout|buy-online)\/?$/.test(from) ? from : `${carPath}/checkout`
    return { success: `${base}${carPath}/checkout/confirmation?reservation=${encodeURIComponent(token)}`, cancel: cancelUrl(base, token, formPage) }
  },
  // the browser knows the car's path: it builds it (ReserveForm)
  confirmationPath: () => null,
}

export const PURCHASE_CONFIRMATION = '/checkout-journey/confirmation'
export const purchaseConfirmationPath = (token: string) => `${PURCHASE_CONFIRMATION}?order=${encodeURIComponent(token)}`

export const PURCHASE_FLOW: HoldFlow = {
  kind: 'purchase',
  leadType: 'purchase',
  endpoint: '/api/purchases',
  description: 'Online purchase',
  messages: { ...COMMON, closed: PURCHASE_MESSAGES.closed, unavailable: PURCHASE_MESSAGES.unavailable, taken: PURCHASE_MESSAGES.taken, signIn: PURCHASE_MESSAGES.signIn, failed: 'The purchase could not be made. Please try again.' },
  offeredOn: (config) => config.checkout.enabled && config.checkout.onlinePurchase,
  amountFor: (car, config) =>
    isOnlinePurchaseOffered({ status: car.status, reserved: false, car_type: car.carType, make: car.make, price: car.price }, config.checkout) ? dollarsToCents(car.price ?? 0) : null,
  urls: (base, slug, _page, token) => ({
    success: `${base}${purchaseConfirmationPath(token)}`,
    cancel: cancelUrl(base, token, `/checkout-journey?car_id=${encodeURIComponent(slug)}`),
  }),
  confirmationPath: purchaseConfirmationPath,
}
