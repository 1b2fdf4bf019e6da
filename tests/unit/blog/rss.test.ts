import { describe, expect, it } from 'vitest'
import { rssXml } from '../../../site/blog/rss'

const post = { id: 1, slug: 'tips & tricks', title: 'Tyres <and> "you"', category: 'Motoring Tips', categorySlug: 'motoring-tips', author: 'Sam', publishedAt: '2026-11-02T01:00:00.000Z', excerpt: 'Check & rotate.', heroImageId: null }

describe('rssXml', () => {
  const xml = rssXml({ title: 'Harbourside Mazda blog', origin: 'https://harbourside.example', description: 'News' }, [post])
  it('is an RSS 2.0 channel of the site', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain('<link>https://harbourside.example/blog</link>')
    expect(xml).toContain('<atom:link href="https://harbourside.example/blog/rss.xml" rel="self" type="application/rss+xml"/>')
  })
  it('has one escaped item per post with an absolute link and an RFC 822 date', () => {
    expect(xml.match(/<item>/g)).toHaveLength(1)
    expect(xml).toContain('<title>Tyres &#60;and&#62; &#34;you&#34;</title>')
    expect(xml).toContain('<link>https://harbourside.example/blog/tips%20%26%20tricks</link>')
    expect(xml).toContain('<pubDate>Mon, 02 Nov 2026 01:00:00 GMT</pubDate>')
    expect(xml).toContain('<description>Check &#38; rotate.</description>')
  })
  it('has no items without posts', () => {
    expect(rssXml({ title: 't', origin: 'https://x', description: 'd' }, [])).not.toContain('<item>')
  })
})
