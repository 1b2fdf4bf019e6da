import type { Metadata } from 'next'
import { CmsPage, cmsPageMetadata } from '@/layouts/CmsPage'

type Props = { params: Promise<{ host: string; path?: string[] }> }

/** The uncached twin of app/(site)/s/[host]/[[...path]] for pages gated behind shopper sign-in (proxy.ts). */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props): Promise<Metadata> => cmsPageMetadata(params)

export default function Page({ params }: Props) {
  return <CmsPage params={params} cached={false} />
}
