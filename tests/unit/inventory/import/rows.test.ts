import { describe, expect, it } from 'vitest'
import { inertComments } from '../../../../site/inventory/import/comments'
import { validateRows } from '../../../../site/inventory/import/validateRows'

const good = { stocknum: 'S1', make: 'Mazda', model: 'CX-5', car_type: 'used', price: '19990' }

describe('inertComments', () => {
  it('turns formatting markup into plain paragraphs separated by |', () => {
    expect(inertComments('<p>One&nbsp;owner</p><p>Log books<br/>Two <b>keys</b> &amp; more</p>')).toEqual({ ok: true, text: 'One owner | Log books | Two keys & more' })
  })

  it.each(['<script>x</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>', '<IFRAME src=x>'])('rejects active markup: %s', (raw) => {
    expect(inertComments(raw).ok).toBe(false)
  })
})

describe('validateRows', () => {
  it('maps feed names onto the collection and gives every reason of a bad row', () => {
    const feed = validateRows([
      { row: 2, values: { ...good, status: 'others', images: 'https://i/1.jpg|/local/2.jpg', certified: 'yes' } },
      { row: 3, values: { ...good, stocknum: 'S2', price: '$1', year: '1850', car_type: 'old', vin: 'IOQ' } },
      { row: 4, values: { ...good } },
    ])
    expect(feed.valid).toHaveLength(1)
    expect(feed.valid[0]?.data).toMatchObject({ stockNumber: 'S1', status: 'other', price: 19990, certified: true, images: [{ url: 'https://i/1.jpg', thumb: 'https://i/1.jpg' }, { url: '/local/2.jpg', thumb: '/local/2.jpg' }], primaryImageUrl: 'https://i/1.jpg', name: 'Mazda CX-5' })
    expect(feed.rejected).toEqual([
      { row: 3, stockNumber: 'S2', reasons: ['vin: must be 5 to 17 letters and digits (no I, O or Q)', 'year: must be 1900 or later', 'car_type: must be one of new, used, demo, got "old"', 'price: must be a number of dollars such as 12990, got "$1"'] },
      { row: 4, stockNumber: 'S1', reasons: ['stocknum: "S1" already appears in row 2'] },
    ])
    expect([...feed.named]).toEqual(['S1', 'S2'])
  })
})
