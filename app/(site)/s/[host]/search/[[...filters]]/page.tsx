import type { Metadata } from 'next'
import { SearchPage, searchPageMetadata } from '@/blocks/SearchGrid/SearchPage'

type Props = { params: Promise<{ host: string; filters?: string[] }> }

/**
 * Search pages without a query string (the SEO paths: /search/used-cars, /search/{make}/{model}…)
 * are cached (ISR), tagged with the site's dealerships so a stock change expires them
 * (site/search/service.ts). A query string goes to the uncached twin app/(site)/d (proxy.ts).
 */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string; filters?: string[] }>> {
  return []
}

const noQuery = () => Promise.resolve({})

export const generateMetadata = ({ params }: Props): Promise<Metadata> => searchPageMetadata(params, noQuery())

export default function Page({ params }: Props) {
  return <SearchPage params={params} query={noQuery()} />
}
