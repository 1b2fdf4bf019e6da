import { cache } from 'react'
import { hostFromParam, originOf, requireSite } from '../tenancy/requireSite'
import { loadSearchPage } from './loadSearchPage'

type Query = Record<string, string | string[] | undefined>

/** One search per request, shared by generateMetadata and the page (React cache keys on the strings). */
const loadOnce = cache(async (host: string, path: string, queryJson: string) => {
  const site = await requireSite(Promise.resolve({ host }))
  const view = await loadSearchPage(site, path ? path.split('/') : [], JSON.parse(queryJson) as Query)
  return { site, view, origin: originOf(hostFromParam(host)) }
})

export async function searchRoute(params: Promise<{ host: string; filters?: string[] }>, searchParams: Promise<Query>) {
  const { host, filters } = await params
  return loadOnce(host, (filters ?? []).join('/'), JSON.stringify(await searchParams))
}
