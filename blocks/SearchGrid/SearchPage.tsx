import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { searchTitle } from '../../site/search/searchTitle'
import { SearchGrid } from './Component'
import { searchGridDefaults, searchGridSchema } from './config'
import { totalHits } from './loadSearchGrid'
import { searchRoute } from './searchRoute'

export type SearchPageParams = Promise<{ host: string; filters?: string[] }>
export type SearchPageQuery = Promise<Record<string, string | string[] | undefined>>

/** The search results page (/search/…): the cached route passes no query, the uncached twin the request's (proxy.ts). */
export async function searchPageMetadata(params: SearchPageParams, query: SearchPageQuery): Promise<Metadata> {
  const { site, data, origin } = await searchRoute(params, query)
  if (!data) return { title: `Not found | ${site.name}` }
  const title = searchTitle(data.state, site.config.labels.vehicleNoun)
  const description = `${totalHits(data).toLocaleString('en-AU')} ${title.toLowerCase()} at ${site.name}. Compare prices, kilometres and features, then enquire online.`
  return { metadataBase: new URL(origin), title: `${title} | ${site.name}`, description, alternates: { canonical: data.serverUrl } }
}

export async function SearchPage({ params, query }: { params: SearchPageParams; query: SearchPageQuery }) {
  const { site, location, data } = await searchRoute(params, query)
  if (!data) notFound()
  return (
    <main id="main">
      <SearchGrid {...searchGridSchema.parse(searchGridDefaults)} context={{ site }} location={location} />
    </main>
  )
}
