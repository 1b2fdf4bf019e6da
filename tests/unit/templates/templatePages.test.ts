import { describe, expect, it } from 'vitest'
import { defaultSiteConfig, parseSiteConfig } from '../../../site/config/siteConfig'
import { SITE_TEMPLATES, templatePages } from '../../../layouts/templatePages'

const paths = (pages: ReturnType<typeof templatePages>) => pages.map((p) => p.path)

describe('template pages follow navigation.paths', () => {
  it('puts sell-car, parts and contact at the spec defaults', () => {
    const pages = paths(templatePages('used-car', 'Test Motors'))
    expect(pages).toContain('/sell-my-car')
    expect(pages).toContain('/vehicle-parts-and-accessories')
    expect(pages).toContain('/contact')
    expect(templatePages('used-car', 'Test Motors', defaultSiteConfig.navigation.paths)).toEqual(templatePages('used-car', 'Test Motors'))
  })

  it.each(SITE_TEMPLATES)('puts them at the site\'s own paths (%s), links included', (template) => {
    const own = parseSiteConfig({ navigation: { paths: { sellCar: '/sell-your-car', parts: '/pages/parts-accessories', contact: '/contact-us' } } }).navigation.paths
    const pages = templatePages(template, 'Test Motors', own)
    expect(paths(pages)).toEqual(expect.arrayContaining(['/sell-your-car', '/pages/parts-accessories', '/contact-us']))
    expect(paths(pages)).not.toContain('/sell-my-car')
    expect(paths(pages)).not.toContain('/contact')
    expect(JSON.stringify(pages)).not.toContain('"ctaHref":"/contact"')
  })
})
