import { describe, expect, it } from 'vitest'
import { algoliaConfig } from '../../../../site/search/algolia/config'
import { indexNameOf } from '../../../../site/search/algolia/indices'

describe('algoliaConfig', () => {
  it('is off (the built-in engine serves search) unless the app id and both keys are set', () => {
    expect(algoliaConfig({})).toBeNull()
    expect(algoliaConfig({ ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'k' })).toBeNull()
    expect(algoliaConfig({ ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_KEY: 's' })).toBeNull()
  })

  it('reads the prefix and extra hosts', () => {
    expect(algoliaConfig({ ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'k', ALGOLIA_SEARCH_KEY: 's', ALGOLIA_INDEX_PREFIX: 'prod_', ALGOLIA_HOSTS: 'http://127.0.0.1:9, https://proxy.example/algolia ' })).toEqual({
      appId: 'A', adminKey: 'k', searchKey: 's', prefix: 'prod_', hosts: ['http://127.0.0.1:9', 'https://proxy.example/algolia'],
    })
  })

  it('names per-site indices and replicas', () => {
    expect(indexNameOf('prod_', 'city-used-cars')).toBe('prod_city-used-cars_vehicles')
    expect(indexNameOf('', 'southern-cross', 'vehicles_price_asc')).toBe('southern-cross_vehicles_price_asc')
  })
})
