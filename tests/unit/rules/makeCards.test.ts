import { describe, expect, it } from 'vitest'
import { lettermarkColour, LETTERMARK_COLOURS, makeCardGroups, makeLettermark, modelsByMake, type MakeFacetValue } from '../../../site/rules/makeCards'
import { MAKE_INITIAL_COUNT, MAKE_MODEL_LIMIT } from '../../../site/rules/searchConstants'
import { contrastWithWhite } from '../../../site/theme/contrast'

const make = (name: string, count: number, isRefined = false): MakeFacetValue => ({ name, count, isRefined })
const names = (cards: Array<{ name: string }>) => cards.map((c) => c.name)

describe('make cards (INV §2, §9: Popular Makes 7, All Makes A to Z, Select models up to 30)', () => {
  const makes = [make('Toyota', 50), make('Mazda', 40), make('Kia', 40), make('Hyundai', 30), make('Ford', 20), make('Audi', 10), make('BMW', 9), make('Volvo', 8), make('Alfa Romeo', 1), make('Chery', 3)]

  it('keeps the spec limits', () => {
    expect(MAKE_INITIAL_COUNT).toBe(7)
    expect(MAKE_MODEL_LIMIT).toBe(30)
  })

  it('shows the 7 most stocked as Popular Makes (ties A to Z) and the rest A to Z as All Makes', () => {
    const groups = makeCardGroups(makes, [], MAKE_INITIAL_COUNT)
    expect(names(groups.popular)).toEqual(['Toyota', 'Kia', 'Mazda', 'Hyundai', 'Ford', 'Audi', 'BMW'])
    expect(names(groups.extra)).toEqual(['Alfa Romeo', 'Chery', 'Volvo'])
    expect(groups.extraOpen).toBe(false)
  })

  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [6.9, 6],
    [7, 7],
    [9, 9],
    [10, 10],
    [11, 10],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('with an initial count of %s shows %s popular makes', (initial, shown) => {
    const groups = makeCardGroups(makes, [], initial)
    expect(groups.popular).toHaveLength(shown)
    expect(groups.popular.length + groups.extra.length).toBe(makes.length)
  })

  it('puts refined makes first, so a chosen make is a popular card', () => {
    const groups = makeCardGroups([...makes.slice(0, 9), make('Chery', 3, true)], [], 7)
    expect(names(groups.popular)).toEqual(['Chery', 'Toyota', 'Kia', 'Mazda', 'Hyundai', 'Ford', 'Audi'])
    expect(groups.extraOpen).toBe(false)
  })

  it('opens All Makes when more makes are refined than fit the popular ones', () => {
    const refined = makes.map((m) => ({ ...m, isRefined: true }))
    const groups = makeCardGroups(refined, [], 2)
    expect(names(groups.popular)).toEqual(['Toyota', 'Kia'])
    expect(groups.extraOpen).toBe(true)
  })

  it('shows no groups without makes, and only popular ones when there are few', () => {
    expect(makeCardGroups([], [], 7)).toEqual({ popular: [], extra: [], extraOpen: false })
    const few = makeCardGroups(makes.slice(0, 7), [], 7)
    expect(few.popular).toHaveLength(7)
    expect(few.extra).toEqual([])
  })

  it('gives each card its models, lettermark and colour', () => {
    const [card] = makeCardGroups([make('Land Rover', 2)], [{ name: 'Land Rover Defender', count: 2 }], 7).popular
    expect(card).toEqual({ name: 'Land Rover', count: 2, isRefined: false, models: [{ name: 'Defender', count: 2 }], lettermark: 'LR', colour: lettermarkColour('Land Rover') })
  })
})

describe('models of a make (make_model facet "Make Model")', () => {
  it('lists up to 30 models per make, biggest first, ties A to Z', () => {
    const pairs = Array.from({ length: 35 }, (_, i) => ({ name: `Toyota M${String(i).padStart(2, '0')}`, count: i % 5 }))
    const models = modelsByMake(['Toyota'], pairs).get('Toyota')!
    expect(models).toHaveLength(30)
    expect(models.slice(0, 3)).toEqual([{ name: 'M04', count: 4 }, { name: 'M09', count: 4 }, { name: 'M14', count: 4 }])
    expect(modelsByMake(['Toyota'], pairs.slice(0, 30)).get('Toyota')).toHaveLength(30)
    expect(modelsByMake(['Toyota'], pairs.slice(0, 29)).get('Toyota')).toHaveLength(29)
  })

  it('assigns a value to the longest make it starts with', () => {
    const pairs = [
      { name: 'Land Rover Defender', count: 3 },
      { name: 'Land Cruiser', count: 1 },
      { name: 'Mercedes-Benz GLA', count: 2 },
      { name: 'Mercedes Sprinter', count: 1 },
      { name: 'Mazda CX-5', count: 4 },
      { name: 'Mazda', count: 9 }, // no model
      { name: 'Mazda ', count: 2 }, // the make and a space: still no model
      { name: 'Holden Astra', count: 1 }, // make not listed
    ]
    const models = modelsByMake(['Land', 'Land Rover', 'Mercedes', 'Mercedes-Benz', 'Mazda'], pairs)
    expect(Object.fromEntries(models)).toEqual({
      Land: [{ name: 'Cruiser', count: 1 }],
      'Land Rover': [{ name: 'Defender', count: 3 }],
      Mercedes: [{ name: 'Sprinter', count: 1 }],
      'Mercedes-Benz': [{ name: 'GLA', count: 2 }],
      Mazda: [{ name: 'CX-5', count: 4 }],
    })
  })

  it('takes a limit (0 or less lists none)', () => {
    const pairs = [{ name: 'Kia Rio', count: 1 }, { name: 'Kia EV6', count: 2 }]
    expect(modelsByMake(['Kia'], pairs, 1).get('Kia')).toEqual([{ name: 'EV6', count: 2 }])
    expect(modelsByMake(['Kia'], pairs, 0).get('Kia')).toEqual([])
    expect(modelsByMake(['Kia'], pairs, -1).get('Kia')).toEqual([])
  })
})

describe('lettermarks (local stand-ins for make logos)', () => {
  it.each([
    ['BMW', 'BMW'],
    ['MG', 'MG'],
    ['LDV', 'LDV'],
    ['GWM', 'GWM'],
    ['A', 'A'],
    ['Mazda', 'M'],
    ['mazda', 'M'],
    ['Audi', 'A'],
    ['HAVAL', 'H'],
    ['Land Rover', 'LR'],
    ['Mercedes-Benz', 'MB'],
    ['alfa romeo', 'AR'],
    ['Great Wall Motors', 'GW'],
    ['  Kia  ', 'K'],
    ['Rolls_Royce', 'RR'],
    ['Alfa--Romeo', 'AR'],
    ['LDV Trucks', 'LT'],
    ['MG Motor', 'MM'],
    ['', '?'],
    ['   ', '?'],
    ['-', '?'],
  ])('%j → %j', (name, mark) => {
    expect(makeLettermark(name)).toBe(mark)
  })

  it('gives each make a stable colour from the palette, whatever the case or spacing', () => {
    expect(LETTERMARK_COLOURS).toContain(lettermarkColour('Toyota'))
    expect(lettermarkColour('Toyota')).toBe(lettermarkColour(' toyota '))
    expect(lettermarkColour('')).toBe(LETTERMARK_COLOURS[0])
    const used = new Set(['Toyota', 'Mazda', 'Kia', 'Hyundai', 'Ford', 'Audi', 'BMW', 'Volvo', 'Tesla', 'Subaru', 'Nissan', 'Honda'].map(lettermarkColour))
    expect(used.size).toBeGreaterThan(3)
  })

  it('keeps white lettering readable on every colour (contrast above 7:1)', () => {
    for (const colour of LETTERMARK_COLOURS) expect(contrastWithWhite(colour)).toBeGreaterThan(7)
  })
})
