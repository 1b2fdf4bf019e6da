/** Stock state and the card buttons it decides (INV §2 Vehicle card, INV §4 Stock state, FIN §4). */
import { reserveLabel } from './pricing'
import type { CarInput } from './vehicleTypes'

export const IN_STOCK_STATUSES = ['in_stock', 'coming_soon'] as const

/** in_stock and coming_soon count as in stock; any other status does not (INV §4). */
export const isInStock = (status: string | null | undefined): boolean => IN_STOCK_STATUSES.includes(status as (typeof IN_STOCK_STATUSES)[number])

/** The sold message; the word follows the vehicle type (INV §4; `labels.vehicleNoun`). */
export const soldMessage = (vehicleNoun: string): string =>
  `Unfortunately this ${vehicleNoun} recently sold. But don't worry, we can help you find a similar ${vehicleNoun}!`

/** The enquiry prefill for a car that is not in stock (INV §4). */
export const FIND_SIMILAR_PREFILL = { message: 'Can you please find me something similar?', subcategory: 'Find me something similar' } as const

/** What a not-in-stock card shows instead of its buttons (INV §2 Vehicle card). */
export const NOT_IN_STOCK_CARD = { prompt: 'Like this and want something similar?', button: 'Find Me Something Similar' } as const

export const TEST_DRIVE_LABEL = 'Book a Test Drive'
export const BUY_ONLINE_LABEL = 'Buy Online'

/** The settings the card buttons read: `vehicleCard.*` and `checkout.*` of SiteConfig. */
export type CardButtonSettings = {
  vehicleCard: { showFinanceButton: boolean; showReserveButton: boolean; labels: { enquire: string; finance: string; details: string; reserve: string } }
  checkout: { enabled: boolean; mode: 'reserve' | 'buyOnline'; reserveAmount?: number | null }
}

export type CardButton =
  | { kind: 'testDrive' | 'enquire' | 'finance' | 'details' | 'buyOnline'; label: string }
  | { kind: 'reserve'; label: string; amount: string }
  | { kind: 'findSimilar'; label: string; prompt: string }

/**
 * "Checkout is enabled for the car" (INV §5 Buttons). The per-car condition is not shown (variants
 * open question 16); ours: the site has checkout on, the car is in stock and not already reserved.
 */
export const isCheckoutEnabledForCar = (car: Pick<CarInput, 'status' | 'reserved'>, checkout: { enabled: boolean }): boolean =>
  checkout.enabled && isInStock(car.status) && !car.reserved

/**
 * Reserve Now {amount} or Buy Online, by `checkout.mode` (INV §2, FIN §4); neither without an
 * amount: both pages take the deposit, so without one there is no flow to promise.
 */
function checkoutButton(settings: CardButtonSettings): CardButton | null {
  const amount = reserveLabel(settings.checkout.reserveAmount)
  if (!amount) return null
  if (settings.checkout.mode === 'buyOnline') return { kind: 'buyOnline', label: BUY_ONLINE_LABEL }
  return { kind: 'reserve', label: `${settings.vehicleCard.labels.reserve} ${amount}`, amount }
}

/**
 * The buttons of a vehicle card, in order (INV §2 Vehicle card). A car that is not in stock gets
 * only Find Me Something Similar, with its prompt.
 */
export function cardButtons(car: Pick<CarInput, 'status' | 'reserved'>, settings: CardButtonSettings): CardButton[] {
  if (!isInStock(car.status)) return [{ kind: 'findSimilar', label: NOT_IN_STOCK_CARD.button, prompt: NOT_IN_STOCK_CARD.prompt }]
  const { labels, showFinanceButton, showReserveButton } = settings.vehicleCard
  const buttons: CardButton[] = [
    { kind: 'testDrive', label: TEST_DRIVE_LABEL },
    { kind: 'enquire', label: labels.enquire },
  ]
  if (showFinanceButton) buttons.push({ kind: 'finance', label: labels.finance })
  buttons.push({ kind: 'details', label: labels.details })
  const checkout = showReserveButton && isCheckoutEnabledForCar(car, settings.checkout) ? checkoutButton(settings) : null
  return checkout ? [...buttons, checkout] : buttons
}

/** The answer to an enquiry about a car no longer in stock, other than Find Me Something Similar. */
export const SOLD_LEAD_MESSAGE = 'This vehicle is no longer available. Ask us to find you something similar instead.'

/** Lead types a car not in stock still takes: Find Me Something Similar (INV §4: its only button), and a call's record. */
const NOT_IN_STOCK_LEADS: readonly string[] = ['find-similar', 'phone-reveal']

/**
 * Whether a lead of `type` may name a car of `status` (issue 48, finding 19: sold and gone cars took
 * enquiries and test drives). In stock: every type; otherwise only the similar-cars flow.
 */
export const takesLeadFor = (status: string | null | undefined, type: string): boolean => isInStock(status) || NOT_IN_STOCK_LEADS.includes(type)
