import type { Metadata } from 'next'
import { CmsPage, cmsPageMetadata } from '@/layouts/CmsPage'

type Props = { params: Promise<{ host: string; path?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The uncached twin of app/(site)/s/[host]/[[...path]] for pages gated behind shopper sign-in and
 * for page addresses with an offers search in the query (proxy.ts); it hands the query to the blocks.
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props): Promise<Metadata> => cmsPageMetadata(params)

export default function Page({ params, searchParams }: Props) {
  return <CmsPage params={params} cached={false} searchParams={searchParams} />
}
