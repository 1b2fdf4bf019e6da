import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BrandOverview } from '@/site/components/brands/BrandOverview'
import { loadBrandPage } from '@/site/brands/loadBrands'
import { notFoundMetadata, routeOrigin, shopperPageMetadata } from '@/site/seo/pageMetadata'
import { siteAndSlug } from '@/site/tenancy/requireSite'

// The segment is named [model] because /{model slug}/accessories shares this level; here it is a brand slug.
type Props = { params: Promise<{ host: string; model: string }> }

/** Cached (ISR) like the CMS pages: expired by its loaders' tags or after 5 minutes; reads no request data. */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string; model: string }>> {
  return []
}

async function brandOf(params: Props['params']) {
  const { site, slug } = await siteAndSlug(params, 'model')
  return { site, brand: slug ? await loadBrandPage(site, slug) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, brand } = await brandOf(params)
  if (!brand) return notFoundMetadata(site)
  const name = brand.page.name
  return shopperPageMetadata(routeOrigin(site, (await params).host), {
    title: `${name} | ${site.name}`,
    description: `${name} at ${site.name}: the range, cars in stock, offers and service.`,
    path: `/${brand.page.slug}/overview`,
  })
}

/** /{brand}/overview (FIN §2.9): only the brand pages `brand.brandPages` lists and a record stands behind. */
export default async function BrandOverviewPage({ params }: Props) {
  const { site, brand } = await brandOf(params)
  if (!brand) notFound()
  return <BrandOverview site={site} page={brand.page} detail={brand.detail} />
}
