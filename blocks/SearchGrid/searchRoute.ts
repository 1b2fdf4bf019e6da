import { cache } from 'react'
import { hostFromParam, requireSite } from '../../site/tenancy/requireSite'
import { siteOrigin } from '../../site/tenancy/siteOrigin'
import { loadSearchGrid, type SearchLocation } from './loadSearchGrid'

/**
 * The search results page's site, location and first page, once per request: generateMetadata and
 * the page share the one search the grid renders from (no second pipeline for the metadata).
 */
const siteOnce = cache((host: string) => requireSite(Promise.resolve({ host })))

export async function searchRoute(params: Promise<{ host: string; filters?: string[] }>, searchParams: Promise<SearchLocation['query']>) {
  const { host, filters } = await params
  const site = await siteOnce(host)
  const location: SearchLocation = { segments: filters ?? [], query: await searchParams }
  return { site, location, data: await loadSearchGrid(site, location), origin: siteOrigin(site, hostFromParam(host)) }
}
