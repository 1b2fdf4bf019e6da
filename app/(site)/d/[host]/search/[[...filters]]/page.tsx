import type { Metadata } from 'next'
import { SearchPage, searchPageMetadata } from '@/blocks/SearchGrid/SearchPage'

type Props = { params: Promise<{ host: string; filters?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The uncached twin of app/(site)/s/[host]/search for searches with a query string (proxy.ts). */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params, searchParams }: Props): Promise<Metadata> => searchPageMetadata(params, searchParams)

export default function Page({ params, searchParams }: Props) {
  return <SearchPage params={params} query={searchParams} />
}
