import { describe, expect, it } from 'vitest'
import { vitalsWindowStart } from '../../../site/analytics/webVitalCounts'

describe('vitalsWindowStart', () => {
  it('is 27 days before today, in Brisbane days (28 days with today)', () => {
    expect(vitalsWindowStart(new Date('2026-12-06T03:00:00Z'))).toBe('2026-11-09')
    // 23:30 UTC is already the next day in Brisbane (UTC+10)
    expect(vitalsWindowStart(new Date('2026-12-05T23:30:00Z'))).toBe('2026-11-09')
    expect(vitalsWindowStart(new Date('2026-12-05T13:00:00Z'))).toBe('2026-11-08')
  })
})
