import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasUnsafeScheme, isSafeLink, LINK_MESSAGES, linkProblem, PLACEHOLDER_MESSAGE } from '../../../site/rules/safeLink'

describe('isSafeLink', () => {
  it.each(['/', '/finance', '/search/used-cars?make=Mazda#results', 'https://www.mazda.com.au/offers', 'http://example.test', 'HTTPS://EXAMPLE.TEST/x', 'mailto:sales@dealer.test', 'tel:+61 2 9999 0000', 'tel:(02) 9999-0000'])('accepts %s', (url) => {
    expect(isSafeLink(url)).toBe(true)
  })

  it.each([
    'javascript:alert(9)', 'JavaScript:alert(9)', ' javascript:alert(9)', 'java\tscript:alert(9)', 'java\nscript:alert(9)', '\u0000javascript:alert(9)',
    'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'ftp://example.test', 'https://', 'http:///x', 'https:example.test',
    'booking.example.com', 'search', '', ' /finance', '/finance\n', '/\\evil.test', 'tel:javascript:alert(1)', 'mailto:', '//evil.test/x',
  ])('refuses %j', (url) => {
    expect(isSafeLink(url)).toBe(false)
  })

  it('accepts mailto: and tel: only as links, not as page addresses', () => {
    expect(isSafeLink('mailto:a@b.test', 'page')).toBe(false)
    expect(isSafeLink('tel:0299990000', 'page')).toBe(false)
    expect(isSafeLink('/contact', 'page')).toBe(true)
  })

  it('never accepts an address whose scheme, once browsers drop tabs and newlines, is not http(s), mailto or tel', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        if (!isSafeLink(value)) return
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\t\n\r]/g, '').trim())?.[1]?.toLowerCase()
        expect(scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme)).toBe(true)
      }),
    )
  })
})

describe('linkProblem', () => {
  it('leaves empty values to required and names the allowed forms', () => {
    expect(linkProblem(undefined)).toBeNull()
    expect(linkProblem('')).toBeNull()
    expect(linkProblem('javascript:alert(9)')).toBe(LINK_MESSAGES.link)
    expect(linkProblem('tel:1', 'page')).toBe(LINK_MESSAGES.page)
  })
  it('refuses a placeholder nothing fills in (brand menu, footer, promo links), naming where one is filled in', () => {
    for (const value of ['/locations/{slug}', '/our-location/{slug}/', 'https://dealer.test/{id}', '/search?make={make}']) expect(linkProblem(value), value).toBe(PLACEHOLDER_MESSAGE)
    for (const value of ['/locations/brisbane', '/search?make=mazda', 'https://dealer.test/a{b', 'mailto:a@b.test']) expect(linkProblem(value), value).toBeNull()
    expect(PLACEHOLDER_MESSAGE).toContain('navigation.paths.location')
  })
})

describe('hasUnsafeScheme (drafts, issue 48 finding 18)', () => {
  it.each(['javascript:alert(9)', 'JavaScript:alert(9)', ' javascript:x', 'java\tscript:x', 'java\nscript:x', '\u0001javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'ftp://x'])('refuses %j', (value) => {
    expect(hasUnsafeScheme(value)).toBe(true)
  })
  it.each(['', 'h', 'ht', 'http', 'https:', 'https://www.dealer.test', 'HTTP://x', 'mailto:a@b.test', 'tel:+61 2 9999 0000', '/finance', 'www.dealer.test', 'cars?make=mazda', '#top'])('lets %j pass (safe or unfinished)', (value) => {
    expect(hasUnsafeScheme(value)).toBe(false)
  })
})
