import type { Metadata } from 'next'
import { notFoundMetadata, routeOrigin, shopperPageMetadata } from '../seo/pageMetadata'
import type { SiteView } from '../tenancy/siteView'
import { loadLocationCards } from './loadLocationCards'
import { DEFAULT_LOCATION_PATH, locationSlugFromPath } from '../rules/locationPath'
import { locationPageModel, type LocationPageModel } from './locationPageModel'

export type LocationRoute = { model: LocationPageModel | null; origin: string }

/** The page model of the site's location with this slug (null when the site shows none by that slug). */
export async function loadLocationRoute(site: SiteView, host: string, slug: string): Promise<LocationRoute> {
  const model = locationPageModel(await loadLocationCards(site), slug, site.config, new Date())
  return { model, origin: routeOrigin(site, host) }
}

/**
 * Title, description and canonical of a location page. The canonical is absolute on the site's own
 * origin (issue 16, finding 12), as on every other page; a relative one also failed Lighthouse's SEO.
 */
export function locationMetadata(site: SiteView, model: LocationPageModel | null, origin: string): Metadata {
  if (!model) return notFoundMetadata(site)
  const { location } = model
  const reach = location.phone ? ` Call ${location.phone}.` : ''
  return shopperPageMetadata(origin, {
    title: `${location.name} | ${site.name}`,
    description: `${location.name}, ${location.addressLine}: ${location.type} opening hours, directions and reviews.${reach}`,
    path: model.path,
  })
}

/**
 * A CMS path that the site's `navigation.paths.location` pattern makes a location page (e.g.
 * `/our-location/{slug}`); the default `/locations/{slug}` has its own route. Null otherwise.
 */
export async function locationForPagePath(site: SiteView, path: string): Promise<LocationPageModel | null> {
  const pattern = site.config.navigation.paths.location
  const slug = pattern === DEFAULT_LOCATION_PATH ? null : locationSlugFromPath(pattern, path)
  return slug ? locationPageModel(await loadLocationCards(site), slug, site.config, new Date()) : null
}
