import type { Metadata } from 'next'
import { loadManufacturers } from '@/site/brands/loadBrands'
import { loadModelCatalogue } from '@/site/catalogue/loadCatalogue'
import { ModelsByBody } from '@/site/components/catalogue/ModelsByBody.client'
import { findManufacturer } from '@/site/rules/brands'
import { modelsHeading } from '@/site/rules/catalogue'
import { routeOrigin, shopperPageMetadata } from '@/site/seo/pageMetadata'
import { requireSite } from '@/site/tenancy/requireSite'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ body?: string | string[] }> }

const bodyOf = async (searchParams: Props['searchParams']) => {
  const body = (await searchParams).body
  return typeof body === 'string' && body !== '' ? body : null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await requireSite(params)
  const { body } = await loadModelCatalogue(site, await bodyOf(searchParams))
  const heading = modelsHeading(body?.name ?? null)
  return shopperPageMetadata(routeOrigin(site, (await params).host), {
    title: `${heading} | ${site.name}`,
    description: `${heading} at ${site.name}: every model of the range with its price from.`,
    path: body ? `/models?body=${encodeURIComponent(body.slug)}` : '/models',
  })
}

/**
 * /models?body={body slug}: the site's new-car range as model cards, filtered by body type (FIN §2.1,
 * §2.8). Rendered from the address (the links work without JavaScript); the island then filters in
 * the browser through the `models` index and its result cache.
 */
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await requireSite(params)
  const bodySlug = await bodyOf(searchParams)
  const [{ bodies, body, cards }, all, manufacturers] = await Promise.all([loadModelCatalogue(site, bodySlug), loadModelCatalogue(site, null), loadManufacturers()])
  // Only the makes of the site's range go to the island (their logos on the cards).
  const makes = [...new Set(all.cards.map((c) => c.manufacturer ?? ''))]
  const used = manufacturers.filter((m) => makes.some((make) => findManufacturer(make, [m])))
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <ModelsByBody
        bodies={bodies}
        initial={{ body, unknownBody: bodySlug !== null && body === null, cards }}
        manufacturers={used}
        cacheSize={site.config.search.resultCacheSize}
        siteName={site.name}
      />
    </main>
  )
}
