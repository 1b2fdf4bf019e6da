import type { Metadata } from 'next'
import { loadBrandDirectory } from '@/site/brands/loadBrandDirectory'
import { BrandsPage } from '@/site/components/brands/BrandsPage'
import { requireSitePage, sitePageMetadata } from '@/site/pages/sitePageRoute'

type Props = { params: Promise<{ host: string }> }

/** Cached (ISR) like the CMS pages: expired by its loaders' tags or after 5 minutes; reads no request data. */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string }>> {
  return []
}

export const generateMetadata = ({ params }: Props): Promise<Metadata> =>
  sitePageMetadata(params, 'brands', (site) => ({ title: 'Our brands', description: `The brands ${site.name} sells and services, with the stock of every make.` }))

/** /brands (INV §2 Routes): where the site has two brands or more and `pages.brands` is on. */
export default async function Page({ params }: Props) {
  const site = await requireSitePage(params, 'brands')
  return <BrandsPage site={site} directory={await loadBrandDirectory(site)} />
}
