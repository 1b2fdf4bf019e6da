import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parseRichText, safeHref } from '../../../blocks/RichText/markdown'
import { RichContent } from '../../../blocks/RichText/RichContent'

const html = (source: string) => renderToStaticMarkup(<RichContent blocks={parseRichText(source)} />)

describe('RichText renderer', () => {
  it('renders headings, paragraphs, lists, emphasis and links', () => {
    const out = html('## Title\n\nOne **bold** and *soft*\nline two.\n\n- a\n- [b](/cars)\n\n1. first\n2. second\n\n### Sub')
    expect(out).toBe(
      '<h2 class="mt-6 text-2xl font-bold">Title</h2>' +
        '<p class="mt-3 text-slate-700">One <strong>bold</strong> and <em>soft</em> line two.</p>' +
        '<ul class="mt-3 space-y-1 pl-6 text-slate-700 list-disc"><li>a</li><li><a class="underline" data-prefetch="intent" href="/cars">b</a></li></ul>' +
        '<ol class="mt-3 space-y-1 pl-6 text-slate-700 list-decimal"><li>first</li><li>second</li></ol>' +
        '<h3 class="mt-4 text-xl font-semibold">Sub</h3>',
    )
  })

  it('keeps hostile HTML as inert text', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> **<b>x</b>**')
    expect(out).not.toMatch(/<script|<img|<b>/)
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('drops unsafe link targets, keeping the label as text', () => {
    for (const href of ['javascript:alert%281%29', 'JavaScript:void0', 'data:text/html,x', '//evil.example', 'vbscript:x']) {
      const out = html(`[click](${href})`)
      expect(out, href).toBe('<p class="mt-3 text-slate-700">click</p>')
    }
    expect(html('[click](javascript:alert(1))')).not.toContain('<a')
  })

  it('allows http(s), site paths, anchors, mailto and tel links', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(safeHref('/finance')).toBe('/finance')
    expect(safeHref('#hours')).toBe('#hours')
    expect(safeHref('mailto:sales@example.com')).toBe('mailto:sales@example.com')
    expect(safeHref('tel:+61712345678')).toBe('tel:+61712345678')
    expect(safeHref('ftp://example.com')).toBeNull()
    expect(html('[Call](tel:0712345678)')).toContain('<a href="tel:0712345678" class="underline">Call</a>')
  })
})
