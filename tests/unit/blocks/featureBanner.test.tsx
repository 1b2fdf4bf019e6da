import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../blocks/RenderLayout'
import { pageBlockLoaders } from '@/blocks/loaders/page'
import { streamHtml } from '../components/render'
import type { RenderContext } from '../../../blocks/types'
import type { SiteView } from '../../../site/tenancy/siteView'

const context = (serviceBookingUrl = '/service'): RenderContext => ({ site: { config: { navigation: { serviceBookingUrl } } } as unknown as SiteView })
const render = (props: Record<string, unknown>, ctx = context()) => streamHtml(renderBlock('FeatureBanner', props, ctx, pageBlockLoaders))
const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]])
const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1])

describe('FeatureBanner', () => {
  it('all: the dealer feature banner’s three items in the spec’s order (FIN §2.6), service at the site’s booking page', async () => {
    const out = await render({ preset: 'all' }, context('https://book.example.com/service'))
    expect(headings(out)).toEqual(['Latest offers', 'Book a service online', 'Sell your car'])
    expect(links(out)).toEqual([
      ['View offers', '/special-offers'],
      ['Book a service', 'https://book.example.com/service'],
      ['Get a valuation', '/trade-in'],
    ])
  })

  it('all: one banner’s own wording is not applied to the three items', async () => {
    const out = await render({ preset: 'all', heading: 'Ours', buttonLabel: 'Go', buttonHref: '/elsewhere' })
    expect(out).not.toContain('Ours')
    expect(out).not.toContain('/elsewhere')
  })

  it('one preset: its wording, each part overridable; service goes to the booking page', async () => {
    expect(links(await render({ preset: 'service' }, context('/book-service')))).toEqual([['Book a service', '/book-service']])
    const own = await render({ preset: 'sell', heading: 'We want your car', buttonLabel: 'Value it', buttonHref: '/sell-my-car' })
    expect(headings(own)).toEqual(['We want your car'])
    expect(links(own)).toEqual([['Value it', '/sell-my-car']])
  })
})
