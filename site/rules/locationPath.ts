/**
 * Location page paths (FIN §2.8 Location page; variants "Possible variants": `navigation.paths.location`,
 * e.g. `/locations/{slug}`, `/our-location/{slug}` or `/contact-us/{slug}`).
 *
 * The pattern holds `{slug}` once as a whole path segment; the slug is a location's slug. Matching
 * is exact: a path with more or fewer segments, or an empty slug, is not a location path.
 */
export const DEFAULT_LOCATION_PATH = '/locations/{slug}'
const SLUG = '{slug}'

/** The path of a location's page under the site's pattern. */
export function locationPath(pattern: string, slug: string): string {
  return pattern.replace(SLUG, encodeURIComponent(slug))
}

/** The location slug a path names under the pattern, or null when the path is not a location page. */
export function locationSlugFromPath(pattern: string, path: string): string | null {
  const want = pattern.split('/')
  const got = path.replace(/\/+$/, '').split('/')
  if (want.length !== got.length) return null
  let slug: string | null = null
  for (const [i, part] of want.entries()) {
    const actual = got[i] as string
    if (part === SLUG) slug = actual
    else if (part.toLowerCase() !== actual.toLowerCase()) return null
  }
  return slug ? slug : null
}
