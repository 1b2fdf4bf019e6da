import type { Metadata } from 'next'
import { priceDisplay } from '../rules/pricing'
import { describingFacts } from '../rules/vehicleFacts'
import type { SiteView } from '../tenancy/siteView'
import type { VehicleView } from './vehicleView'

/** Title, description, canonical and Open Graph image per car (issue 7 SEO). */
export function vehicleMetadata(site: SiteView, v: VehicleView | null, origin: string): Metadata {
  if (!v) return { title: `Not found | ${site.name}` }
  const title = `${v.name} | ${site.name}`
  const price = priceDisplay(v.car.price, Boolean(v.car.preorder), site.config.labels).text
  // the type's own facts (a caravan's length and sleeps, not kilometres)
  const facts = describingFacts(v.car, { dimensionFactor: site.config.vehiclePage.caravanDimensionFactor })
  const description = [`${v.name} for sale at ${site.name}: ${price}.`, facts.length ? `${facts.join(', ')}.` : null, `Stock ${v.car.stocknum}.`].filter(Boolean).join(' ')
  const image = v.images[0]?.url
  return {
    metadataBase: new URL(origin),
    title,
    description,
    alternates: { canonical: `/cars/${encodeURIComponent(v.slug)}` },
    openGraph: { title, description, type: 'website', url: `/cars/${encodeURIComponent(v.slug)}`, images: image ? [{ url: image, width: 600, height: 400 }] : [] },
  }
}
