/** `search.certifiedOnly` (INV §5): the certified facet hides its false value; the cars listed stay the same. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSiteConfig } from '../../site/config/siteConfig'
import { searchParamsSchema } from '../../site/search/protocol'
import { searchForSite } from '../../site/search/service'
import { toSiteView } from '../../site/tenancy/toSiteView'
import type { SiteView } from '../../site/tenancy/siteView'
import { buildSearchWorld, type SearchWorld } from './setup/searchWorld'

let world: SearchWorld
let site: SiteView

beforeAll(async () => {
  world = await buildSearchWorld('certonly')
  const { docs } = await world.payload.find({ collection: 'sites', where: { slug: { equals: 'certonly-a' } }, depth: 2 })
  site = toSiteView(docs[0]!)
})
afterAll(async () => world?.close())

const facetsOf = async (view: SiteView) => {
  const [result] = await searchForSite(view, [{ indexName: 'vehicles', params: searchParamsSchema.parse({ hitsPerPage: 0, facets: ['certified', 'make'] }) }])
  return result!
}

describe('search.certifiedOnly', () => {
  it('off (default): the certified facet counts both values', async () => {
    const result = await facetsOf(site)
    expect(Object.keys(result.facets.certified ?? {}).sort()).toEqual(['false', 'true'])
  })

  it('on: the false value is hidden, the true count, the other facets and the hits are unchanged', async () => {
    const off = await facetsOf(site)
    const on = await facetsOf({ ...site, config: parseSiteConfig({ inventory: { minPhotos: 2 }, search: { certifiedOnly: true } }) })
    expect(on.facets.certified).toEqual({ true: off.facets.certified?.true })
    expect(on.facets.make).toEqual(off.facets.make)
    expect(on.nbHits).toBe(off.nbHits)
  })
})
