import { describe, expect, it } from 'vitest'
import { SiteHeader } from '@/site/components/SiteHeader'
import { HeaderReviewBadge } from '@/site/components/reviews/ReviewViews'
import { brandMenu, resolveBrandPages } from '@/site/rules/brands'
import type { SiteConfigInput } from '@/site/config/siteConfig'
import type { SiteView } from '@/site/tenancy/siteView'
import { config, streamHtml } from './render'

const site = (input: SiteConfigInput = {}): SiteView => ({
  id: 1, slug: 'group', name: 'Group Motors', template: 'group', city: null, state: null, logoUrl: null, domains: [], dealershipIds: [], licenceNumbers: [], config: config(input), brand: null,
})

const menu = brandMenu(resolveBrandPages(
  [{ slug: 'kia', kind: 'car' }, { slug: 'caravans', kind: 'own' }],
  [{ name: 'Kia', slug: 'kia', logoUrl: '/api/manufacturers/file/kia.svg', alt: null }],
  [{ slug: 'caravans', name: 'Group Caravans', logoUrl: null }],
))!

describe('SiteHeader: brand menu (FIN §2.9) and review badge (FIN §5)', () => {
  it('renders the mega menu closed behind a disclosure button, and the same links in the mobile menu', async () => {
    const out = await streamHtml(<SiteHeader site={site()} brandMenu={menu} />)
    expect(out).toMatch(/<button type="button" aria-expanded="false" aria-controls="[^"]+"[^>]*>Our brands/)
    expect(out).toMatch(/data-style="mega"/)
    expect(out.match(/href="\/kia\/overview"/g)).toHaveLength(2)
    expect(out.match(/href="\/caravans\/overview"/g)).toHaveLength(2)
    expect(out).toContain('src="/api/manufacturers/file/kia.svg"')
    expect(out).toMatch(/data-lettermark=""[^>]*>GC<\/span>/)
  })

  it('has no brand menu without brand pages', async () => {
    const out = await streamHtml(<SiteHeader site={site()} />)
    expect(out).not.toContain('Our brands')
  })

  it('shows the badge only when the average exceeds reviews.badgeMinRating and reviews are not hidden', async () => {
    const badge = (input: SiteConfigInput, averageRating: number | null) => streamHtml(<HeaderReviewBadge site={site(input)} summary={{ averageRating, count: 15 }} />)
    const shown = (await badge({}, 4.6)).replace(/<!-- -->/g, '')
    expect(shown).toContain('data-testid="header-review-badge"')
    expect(shown).toMatch(/4\.6<span class="sr-only"> out of 5 from 15 reviews: read our reviews<\/span>/)
    expect(await badge({}, 4.6)).toContain('href="/pages/reviews"')
    expect(await badge({ reviews: { badgeMinRating: 4.8 } }, 4.7)).not.toContain('header-review-badge')
    expect(await badge({ reviews: { hidden: true } }, 5)).not.toContain('header-review-badge')
    expect(await badge({}, null)).not.toContain('header-review-badge')
  })
})

describe('SiteHeader: the site brand’s quick links (FIN §2.6)', () => {
  const brand = (quickLinks: Array<{ label: string; url: string }>): NonNullable<SiteView['brand']> => ({
    id: 1, name: 'Group Motors', slug: 'group', logoUrl: null, primaryColour: '#0b4f8a', tagline: null, menu: [], quickLinks, banners: [], footerColumns: [], footerText: null, buttonSets: [], legalText: null, hoursNote: null,
  })

  const quickLinks = async (view: SiteView) => {
    const out = await streamHtml(<SiteHeader site={view} />)
    const nav = /<nav aria-label="Quick links"[^>]*>(.*?)<\/nav>/.exec(out)?.[1] ?? ''
    return [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]])
  }

  it('lists the brand’s own in a labelled navigation above the header, in their order', async () => {
    const links = [{ label: 'Caravans in stock', url: '/search/caravans' }, { label: 'Book a caravan service', url: '/service' }]
    expect(await quickLinks({ ...site(), brand: brand(links) })).toEqual(links.map((l) => [l.label, l.url]))
    const out = await streamHtml(<SiteHeader site={{ ...site(), brand: brand(links) }} />)
    expect(out.indexOf('aria-label="Quick links"')).toBeLessThan(out.indexOf('data-testid="site-name"'))
  })

  it('without the brand’s own (or a brand): Book a Test Drive, Make an Enquiry, Book a Service at the site’s pages', async () => {
    const fixed = [['Book a Test Drive', '/book-test-drive'], ['Make an Enquiry', '/contact'], ['Book a Service', '/service']]
    expect(await quickLinks({ ...site(), brand: brand([]) })).toEqual(fixed)
    expect(await quickLinks(site())).toEqual(fixed)
    expect(await quickLinks(site({ navigation: { serviceBookingUrl: 'https://book.example.com/', paths: { contact: '/contact-us' } } }))).toEqual([
      ['Book a Test Drive', '/book-test-drive'],
      ['Make an Enquiry', '/contact-us'],
      ['Book a Service', 'https://book.example.com/'],
    ])
  })
})
