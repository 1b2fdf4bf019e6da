/** The valuation flow's words (issue 51): shared by the API and the page's island. Client-safe. */
export const VALUATION_MESSAGES = {
  regoRequired: 'Please enter the rego.',
  regoInvalid: 'Please enter a rego of up to 9 letters and digits.',
  stateRequired: 'Please choose the state the car is registered in.',
  regoNotFound: 'We could not find that rego in that state. Check the rego and state, or enter the make, model and year yourself.',
  unavailable: 'Online valuations are not available right now. Ask for an inspection and we will value your car in person.',
  notFound: 'We could not find this valuation. Please start again from the trade-in form.',
  notOffered: 'Online valuations are not offered on this site.',
  complete: 'This valuation is already complete.',
  noCar: 'The lead has no make, model, year and kilometres to value.',
  noOffer: 'There is no offer to accept. Ask for an inspection instead.',
  tooMany: 'Too many requests. Please try again later.',
  notJson: 'The request body must be a JSON object.',
  failed: 'The valuation failed. Please try again.',
} as const

/** Where the trade-in forms continue, and what they hand over in the tab's sessionStorage. */
export const VALUATION_PATH = '/cars/trade-in/valuation'
export const VALUATION_STORAGE_KEY = 'trade-in-valuation'
export type ValuationHandOver = { leadId: number; key: string; car: { make: string; model: string; year: number; km: number; rego: string | null; state: string | null } }
