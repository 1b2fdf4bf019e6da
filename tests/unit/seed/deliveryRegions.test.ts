import { describe, expect, it } from 'vitest'
import { SITES } from '@/scripts/seed/sites'
import { findDeliveryRegion, validatePostcodeRanges } from '@/site/rules/delivery'

const dealerships = SITES.flatMap((s) => s.dealerships)

describe('demo delivery regions', () => {
  it('are readable and priced for every dealership that has them', () => {
    for (const region of dealerships.flatMap((d) => d.deliveryRegions ?? [])) {
      expect(validatePostcodeRanges(region.postcodes), region.name).toBe(true)
      expect(region.price).toBeGreaterThanOrEqual(0)
    }
  })

  it("cover each dealership's own sales postcodes, and one dealership shows the calculator hidden", () => {
    for (const d of dealerships.filter((x) => x.deliveryRegions?.length)) {
      for (const l of d.locations) expect(findDeliveryRegion(d.deliveryRegions ?? [], l.postcode), `${d.slug} ${l.postcode}`).not.toBeNull()
    }
    expect(dealerships.some((d) => !d.deliveryRegions?.length)).toBe(true)
  })
})
