/** The routes a car's buttons link to (INV §2 Routes linked from this area). */
import { financeLinkHref } from '../rules/financeLink'
import { formatSearchUrl, type SearchRouteContext } from '../rules/searchUrl'
import { similarSearch } from '../rules/similarCars'

/** No path slugs are known here, so every refinement goes to the query string (still a valid search URL). */
const PLAIN_CONTEXT: SearchRouteContext = { makes: [], models: [], locations: [], dealerships: [], bodies: [], usedCarRoutes: false }

export type LinkCar = { slug: string; make?: string | null; model?: string | null; body?: string | null; price?: number | null; dealershipSlug?: string | null; carType?: string | null; vin?: string | null }

export const carPath = (base: string, slug: string) => `${base.replace(/\/$/, '')}/${encodeURIComponent(slug)}`

/** "Find Me Something Similar": a search for the same make and body in the similar-cars price band (`similarSearch`, INV §4, §9). */
export function similarSearchHref(car: LinkCar): string {
  const { make, body, price } = similarSearch(car)
  return formatSearchUrl({ page: 1, refinements: { ...(make ? { make: [make] } : {}), ...(body ? { body: [body] } : {}) }, ranges: price ? { price } : {} }, PLAIN_CONTEXT)
}

/** See more from this dealer: `/search/{dealership_slug}` (INV §2 Routes), the dealer's stock. */
export const dealerSearchHref = (dealership: { name: string; slug: string }): string =>
  formatSearchUrl({ page: 1, refinements: { dealership_name: [dealership.name] }, ranges: {} }, { ...PLAIN_CONTEXT, dealerships: [dealership] })

/** Where each card / sidebar button goes; flows not built yet are their routes (INV §2 Routes). */
export function carActionHref(kind: string, car: LinkCar, options: { detailsBase: string; financePath: string }): string {
  const path = carPath(options.detailsBase, car.slug)
  switch (kind) {
    case 'testDrive': return `${path}#test-drive`
    case 'enquire': return `${path}#enquire`
    case 'finance': return financeLinkHref(options.financePath, car)
    case 'reserve': return `${path}/checkout`
    case 'buyOnline': return `${path}/buy-online`
    case 'findSimilar': return similarSearchHref(car)
    default: return path
  }
}
