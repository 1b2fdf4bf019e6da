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

  it('carries a caravan\'s lines and the variant specifications into the specs group (INV §2, §3), CSV text or JSON numbers', () => {
    const feed = validateRows([
      { row: 2, values: { ...good, item_type: 'Caravan', body_length: '21.5', body_width: 7.8, tare_weight: '2350', axle_type: ' Tandem ', sleeps: '4', aggregate_trailer_mass: '3000' } },
      { row: 3, values: { ...good, stocknum: 'T1', item_type: 'truck', grossvehiclemass: '6500', enginesize: '4009', fuelconsumptioncombined: '14.5', cylinders: '4', engine_size_litres: '4.0' } },
      { row: 4, values: { ...good, stocknum: 'B1', sleeps: '2.5', tare_weight: '-1', ancaprating: '6' } },
      { row: 5, values: { ...good, stocknum: 'N1' } },
    ])
    expect(feed.valid.map((v) => v.data.specs)).toEqual([
      { bodyLength: 21.5, bodyWidth: 7.8, tareWeight: 2350, axleType: 'Tandem', sleeps: 4, aggregateTrailerMass: 3000 },
      { cylinders: 4, enginePowerCc: 4009, fuelConsumptionCombined: 14.5, grossVehicleMass: 6500 },
      undefined,
    ])
    expect(feed.valid[0]?.data.itemType).toBe('caravan')
    expect(feed.valid[1]?.data.engineSizeLitres).toBe(4)
    expect(feed.rejected).toEqual([{ row: 4, stockNumber: 'B1', reasons: ['ancaprating: must be at most 5', 'tare_weight: must not be negative', 'sleeps: must be a whole number'] }])
  })
})
