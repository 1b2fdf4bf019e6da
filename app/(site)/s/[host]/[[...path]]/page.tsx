import type { Metadata } from 'next'
import { CmsPage, cmsPageMetadata } from '@/layouts/CmsPage'

type Props = { params: Promise<{ host: string; path?: string[] }> }

/**
 * Cached pages (ISR): each renders on its first visit, is served from the cache with `s-maxage`
 * and `stale-while-revalidate`, and is expired by its loaders' tags (a publish, a stock change) or
 * after 5 minutes. force-static: nothing here reads the request (the 404 boundary included); gated
 * pages are served by the uncached twin app/(site)/d (proxy.ts).
 */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string; path?: string[] }>> {
  return []
}

export const generateMetadata = ({ params }: Props): Promise<Metadata> => cmsPageMetadata(params)

export default function Page({ params }: Props) {
  return <CmsPage params={params} cached />
}
