/**
 * Finance links (FIN §2.1): the site's finance path with preferredDealership, vehiclePriceBudget,
 * car_id, car_type and vin, and the fragment #finance-form. Empty values are left out.
 */
export type FinanceLinkCar = { slug: string; dealershipSlug?: string | null; price?: number | null; carType?: string | null; vin?: string | null }

export const FINANCE_FORM_ANCHOR = '#finance-form'

export function financeLinkHref(path: string, car: FinanceLinkCar): string {
  const params = new URLSearchParams()
  if (car.dealershipSlug) params.set('preferredDealership', car.dealershipSlug)
  if (car.price && car.price > 0) params.set('vehiclePriceBudget', String(Math.round(car.price)))
  params.set('car_id', car.slug)
  if (car.carType) params.set('car_type', car.carType)
  if (car.vin) params.set('vin', car.vin)
  return `${path}?${params.toString()}${FINANCE_FORM_ANCHOR}`
}

/**
 * The car price a finance link carries (`vehiclePriceBudget` above), for the finance page's
 * calculator: a whole number of dollars above 0 and below a billion, else null.
 */
export function linkedVehiclePrice(search: string): number | null {
  const raw = new URLSearchParams(search).get('vehiclePriceBudget')?.trim() ?? ''
  if (!/^\d{1,9}$/.test(raw)) return null
  const price = Number(raw)
  return price > 0 ? price : null
}

/** The pre-approval page of a car (FIN §2.1 `/personalised/finance?car_id={id}`). */
export const PERSONALISED_FINANCE_PATH = '/personalised/finance'
export const personalisedFinanceHref = (carId: number | string): string => `${PERSONALISED_FINANCE_PATH}?car_id=${encodeURIComponent(carId)}`

/** The trade-in form for a car (FIN §2.1, INV §2 Routes: `/cars/trade-in?car_id={id}`). */
export const tradeInHref = (carId: number | string): string => `/cars/trade-in?car_id=${encodeURIComponent(carId)}`
