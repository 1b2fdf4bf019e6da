import { describe, expect, it } from 'vitest'
import { LEAD_TYPES } from '../../../site/leads/schema'
import { FORM_TYPES, formModel } from '../../../site/forms/leadFormModel'
import { LOCATION_TYPES, locationsFor, requiresLocation, showsLocationChoice, type FormLocation } from '../../../site/rules/leadLocations'

const at = (id: number, type: FormLocation['type'], dealershipId: number | null = 1): FormLocation => ({ id, type, dealershipId })

describe('requiresLocation (FIN §5 "Location select is required", only where the site offers a location)', () => {
  it('every lead type × bound to a car or not × 0, 1 or several locations offered', () => {
    for (const type of LEAD_TYPES) {
      for (const boundToCar of [false, true]) {
        for (const locationsOffered of [0, 1, 2, 40]) {
          const expected = ['enquiry', 'test-drive', 'trade-in', 'valuation', 'sell-my-car', 'service', 'parts', 'contact'].includes(type) && !boundToCar && locationsOffered > 0
          expect(requiresLocation({ type, boundToCar, locationsOffered }), JSON.stringify({ type, boundToCar, locationsOffered })).toBe(expected)
        }
      }
    }
  })
  it('the location types are lead types, and each form of one has a location select', () => {
    for (const type of LOCATION_TYPES) expect(LEAD_TYPES as readonly string[]).toContain(type)
    for (const type of FORM_TYPES.filter((t) => LOCATION_TYPES.has(t))) {
      expect(formModel(type, { postcodeRequired: false, commentsRequired: false, termsCheckbox: false }).steps.flatMap((s) => s.fields).some((f) => f.kind === 'location'), type).toBe(true)
    }
  })
  it('a location choice is shown only with a location to offer', () => {
    expect([0, 1, 2].map(showsLocationChoice)).toEqual([false, true, true])
  })
})

describe('locationsFor: the server and the form count the same offer', () => {
  it('no visible location: nothing offered to any form, whatever the picker settings or the car', () => {
    for (const type of FORM_TYPES) {
      expect(locationsFor(type, [])).toEqual([])
      expect(locationsFor(type, [], { hiddenIds: ['1'], filter: { types: ['sales'] } }, 3)).toEqual([])
    }
  })
  it('locations of another department only, or all hidden by the picker: the form still reaches them (never 0 while any is visible)', () => {
    const onlyService = [at(1, 'service'), at(2, 'service', 2)]
    for (const type of FORM_TYPES) {
      expect(locationsFor(type, onlyService).length, type).toBeGreaterThan(0)
      expect(locationsFor(type, onlyService, { hiddenIds: ['1', '2'], filter: null }).length, type).toBeGreaterThan(0)
      expect(locationsFor(type, onlyService, undefined, 99).length, type).toBeGreaterThan(0)
    }
  })
})
