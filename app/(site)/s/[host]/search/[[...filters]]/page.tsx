import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchGrid } from '@/blocks/SearchGrid/Component'
import { searchGridDefaults, searchGridSchema } from '@/blocks/SearchGrid/config'
import { totalHits } from '@/blocks/SearchGrid/loadSearchGrid'
import { searchRoute } from '@/blocks/SearchGrid/searchRoute'
import { searchTitle } from '@/site/search/searchTitle'

type Props = { params: Promise<{ host: string; filters?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site, data, origin } = await searchRoute(params, searchParams)
  if (!data) return { title: `Not found | ${site.name}` }
  const title = searchTitle(data.state, site.config.labels.vehicleNoun)
  const description = `${totalHits(data).toLocaleString('en-AU')} ${title.toLowerCase()} at ${site.name}. Compare prices, kilometres and features, then enquire online.`
  return { metadataBase: new URL(origin), title: `${title} | ${site.name}`, description, alternates: { canonical: data.serverUrl } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { site, location, data } = await searchRoute(params, searchParams)
  if (!data) notFound()
  return (
    <main id="main">
      <SearchGrid {...searchGridSchema.parse(searchGridDefaults)} context={{ site }} location={location} />
    </main>
  )
}
