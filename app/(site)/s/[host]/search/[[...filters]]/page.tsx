import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchResults } from '@/site/components/SearchResults'
import { searchRoute } from '@/site/search/searchRoute'

type Props = { params: Promise<{ host: string; filters?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site, view, origin } = await searchRoute(params, searchParams)
  return view ? { metadataBase: new URL(origin), title: `${view.title} | ${site.name}`, alternates: { canonical: view.canonical } } : { title: `Not found | ${site.name}` }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { site, view } = await searchRoute(params, searchParams)
  if (!view) notFound()
  return <SearchResults view={view} site={site} />
}
