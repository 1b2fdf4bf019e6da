import type { Metadata } from 'next'
import { DealerLocatorPage } from '@/layouts/DealerLocatorPage'
import { requireSitePage, sitePageMetadata } from '@/site/pages/sitePageRoute'

type Props = { params: Promise<{ host: string }> }

/** Cached (ISR) like the CMS pages: expired by its loaders' tags or after 5 minutes; reads no request data. */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string }>> {
  return []
}

export const generateMetadata = ({ params }: Props): Promise<Metadata> =>
  sitePageMetadata(params, 'dealerLocator', (site) => ({ title: 'Dealer locator', description: `Find your nearest ${site.name} location: addresses, opening hours, phone numbers and directions.` }))

/** /dealer-locator (INV §2 Routes): where the site has two locations or more and `pages.dealerLocator` is on. */
export default async function Page({ params }: Props) {
  return <DealerLocatorPage site={await requireSitePage(params, 'dealerLocator')} />
}
