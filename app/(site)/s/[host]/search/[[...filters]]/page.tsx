import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchGrid } from '@/blocks/SearchGrid/Component'
import { searchGridDefaults, searchGridSchema } from '@/blocks/SearchGrid/config'
import { searchRoute } from '@/site/search/searchRoute'

type Props = { params: Promise<{ host: string; filters?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site, view, origin } = await searchRoute(params, searchParams)
  if (!view) return { title: `Not found | ${site.name}` }
  const description = `${view.result.nbHits.toLocaleString('en-AU')} ${view.title.toLowerCase()} at ${site.name}. Compare prices, kilometres and features, then enquire online.`
  return { metadataBase: new URL(origin), title: `${view.title} | ${site.name}`, description, alternates: { canonical: view.canonical } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { site, view } = await searchRoute(params, searchParams)
  if (!view) notFound()
  const location = { segments: (await params).filters ?? [], query: await searchParams }
  return (
    <main id="main">
      <SearchGrid {...searchGridSchema.parse(searchGridDefaults)} context={{ site }} location={location} />
    </main>
  )
}
