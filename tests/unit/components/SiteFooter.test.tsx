import { describe, expect, it } from 'vitest'
import { SiteFooter } from '@/site/components/SiteFooter'
import type { SiteConfigInput } from '@/site/config/siteConfig'
import type { SiteView } from '@/site/tenancy/siteView'
import { config, html } from './render'

const site = (input: SiteConfigInput = {}): SiteView => ({
  id: 1, slug: 'group', name: 'Group Motors', template: 'group', city: null, state: null, logoUrl: null, domains: [], dealershipIds: [], licenceNumbers: [], config: config(input), brand: null,
})

describe('SiteFooter: group settings (brand.groupClaims, brand.groupPages, brand.brandPages)', () => {
  it("shows the group's claims only when set", () => {
    const out = html(<SiteFooter site={site({ brand: { groupClaims: { locations: '50+', brands: '40+', years: '30+' } } })} />)
    expect(out).toContain('data-testid="group-claims"')
    expect(out).toMatch(/<li>50\+ locations<\/li><li>40\+ brands<\/li><li>30\+ years<\/li>/)
    expect(html(<SiteFooter site={site()} />)).not.toContain('group-claims')
  })

  it('adds the group and brand-page columns after the site columns', () => {
    const out = html(<SiteFooter site={site()} groupColumns={[{ heading: 'Our group', links: [{ label: 'TWG Cars', url: '/twg-cars' }] }, { heading: 'Car brands', links: [{ label: 'Kia', url: '/kia/overview' }] }]} />)
    expect(out).toMatch(/aria-label="Group Motors"[\s\S]*aria-label="Our group"[\s\S]*href="\/twg-cars"[\s\S]*aria-label="Car brands"[\s\S]*href="\/kia\/overview"/)
  })
})
