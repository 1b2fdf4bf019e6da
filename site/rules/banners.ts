/**
 * Dated site-wide banners (FIN §2.9: "Stocktake banner valid 2025-07-01 to 2025-07-24";
 * `promos.banners`, and Promos records of kind `banner`). A banner shows only inside its window:
 * the promoNodes rule's window (both ends inclusive, a date-only expiry covers that whole day in
 * the site's time zone). Setting banners come first in their order, then records by position, then
 * the site brand's own banners (its brand record, FIN §2.9) in their order.
 */
import { visiblePromoNodes } from './promoNodes'

export type SettingBanner = { name: string; start: string; expiry: string }
export type BannerRecord = { id: number; name: string; description: string | null; url: string | null; start: string | null; expiry: string | null; position: number | null }
export type Banner = { key: string; name: string; description: string | null; url: string | null }

/** A brand record's dated banner as stored (Brands › banners). */
export type BrandBannerRow = { title: string; text?: string | null; url?: string | null; start?: string | null; expiry?: string | null }

/** A brand's banners as banner records, in their order. */
export const brandBannerRecords = (rows: readonly BrandBannerRow[] | null | undefined): BannerRecord[] =>
  (rows ?? []).map((b, i) => ({ id: i, name: b.title, description: b.text ?? null, url: b.url ?? null, start: b.start ?? null, expiry: b.expiry ?? null, position: null }))

export function liveBanners(settings: readonly SettingBanner[], records: readonly BannerRecord[], now: Date, brand: readonly BannerRecord[] = []): Banner[] {
  const fromSettings = settings.map((b, i) => ({ start: b.start, expiry: b.expiry, position: -settings.length + i, node: { key: `setting-${i}`, name: b.name, description: null, url: null } }))
  const fromRecords = records.map((p) => ({ start: p.start, expiry: p.expiry, position: p.position ?? Number.MAX_SAFE_INTEGER, node: { key: `promo-${p.id}`, name: p.name, description: p.description, url: p.url } }))
  const fromBrand = brand.map((p, i) => ({ start: p.start, expiry: p.expiry, position: Number.MAX_SAFE_INTEGER, node: { key: `brand-${i}`, name: p.name, description: p.description, url: p.url } }))
  return visiblePromoNodes([...fromSettings, ...fromRecords, ...fromBrand], { now, carTypeFilter: [], shuffle: false, random: () => 0 }).map((n) => n.node)
}
