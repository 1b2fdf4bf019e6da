import { describe, expect, it } from 'vitest'
import { SPEC_DEFAULTS } from './specDefaults'

// The config modules parse their defaults when first imported, so a broken default throws at
// import. Importing inside a test turns that into a failing test instead of a test file that
// cannot load (which some tools, mutation testing among them, count as "no tests").
describe('site/config loads', () => {
  it('imports, and the defaults parse to the spec values', async () => {
    const { defaultSiteConfig } = await import('../../../site/config/siteConfig')
    expect(defaultSiteConfig).toStrictEqual(SPEC_DEFAULTS)
  })
})
