/**
 * Group-site extras (INV §1, INV §2 Routes, variants §8): the group's claims ("50+ locations, 40+
 * brands, 30+ years"), its group pages (`brand.groupPages`, e.g. /twg-cars) and its brand pages at
 * /{slug}/overview (`brand.brandPages`). Links go only to pages the site has published, so a
 * listed page that does not exist yet never becomes a link to a 404.
 */

export type GroupClaims = { locations: string; brands: string; years: string }
export type BrandPage = { slug: string; kind: 'car' | 'motorcycle' | 'truck' | 'own' }
export type GroupSettings = { groupClaims: GroupClaims | null; groupPages: readonly string[]; brandPages: readonly BrandPage[] }
export type PublishedPage = { path: string; title?: string | null }
export type GroupColumn = { heading: string; links: Array<{ label: string; url: string }> }

/** The claims in words, in the spec's order; none without claims. */
export function groupClaimLines(claims: GroupClaims | null): string[] {
  return claims ? [`${claims.locations} locations`, `${claims.brands} brands`, `${claims.years} years`] : []
}

export const brandPagePath = (slug: string): string => `/${slug}/overview`

export const KIND_HEADINGS: Record<BrandPage['kind'], string> = { car: 'Car brands', motorcycle: 'Motorcycle brands', truck: 'Truck brands', own: 'Our own brands' }

/** `/twg-cars` → "Twg cars" when the page has no title. */
const labelOfPath = (path: string) => {
  const words = path.replace(/^\/+|\/+$/g, '').replace(/\/overview$/, '').replace(/[-/]+/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Footer columns: "Our group" (group pages in the listed order), then brand pages by kind; empty columns are left out. */
export function groupColumns(settings: GroupSettings, published: readonly PublishedPage[]): GroupColumn[] {
  const byPath = new Map(published.map((page) => [page.path, page]))
  const link = (path: string) => {
    const page = byPath.get(path)
    return page ? [{ label: page.title?.trim() || labelOfPath(path), url: path }] : []
  }
  const group = { heading: 'Our group', links: settings.groupPages.flatMap(link) }
  const brands = (Object.keys(KIND_HEADINGS) as Array<BrandPage['kind']>).map((kind) => ({
    heading: KIND_HEADINGS[kind],
    links: settings.brandPages.filter((b) => b.kind === kind).flatMap((b) => link(brandPagePath(b.slug))),
  }))
  return [group, ...brands].filter((column) => column.links.length > 0)
}
