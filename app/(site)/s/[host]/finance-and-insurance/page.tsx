import type { Metadata } from 'next'
import { FinanceAndInsurancePage } from '@/layouts/FinanceAndInsurancePage'
import { loadPagePaths } from '@/site/pages/sitemapPaths'
import { requireSitePage, sitePageMetadata } from '@/site/pages/sitePageRoute'

type Props = { params: Promise<{ host: string }> }

/** Cached (ISR) like the CMS pages: expired by its loaders' tags or after 5 minutes; reads no request data. */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string }>> {
  return []
}

export const generateMetadata = ({ params }: Props): Promise<Metadata> =>
  sitePageMetadata(params, 'financeAndInsurance', (site) => ({ title: 'Finance and insurance', description: `Car finance, pre-approval and protection at ${site.name}, with a repayment calculator.` }))

/** /finance-and-insurance (INV §2 Routes): where the site has finance or protection to offer and `pages.financeAndInsurance` is on. */
export default async function Page({ params }: Props) {
  const site = await requireSitePage(params, 'financeAndInsurance')
  return <FinanceAndInsurancePage site={site} pagePaths={new Set(await loadPagePaths(site.id))} />
}
