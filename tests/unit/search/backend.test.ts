import { describe, expect, it } from 'vitest'
import { searchBackend } from '../../../site/search/backend'

const ALGOLIA = { ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_KEY: 'admin', ALGOLIA_SEARCH_KEY: 'search' }

describe('searchBackend', () => {
  it('is the built-in engine unless all three Algolia settings are given', () => {
    expect(searchBackend({}).name).toBe('memory')
    expect(searchBackend({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'search' }).name).toBe('memory')
    expect(searchBackend(ALGOLIA).name).toBe('algolia')
  })

  it('is chosen once for a configuration and kept', () => {
    const first = searchBackend(ALGOLIA)
    expect(searchBackend(ALGOLIA)).toBe(first)
    expect(searchBackend({ ...ALGOLIA, ALGOLIA_INDEX_PREFIX: 'other_' })).not.toBe(first)
    const memory = searchBackend({ DATABASE_URL: 'postgres://x' })
    expect(searchBackend({ DATABASE_URL: 'postgres://x' })).toBe(memory)
  })
})
