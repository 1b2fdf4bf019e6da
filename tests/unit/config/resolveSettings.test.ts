import { describe, expect, it } from 'vitest'
import { resolveSiteSettings, safeParseSiteConfig } from '../../../site/config/siteConfig'

describe('resolveSiteSettings', () => {
  it('fills every default from empty config and flags', () => {
    const settings = resolveSiteSettings({}, {})
    expect(settings.inventory.minPhotos).toBe(3)
    expect(settings.inventory.includeSoldCarsDays).toBe(3)
    expect(settings.search.scrollToTopOnChange).toBe(false)
  })
  it('puts platform flags over the stored config at their SiteConfig path', () => {
    const settings = resolveSiteSettings({ search: { scrollToTopOnChange: false } }, { 'search.scrollToTopOnChange': true })
    expect(settings.search.scrollToTopOnChange).toBe(true)
  })
  it('rejects a bad value with its dotted path', () => {
    const result = safeParseSiteConfig({ inventory: { minPhotos: -1 } })
    expect(result.ok).toBe(false)
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toContain('inventory.minPhotos')
  })
  it('rejects an unknown key so typos in the admin are caught', () => {
    const result = safeParseSiteConfig({ inventory: { minPhotoz: 2 } })
    expect(result.ok).toBe(false)
  })
  it('rejects unknown flags', () => {
    expect(() => resolveSiteSettings({}, { 'search.nope': true })).toThrow()
  })
})
