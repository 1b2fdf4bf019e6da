import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DETAIL_TAB_LABELS, detailTabs, tabIndexAfterKey, tabParagraphs, type DetailTabTexts } from '../../../site/rules/detailTabs'

const texts = (over: Partial<DetailTabTexts> = {}): DetailTabTexts => ({ whatsIncluded: 'W', whyBuyFromUs: 'Y', reserveOnline: 'R', protectYourCar: 'P', ...over })
const labels = (...args: Parameters<typeof detailTabs>) => detailTabs(...args).map((t) => t.label)

describe('detail tabs (INV §2, FIN §2.6)', () => {
  it('has the spec labels', () => {
    expect(Object.values(DETAIL_TAB_LABELS)).toEqual(['Dealer Comments', "What's Included", 'Why Buy From Us?', 'Reserve Online', 'Protect Your Car', 'Features'])
  })

  it('shows all six in the spec order when the car has standard equipment', () => {
    expect(labels({ texts: texts(), standardEquipmentCount: 1, reserveOffered: true })).toEqual(['Dealer Comments', "What's Included", 'Why Buy From Us?', 'Reserve Online', 'Protect Your Car', 'Features'])
  })

  it('shows Features only when the car has standard equipment (0 items: none)', () => {
    expect(labels({ texts: texts(), standardEquipmentCount: 0, reserveOffered: true })).not.toContain('Features')
    expect(labels({ texts: texts(), standardEquipmentCount: 1, reserveOffered: true }).at(-1)).toBe('Features')
  })

  it.each([
    ['whatsIncluded', "What's Included"],
    ['whyBuyFromUs', 'Why Buy From Us?'],
    ['reserveOnline', 'Reserve Online'],
    ['protectYourCar', 'Protect Your Car'],
  ] as const)('leaves out %s when the dealer cleared its text (blank or spaces)', (key, label) => {
    expect(labels({ texts: texts({ [key]: '' }), standardEquipmentCount: 0, reserveOffered: true })).not.toContain(label)
    expect(labels({ texts: texts({ [key]: '   ' }), standardEquipmentCount: 0, reserveOffered: true })).not.toContain(label)
    expect(labels({ texts: texts({ [key]: 'x' }), standardEquipmentCount: 0, reserveOffered: true })).toContain(label)
  })

  it('always keeps Dealer Comments first, under the site title when one is set', () => {
    const none = texts({ whatsIncluded: '', whyBuyFromUs: '', reserveOnline: '', protectYourCar: '' })
    expect(detailTabs({ texts: none, standardEquipmentCount: 0, reserveOffered: true })).toEqual([{ id: 'comments', label: 'Dealer Comments' }])
    expect(labels({ texts: none, standardEquipmentCount: 0, reserveOffered: true, commentsTitle: ' Seller notes ' })).toEqual(['Seller notes'])
    expect(labels({ texts: none, standardEquipmentCount: 0, reserveOffered: true, commentsTitle: '  ' })).toEqual(['Dealer Comments'])
  })

  it('names the vehicle type in Protect Your Car for a truck, motorcycle, caravan or motorhome (vehicle-type table)', () => {
    const protect = (vehicleNoun?: string | null) => labels({ texts: texts(), standardEquipmentCount: 0, reserveOffered: true, vehicleNoun }).find((l) => l.startsWith('Protect'))
    expect(protect('caravan')).toBe('Protect Your Caravan')
    expect(protect(' motorcycle ')).toBe('Protect Your Motorcycle')
    expect(protect(null)).toBe('Protect Your Car')
    expect(protect(undefined)).toBe('Protect Your Car')
    expect(protect('  ')).toBe('Protect Your Car')
  })
})

describe('Reserve Online only for a flow the site offers (issue 46)', () => {
  it('is left out when the site takes no reservation for the car, whatever the dealer wrote', () => {
    expect(labels({ texts: texts(), standardEquipmentCount: 1, reserveOffered: false })).toEqual(['Dealer Comments', "What's Included", 'Why Buy From Us?', 'Protect Your Car', 'Features'])
  })
  it('every combination: shown exactly when offered and the text is not blank', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom('', '  ', 'R', 'Hold it | with us'), fc.nat(3), (offered, text, count) => {
        const shown = labels({ texts: texts({ reserveOnline: text }), standardEquipmentCount: count, reserveOffered: offered }).includes('Reserve Online')
        expect(shown).toBe(offered && text.trim() !== '')
      }),
    )
  })
})

describe('tabIndexAfterKey (WAI-ARIA tabs)', () => {
  it.each([
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 0, 3, 2],
    ['ArrowLeft', 2, 3, 1],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 1, 3, null],
    ['ArrowDown', 1, 3, null],
    ['ArrowRight', 0, 0, null],
    ['ArrowRight', 0, 1, 0],
  ])('%s from %i of %i → %s', (key, index, count, expected) => {
    expect(tabIndexAfterKey(key, index, count)).toBe(expected)
  })

  it('always lands inside the list', () => {
    fc.assert(fc.property(fc.constantFrom('ArrowRight', 'ArrowLeft', 'Home', 'End'), fc.integer({ min: 1, max: 20 }), fc.nat(), (key, count, i) => {
      const next = tabIndexAfterKey(key, i % count, count) as number
      return next >= 0 && next < count
    }))
  })
})

describe('tabParagraphs', () => {
  it('splits on | and drops blank parts', () => {
    expect(tabParagraphs(' One. | Two. || ')).toEqual(['One.', 'Two.'])
    expect(tabParagraphs('')).toEqual([])
  })
})
