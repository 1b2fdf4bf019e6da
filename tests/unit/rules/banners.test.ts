import { describe, expect, it } from 'vitest'
import { brandBannerRecords, liveBanners, type BannerRecord } from '../../../site/rules/banners'

// FIN §2.9: "Stocktake banner valid 2025-07-01 to 2025-07-24" (dates in Brisbane, UTC+10).
const stocktake = [{ name: 'Stocktake sale', start: '2025-07-01', expiry: '2025-07-24' }]
const names = (now: string, records: BannerRecord[] = []) => liveBanners(stocktake, records, new Date(now)).map((b) => b.name)

describe('dated banners (promos.banners, banner promos)', () => {
  it('shows the Stocktake banner from the first to the last minute of its days in Brisbane', () => {
    expect(names('2025-06-30T13:59:59Z')).toEqual([])
    expect(names('2025-06-30T14:00:00Z')).toEqual(['Stocktake sale'])
    expect(names('2025-07-12T03:00:00Z')).toEqual(['Stocktake sale'])
    expect(names('2025-07-24T13:59:59Z')).toEqual(['Stocktake sale'])
    expect(names('2025-07-24T14:00:00Z')).toEqual([])
  })

  it('shows banner records in their window after the setting banners, by position', () => {
    const record = (id: number, position: number | null, start: string | null, expiry: string | null): BannerRecord => ({ id, name: `Record ${id}`, description: null, url: '/special-offers', start, expiry, position })
    const records = [record(1, null, null, null), record(2, 1, '2025-07-10T00:00:00Z', null), record(3, null, null, '2025-07-05T00:00:00Z')]
    expect(names('2025-07-12T03:00:00Z', records)).toEqual(['Stocktake sale', 'Record 2', 'Record 1'])
    expect(names('2025-07-01T03:00:00Z', records)).toEqual(['Stocktake sale', 'Record 1', 'Record 3'])
    expect(names('2025-08-01T00:00:00Z', records)).toEqual(['Record 2', 'Record 1'])
  })

  it('shows the site brand’s banners in their window after the others, in their order, with their own keys', () => {
    const brand = brandBannerRecords([
      { title: 'Service week', text: 'Free check', url: '/service', start: '2025-07-10', expiry: '2025-07-20' },
      { title: 'Always on', start: null, expiry: null },
      { title: 'Over', expiry: '2025-07-02' },
    ])
    const promo: BannerRecord = { id: 0, name: 'Promo 0', description: null, url: null, start: null, expiry: null, position: 5 }
    const live = (now: string) => liveBanners(stocktake, [promo], new Date(now), brand)
    expect(live('2025-07-12T03:00:00Z').map((b) => b.name)).toEqual(['Stocktake sale', 'Promo 0', 'Service week', 'Always on'])
    expect(live('2025-07-01T03:00:00Z').map((b) => b.name)).toEqual(['Stocktake sale', 'Promo 0', 'Always on', 'Over'])
    expect(live('2025-07-12T03:00:00Z')[2]).toEqual({ key: 'brand-0', name: 'Service week', description: 'Free check', url: '/service' })
    expect(new Set(live('2025-07-12T03:00:00Z').map((b) => b.key)).size).toBe(4)
  })

  it('shows nothing without banners', () => {
    expect(liveBanners([], [], new Date('2025-07-12T00:00:00Z'))).toEqual([])
  })
})
