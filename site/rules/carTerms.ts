/**
 * Terms per car type and site: the hold, the money-back guarantee and the returns, each
 * promised only for the car types it covers and only when the site offers it. Pure.
 *
 * - Hold (FIN §4 Reserve, §9): "held 48 hours for a fully refundable deposit", only where the site
 *   takes reservations for the car (`checkout.enabled`, a deposit, the car free to reserve), and
 *   paid online only where payments are taken online (else at the dealership).
 * - Guarantee (INV §9 "Pre-owned money-back guarantee: 48 hours (one dealer's text)",
 *   `checkout.moneyBackGuaranteeHours`): used cars only, only where the site sets it.
 * - Returns (FIN §5 "Used-car return terms: within 14 days, at most 500 km, quarter tank of fuel,
 *   keys and accessories, no lien", `checkout.usedCarReturns`): used cars only. New and demo cars
 *   get neither: the spec gives both for pre-owned cars.
 */
import { joinList } from './copy'
import { isCheckoutEnabledForCar } from './stockState'
import { depositCents, formatCents, HOLD_HOURS, RETURN_DAYS, RETURN_KM } from './reservation'
import type { CarInput } from './vehicleTypes'

/** What the site offers after a sale (`checkout.*`). */
export type TermsSettings = { moneyBackGuaranteeHours: number | null; usedCarReturns: boolean }

/** The settings a reservation reads (`checkout.*`). */
export type ReserveSettings = { enabled: boolean; reserveAmount: number | null }

/** A reservation the site takes for a car: the deposit as shown and where it is paid. */
export type ReserveOffer = { depositLabel: string; paidOnline: boolean }

/** The types the pre-owned terms cover. */
export const isPreOwned = (carType: string | null | undefined): boolean => carType === 'used'

/** The guarantee's line, or null for a car it does not cover or a site without one. */
export function guaranteeTerm(carType: string | null | undefined, settings: Pick<TermsSettings, 'moneyBackGuaranteeHours'>): string | null {
  const hours = settings.moneyBackGuaranteeHours
  return isPreOwned(carType) && hours ? `Pre-owned cars come with a ${hours}-hour money-back guarantee.` : null
}

/** The return terms' line, or null for a car they do not cover or a site that offers no returns. */
export function returnTerm(carType: string | null | undefined, settings: Pick<TermsSettings, 'usedCarReturns'>): string | null {
  if (!isPreOwned(carType) || !settings.usedCarReturns) return null
  return `Return the car within ${RETURN_DAYS} days and at most ${RETURN_KM} km, with a quarter tank of fuel, all keys and accessories, and no lien.`
}

/** After-sale terms of a car: the guarantee first, then the returns; [] for a car with none. */
export function afterSaleTerms(carType: string | null | undefined, settings: TermsSettings): string[] {
  return [guaranteeTerm(carType, settings), returnTerm(carType, settings)].filter((t): t is string => t !== null)
}

/** The heading over the after-sale terms, naming only what they hold; null when there are none. */
export function afterSaleHeading(carType: string | null | undefined, settings: TermsSettings): string | null {
  const guarantee = guaranteeTerm(carType, settings) !== null
  const returns = returnTerm(carType, settings) !== null
  if (guarantee && returns) return 'Returns and money-back guarantee'
  if (guarantee) return 'Money-back guarantee'
  return returns ? 'Returns' : null
}

/** The heading over a reservation's terms: "The hold", "The hold and returns", "The hold, returns and money-back guarantee". */
export function reserveHeading(carType: string | null | undefined, settings: TermsSettings): string {
  const returns = returnTerm(carType, settings) !== null ? 'returns' : null
  const guarantee = guaranteeTerm(carType, settings) !== null ? 'money-back guarantee' : null
  return joinList(['The hold', returns, guarantee])
}

/**
 * The reservation the site takes for this car, or null: checkout on and the car free to reserve
 * (stockState's `isCheckoutEnabledForCar`), and a deposit (0 or null: none, variants §10).
 */
export function reserveOffer(car: Pick<CarInput, 'status' | 'reserved'>, checkout: ReserveSettings, paidOnline: boolean): ReserveOffer | null {
  const cents = depositCents(checkout.reserveAmount)
  if (cents === null || !isCheckoutEnabledForCar(car, checkout)) return null
  return { depositLabel: formatCents(cents), paidOnline }
}

/** The hold's lines (FIN §4, §9): 48 hours, fully refundable, and where the deposit is paid. */
export function holdTerms(offer: ReserveOffer): string[] {
  return [
    `The car is held ${HOLD_HOURS} hours for a fully refundable deposit of ${offer.depositLabel}.`,
    offer.paidOnline ? 'The deposit is paid online by card and is 100% refundable.' : 'The deposit is paid at the dealership and is 100% refundable.',
  ]
}

/** Everything a reservation of this car promises: the hold, then the car type's after-sale terms. */
export function reserveTerms(carType: string | null | undefined, offer: ReserveOffer, settings: TermsSettings): string[] {
  return [...holdTerms(offer), ...afterSaleTerms(carType, settings)]
}

/**
 * The Reserve Online tab's paragraphs (INV §2 detail tabs): nothing (no tab) when the site takes
 * no reservation for the car or the dealer cleared the text; else the dealer's text, then the
 * terms of this car.
 */
export function reserveTabParagraphs(dealerText: string, carType: string | null | undefined, offer: ReserveOffer | null, settings: TermsSettings): string[] {
  const text = dealerText.split('|').map((p) => p.trim()).filter((p) => p !== '')
  if (offer === null || text.length === 0) return []
  return [...text, ...reserveTerms(carType, offer, settings)]
}
