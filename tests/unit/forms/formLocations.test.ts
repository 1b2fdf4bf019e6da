import { describe, expect, it } from 'vitest'
import type { LocationCard } from '../../../site/locations/loadLocationCards'
import { locationsFor } from '../../../site/rules/leadLocations'

const card = (id: number, type: LocationCard['type'], manufacturers: string[] = []) => ({ id, type, manufacturers, slug: `l${id}` }) as unknown as LocationCard
const cards = [card(1, 'sales', ['Mazda']), card(2, 'service', ['Mazda']), card(3, 'sales', ['Kia']), card(4, 'parts')]
const ids = (list: LocationCard[]) => list.map((l) => l.id)

describe('locationsFor (the lead form location picker, FIN §2.8 picker settings)', () => {
  it('offers every location on the contact form and the department on the others', () => {
    expect(ids(locationsFor('contact', cards))).toEqual([1, 2, 3, 4])
    expect(ids(locationsFor('service', cards))).toEqual([2])
    expect(ids(locationsFor('test-drive', cards))).toEqual([1, 3])
  })
  it('hides the configured ids', () => {
    expect(ids(locationsFor('contact', cards, { hiddenIds: ['2', '4'], filter: null }))).toEqual([1, 3])
    expect(ids(locationsFor('test-drive', cards, { hiddenIds: ['3'], filter: null }))).toEqual([1])
  })
  it('filters by make, type or a fixed list', () => {
    expect(ids(locationsFor('contact', cards, { hiddenIds: [], filter: { makes: ['Kia'] } }))).toEqual([3])
    expect(ids(locationsFor('contact', cards, { hiddenIds: [], filter: { types: ['service', 'parts'] } }))).toEqual([2, 4])
    expect(ids(locationsFor('contact', cards, { hiddenIds: [], filter: { ids: ['4'] } }))).toEqual([4])
  })
  it('falls back to every location when the settings leave none, so a form always reaches someone', () => {
    expect(ids(locationsFor('contact', cards, { hiddenIds: ['1', '2', '3', '4'], filter: null }))).toEqual([1, 2, 3, 4])
  })
  it('a car’s form offers its own dealership’s locations (its lead goes to the dealership that has the car); none there: every location', () => {
    const group = [{ ...card(1, 'sales'), dealershipId: 10 }, { ...card(2, 'sales'), dealershipId: 20 }, { ...card(3, 'sales'), dealershipId: 20 }, { ...card(4, 'service'), dealershipId: 20 }] as LocationCard[]
    expect(ids(locationsFor('test-drive', group, undefined, 20))).toEqual([2, 3])
    expect(ids(locationsFor('enquiry', group, undefined, 10))).toEqual([1])
    expect(ids(locationsFor('test-drive', group, undefined, null))).toEqual([1, 2, 3])
    expect(ids(locationsFor('test-drive', group, undefined, 99))).toEqual([1, 2, 3])
  })
  it('a single remaining option is the only one offered (the form auto-selects it)', () => {
    expect(ids(locationsFor('service', cards, { hiddenIds: [], filter: { makes: ['Mazda'] } }))).toEqual([2])
  })
})
