import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { collapseComments, COMMENTS_COLLAPSE_AT, commentParagraphs, DEALER_COMMENTS_PENDING, dealerComments, PARAGRAPH_SEPARATOR } from '../../../site/rules/dealerComments'

describe('dealer comments (INV §5)', () => {
  it('has the spec text and numbers', () => {
    expect(DEALER_COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.')
    expect([COMMENTS_COLLAPSE_AT, PARAGRAPH_SEPARATOR]).toEqual([400, '|'])
  })

  it.each([null, undefined, '', '   ', '|', ' | ', '||', '\n|\t'])('%j is pending', (raw) => {
    expect(dealerComments(raw)).toEqual({ pending: true, text: 'Dealer comments are pending. Please check back here later.' })
  })

  it('splits on | into trimmed paragraphs, dropping empty ones', () => {
    expect(dealerComments('One owner. | Full service history.||Call today.|')).toEqual({ pending: false, paragraphs: ['One owner.', 'Full service history.', 'Call today.'], collapsible: false })
  })

  it('leaves markup alone: no stripping here, the display layer decides', () => {
    expect(commentParagraphs('<p>Hi</p>|<b>there</b>')).toEqual(['<p>Hi</p>', '<b>there</b>'])
  })

  it('collapses above 400 characters, not at 400', () => {
    expect(dealerComments('a'.repeat(400))).toEqual({ pending: false, paragraphs: ['a'.repeat(400)], collapsible: false })
    expect(dealerComments('a'.repeat(401))).toEqual({ pending: false, paragraphs: ['a'.repeat(401)], collapsible: true })
    expect(dealerComments(`${'a'.repeat(200)}|${'b'.repeat(200)}`)).toMatchObject({ collapsible: false })
    expect(dealerComments(`${'a'.repeat(200)}|${'b'.repeat(201)}`)).toMatchObject({ collapsible: true })
  })

  it('paragraphs are never blank and never carry the separator', () => {
    fc.assert(fc.property(fc.string(), (raw) => commentParagraphs(raw).every((p) => p !== '' && p === p.trim() && !p.includes('|'))))
  })
})

describe('collapseComments (INV §4: collapse to 400 characters)', () => {
  it('keeps everything when it fits', () => {
    expect(collapseComments(['a'.repeat(399), 'b'])).toEqual({ preview: ['a'.repeat(399), 'b'], truncated: false })
    expect(collapseComments([])).toEqual({ preview: [], truncated: false })
  })

  it('cuts the paragraph that does not fit at the limit', () => {
    expect(collapseComments(['a'.repeat(300), 'b'.repeat(150)])).toEqual({ preview: ['a'.repeat(300), 'b'.repeat(100)], truncated: true })
    expect(collapseComments(['x'.repeat(401)])).toEqual({ preview: ['x'.repeat(400)], truncated: true })
  })

  it('leaves out a paragraph that starts exactly at the limit', () => {
    expect(collapseComments(['a'.repeat(400), 'b'])).toEqual({ preview: ['a'.repeat(400)], truncated: true })
  })

  it('drops trailing spaces of the cut and an all-space cut', () => {
    expect(collapseComments(['abc def'], 4)).toEqual({ preview: ['abc'], truncated: true })
    expect(collapseComments(['ab', '  cd'], 3)).toEqual({ preview: ['ab'], truncated: true })
  })

  it('counts an emoji as one character and never splits it', () => {
    expect(collapseComments(['😀😀😀'], 2)).toEqual({ preview: ['😀😀'], truncated: true })
    expect(collapseComments(['😀😀'], 2)).toEqual({ preview: ['😀😀'], truncated: false })
  })

  it('the preview never exceeds the limit and is the start of the text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { maxLength: 6 }), fc.integer({ min: 0, max: 40 }), (paragraphs, limit) => {
        const { preview, truncated } = collapseComments(paragraphs, limit)
        const length = preview.reduce((n, p) => n + Array.from(p).length, 0)
        const total = paragraphs.reduce((n, p) => n + Array.from(p).length, 0)
        return length <= limit && paragraphs.join('\u0000').startsWith(preview.join('\u0000')) === !truncated || (truncated && total > limit)
      }),
    )
  })
})
