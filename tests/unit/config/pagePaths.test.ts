/**
 * Settings the generated-configuration test (tests/int/generatedConfigs.int.test.ts) found
 * accepted although no site could work with them: a page path that is a full address or "/", two
 * pages at one path, a card link base with no car pages under it.
 */
import { describe, expect, it } from 'vitest'
import { safeParseSiteConfig } from '@/site/config/siteConfig'
import { templatePages } from '@/layouts/templatePages'

const issues = (input: unknown) => {
  const result = safeParseSiteConfig(input)
  return result.ok ? [] : result.issues.map((i) => i.path)
}

describe('page paths and card links', () => {
  it('a page path is a path of the site, not a full address or the home page', () => {
    expect(issues({ navigation: { paths: { sellCar: 'https://example.com/sell' } } })).toEqual(['navigation.paths.sellCar'])
    expect(issues({ navigation: { paths: { contact: '/' } } })).toEqual(['navigation.paths.contact'])
    expect(issues({ navigation: { paths: { parts: '/parts-and-accessories' } } })).toEqual([])
  })

  it('the sell-car, parts and contact pages need paths of their own', () => {
    expect(issues({ navigation: { paths: { sellCar: '/contact' } } })).toEqual(['navigation.paths.contact'])
  })

  it('a page path another page of the set has already keeps that page: one page per path, the site can be created', () => {
    const pages = templatePages('used-car', 'X', { sellCar: '/finance', parts: '/vehicle-parts-and-accessories', contact: '/contact' })
    const paths = pages.flatMap((p) => (p.path ? [p.path] : []))
    expect(new Set(paths).size).toBe(paths.length)
    expect(pages.find((p) => p.path === '/finance')?.kind).toBe('finance')
  })

  it('cards link under /cars/ (the only car pages) or to a full address', () => {
    expect(issues({ vehicleCard: { detailsLinkBase: '/cars/trade-in/' } })).toEqual(['vehicleCard.detailsLinkBase'])
    expect(issues({ vehicleCard: { detailsLinkBase: 'https://group.example.com/cars/' } })).toEqual([])
    expect(issues({})).toEqual([])
  })
})
