/**
 * Brands of a site (FIN §2.9, §3 Manufacturer; variants `brand.brandPages`): a make's logo looked up
 * by name with a not-found fallback, the brand pages a group site can really show at
 * /{slug}/overview, and the header's dropdown or mega menu of them.
 */
import { brandPagePath, KIND_HEADINGS, type BrandPage } from './groupLinks'
import { lettermarkColour, makeLettermark } from './makeCards'
import { slugify } from './searchUrl'

/** A platform manufacturer record (FIN §3: id, name, slug, logo.url). */
export type Manufacturer = { name: string; slug: string; logoUrl: string | null; alt: string | null }
/** A brand record of the site (its own brands: quick links, banners, hours note). */
export type SiteBrand = { slug: string; name: string; logoUrl: string | null }

/** A logo, or the lettermark drawn in its place when no record or no logo is found (never a broken image). */
export type BrandMark = { name: string; logo: { url: string; alt: string } | null; lettermark: string; colour: string }

const key = (text: string) => text.trim().toLowerCase()

/** The manufacturer of a make: by name ignoring case and spaces around, else by the make's slug. */
export function findManufacturer(make: string, manufacturers: readonly Manufacturer[]): Manufacturer | null {
  return manufacturers.find((m) => key(m.name) === key(make)) ?? manufacturers.find((m) => m.slug === slugify(make)) ?? null
}

/** The logo of a make, looked up by name; the lettermark is the fallback. */
export function brandMark(make: string, manufacturers: readonly Manufacturer[]): BrandMark {
  const found = findManufacturer(make, manufacturers)
  const name = found?.name ?? make.trim()
  const logo = found?.logoUrl ? { url: found.logoUrl, alt: found.alt?.trim() || `${name} logo` } : null
  return { name, logo, lettermark: makeLettermark(name), colour: lettermarkColour(name) }
}

/** A brand page that exists: its settings entry, what it is about, and where it lives. */
export type ResolvedBrandPage = BrandPage & {
  name: string
  path: string
  mark: BrandMark
  /** The manufacturer of a car, motorcycle or truck brand (its models and stock); null for an own brand. */
  manufacturer: Manufacturer | null
  /** The site's brand record with this slug (quick links, banners, hours note), if any. */
  siteBrand: SiteBrand | null
}

/**
 * The `brand.brandPages` entries that have something to show, in the settings' order: a site brand
 * record or a manufacturer with the slug. An entry with neither has no page, so nothing links to it.
 */
export function resolveBrandPages(pages: readonly BrandPage[], manufacturers: readonly Manufacturer[], siteBrands: readonly SiteBrand[]): ResolvedBrandPage[] {
  return pages.flatMap((page) => {
    const siteBrand = siteBrands.find((b) => b.slug === page.slug) ?? null
    const manufacturer = manufacturers.find((m) => m.slug === page.slug) ?? null
    if (!siteBrand && !manufacturer) return []
    const name = siteBrand?.name ?? manufacturer!.name
    const own = siteBrand?.logoUrl ? { ...brandMark(name, []), logo: { url: siteBrand.logoUrl, alt: `${name} logo` } } : null
    const mark = own ?? brandMark(manufacturer?.name ?? name, manufacturer ? [manufacturer] : [])
    return [{ ...page, name, path: brandPagePath(page.slug), mark: { ...mark, name }, manufacturer, siteBrand }]
  })
}

/** Up to this many brands of one kind make a dropdown; more, or several kinds, a mega menu. */
export const DROPDOWN_LIMIT = 8

export type BrandMenuGroup = { heading: string; entries: ResolvedBrandPage[] }
/** The header's brand menu as the page hands it to the browser (BrandMenu.client.tsx). */
export type BrandMenuView = {
  style: 'dropdown' | 'mega'
  label: string
  groups: Array<{ heading: string; entries: Array<{ name: string; path: string; mark: BrandMark }> }>
}
export type BrandMenu = { style: 'dropdown' | 'mega'; label: string; groups: BrandMenuGroup[] }

/** The header's brand menu: none without brand pages; grouped by kind (settings order within a kind). */
export function brandMenu(pages: readonly ResolvedBrandPage[]): BrandMenu | null {
  if (pages.length === 0) return null
  const groups = (Object.keys(KIND_HEADINGS) as Array<BrandPage['kind']>)
    .map((kind) => ({ heading: KIND_HEADINGS[kind], entries: pages.filter((p) => p.kind === kind) }))
    .filter((g) => g.entries.length > 0)
  const style = groups.length > 1 || pages.length > DROPDOWN_LIMIT ? 'mega' : 'dropdown'
  return { style, label: 'Our brands', groups }
}
