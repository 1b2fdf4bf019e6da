/** The spec lists' context on the server: the rego expiry rule and the dealer's caravan dimension factor. */
import { regoExpiryValue, type RegoOptions } from './rego'
import type { SpecContext } from './specLists'

/**
 * INV §4 rego expiry: dd/MM/yyyy from today on, a past date Unregistered where the site shows it,
 * else left out; unreadable text as stored. `dimensionFactor` is `vehiclePage.caravanDimensionFactor`.
 */
export function specContext(rego: RegoOptions, dimensionFactor: number | null = null): SpecContext {
  return { regoExpiry: (value) => regoExpiryValue(value, rego), dimensionFactor }
}
