/**
 * Loaders of the brands a site shows (FIN §2.9): the platform's manufacturers (make logos) and the
 * site's own brand records, and from both the brand pages that exist (`brand.brandPages`).
 */
import type { Brand, Manufacturer as ManufacturerDoc } from '../../payload-types'
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'
import { brandBannerRecords, type BannerRecord } from '../rules/banners'
import { brandMenu, resolveBrandPages, type BrandMenuView, type Manufacturer, type ResolvedBrandPage, type SiteBrand } from '../rules/brands'
import type { SiteView } from '../tenancy/siteView'

/** Platform-wide: a few hundred at most. */
const MAX_MANUFACTURERS = 500

const toManufacturer = (doc: ManufacturerDoc): Manufacturer => ({
  name: doc.name,
  slug: doc.slug,
  logoUrl: doc.filename && doc.url ? doc.url : null,
  alt: doc.alt ?? null,
})

/** Every manufacturer with its logo URL (null without an upload). */
export const loadManufacturers = cached(
  async (): Promise<Manufacturer[]> => {
    const payload = await getPayloadClient()
    // A visitor's eyes: manufacturers are public.
    const { docs } = await payload.find({ collection: 'manufacturers', limit: MAX_MANUFACTURERS, sort: 'name', depth: 0, overrideAccess: false })
    return docs.map(toManufacturer)
  },
  ['manufacturers'],
  { tags: [tags.manufacturers()], revalidate: 3600 },
)

/** A site brand record as the brand page shows it. */
export type SiteBrandDetail = SiteBrand & {
  tagline: string | null
  quickLinks: Array<{ label: string; url: string }>
  banners: BannerRecord[]
  hoursNote: string | null
}

const toSiteBrand = (b: Brand): SiteBrandDetail => ({
  slug: b.slug,
  name: b.name,
  logoUrl: b.logoUrl ?? null,
  tagline: b.tagline ?? null,
  quickLinks: (b.quickLinks ?? []).map(({ label, url }) => ({ label, url })),
  banners: brandBannerRecords(b.banners),
  hoursNote: b.hoursNote ?? null,
})

/** The site's brand records (a group has several). */
export function loadSiteBrands(site: SiteView): Promise<SiteBrandDetail[]> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      // A visitor's eyes (brands are public), narrowed to the rendering site.
      const { docs } = await payload.find({ collection: 'brands', where: { site: { equals: site.id } }, limit: 100, sort: 'name', depth: 0, overrideAccess: false })
      return docs.map(toSiteBrand)
    },
    ['site-brands', String(site.id)],
    { tags: [tags.site(site.id)], revalidate: 300 },
  )()
}

/** The brand pages of `brand.brandPages` that have a manufacturer or a site brand behind them. */
export async function loadBrandPages(site: SiteView): Promise<ResolvedBrandPage[]> {
  const pages = site.config.brand.brandPages
  if (pages.length === 0) return []
  const [manufacturers, siteBrands] = await Promise.all([loadManufacturers(), loadSiteBrands(site)])
  return resolveBrandPages(pages, manufacturers, siteBrands)
}

/** The header's brand menu as the client island takes it (names, paths and logos only). */
export async function loadBrandMenu(site: SiteView): Promise<BrandMenuView | null> {
  const menu = brandMenu(await loadBrandPages(site))
  if (!menu) return null
  return { ...menu, groups: menu.groups.map((g) => ({ heading: g.heading, entries: g.entries.map(({ name, path, mark }) => ({ name, path, mark })) })) }
}

/** One brand page of the site by slug, with its site brand record's details; null when it has no page. */
export async function loadBrandPage(site: SiteView, slug: string): Promise<{ page: ResolvedBrandPage; detail: SiteBrandDetail | null } | null> {
  const page = (await loadBrandPages(site)).find((p) => p.slug === slug)
  if (!page) return null
  const detail = page.siteBrand ? ((await loadSiteBrands(site)).find((b) => b.slug === slug) ?? null) : null
  return { page, detail }
}
