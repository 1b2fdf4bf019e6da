/**
 * Online purchase (FIN §4 Online purchase, FIN §2.1 /checkout-journey?car_id={slug}, FIN §2.9
 * payment logos, FIN §5 used-car return terms, INV §9 money-back guarantee; variants §10
 * `checkout.*`). Pure: amounts in, integer cents out.
 */
import { isInStock } from './stockState'
import { PRICE_SHOWN_ABOVE } from './pricing'
import type { CarInput } from './vehicleTypes'
import { afterSaleTerms, type TermsSettings } from './carTerms'

/** The settings the purchase reads (`checkout.*`; `onlinePurchase` is a platform flag). */
export type PurchaseSettings = { enabled: boolean; onlinePurchase: boolean; onlinePurchaseNewMakes: readonly string[] }

export type PurchaseCar = Pick<CarInput, 'status' | 'reserved' | 'car_type' | 'make' | 'price'>

export const ONLINE_PURCHASE_LABEL = 'Online Purchase'

/** The page of the flow (FIN §2.1). */
export const purchasePath = (slug: string): string => `/checkout-journey?car_id=${encodeURIComponent(slug)}`

const sameMake = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * FIN §4: "appears for used cars, or for Kia and MG on certain sites, and only when checkout is
 * enabled and the flag is on". The makes are `checkout.onlinePurchaseNewMakes` (any car of such a
 * make, whatever its type). Ours besides (the per-car condition is not shown, open question 16): the
 * car is in stock, not reserved or already bought, and has a shown price, since a car is not sold
 * online without one.
 */
export function isOnlinePurchaseOffered(car: PurchaseCar, settings: PurchaseSettings): boolean {
  if (!settings.enabled || !settings.onlinePurchase) return false
  if (!isInStock(car.status) || car.reserved) return false
  if ((car.price ?? 0) <= PRICE_SHOWN_ABOVE) return false
  if (car.car_type === 'used') return true
  const make = car.make ?? ''
  return make !== '' && settings.onlinePurchaseNewMakes.some((m) => sameMake(m, make))
}

/** FIN §2.9: "Payment logos accepted: Mastercard, Visa, Maestro, Google Pay, Apple Pay", in that order. */
export const PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export type BreakdownLine = { label: string; cents: number }
export type PurchaseBreakdown = { lines: BreakdownLine[]; totalCents: number; payNowCents: number; atDealershipCents: number }

/** A whole or fractional dollar price as integer cents. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100)

/**
 * The price breakdown of an online purchase: the car's advertised price (with its price type, e.g.
 * Drive Away), the total, and what is paid now: all of it when the provider takes payment online,
 * nothing when it is paid at the dealership (then it is all due there).
 */
export function purchaseBreakdown(priceDollars: number, priceType: string | null | undefined, paidOnline: boolean): PurchaseBreakdown {
  const totalCents = dollarsToCents(priceDollars)
  const label = priceType && priceType.trim() ? `Vehicle price (${priceType.trim()})` : 'Vehicle price'
  const payNowCents = paidOnline ? totalCents : 0
  return { lines: [{ label, cents: totalCents }], totalCents, payNowCents, atDealershipCents: totalCents - payNowCents }
}

/**
 * The after-sale terms an online purchase of this car promises (FIN §5 used-car return terms, INV
 * §9 money-back guarantee): by car type and by what the site offers (carTerms.ts).
 */
export const purchaseTerms = (carType: string | null | undefined, settings: TermsSettings): string[] => afterSaleTerms(carType, settings)

export const PURCHASE_MESSAGES = {
  taken: 'This car was just reserved or bought by another shopper. Please choose another car or ask us about similar cars.',
  unavailable: 'This car cannot be bought online.',
  closed: 'Online purchase is not offered on this site.',
  signIn: 'Please sign in to buy this car online.',
} as const
