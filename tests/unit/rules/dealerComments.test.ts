import { describe, expect, it } from 'vitest'
import { DEALER_COMMENTS_PENDING, dealerComments, toPlainText } from '../../../site/rules/dealerComments'

describe('dealer comments (INV §5)', () => {
  it.each([null, undefined, '', '   ', '|', ' | ', '<p></p>'])('%j is pending', (raw) => {
    expect(dealerComments(raw)).toEqual({ pending: true, text: DEALER_COMMENTS_PENDING })
  })
  it('splits on | into trimmed paragraphs', () => {
    expect(dealerComments('One owner. | Full service history.||Call today.')).toEqual({ pending: false, paragraphs: ['One owner.', 'Full service history.', 'Call today.'], collapsible: false })
  })
  it('collapses above 400 characters, not at 400', () => {
    expect(dealerComments('a'.repeat(400))).toMatchObject({ collapsible: false })
    expect(dealerComments('a'.repeat(401))).toMatchObject({ collapsible: true })
  })
  it('renders hostile markup as inert text', () => {
    const result = dealerComments('<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">click</a> &lt;b&gt;ok&lt;/b&gt;')
    expect(result).toEqual({ pending: false, paragraphs: ['click <b>ok</b>'], collapsible: false })
    expect(toPlainText('a<br>b<br/>c')).toBe('a|b|c')
  })
})
