import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countOf, joinList, nameKey, partOfSentence, plural, possessive, sameName } from '../../../site/rules/copy'
import { SITES } from '../../../scripts/seed/sites'

/** Every name a demo site shows: the site, its brands, dealerships and locations. */
const demoNames = SITES.flatMap((s) => [s.name, ...s.brands.map((b) => b.name), ...s.dealerships.flatMap((d) => [d.name, ...d.locations.map((l) => l.name)])])

/** Names a dealer group brings: words, some ending in s, with spaces, an ampersand or a company suffix. */
const word = fc.stringMatching(/^[A-Z][a-z]{1,9}$/)
const generatedName = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.constantFrom('', ' Cars', ' Motors', ' & Sons', ' Pty Ltd', 's', ' Auto Group'))
  .map(([words, tail]) => `${words.join(' ')}${tail}`)

describe('possessive', () => {
  it.each([
    ['Harbourside Mazda', "Harbourside Mazda's"],
    ['City Used Cars', "City Used Cars'"],
    ['Southern Cross Motors', "Southern Cross Motors'"],
    ['SMITHS', "SMITHS'"],
    ['  Ace   Autos ', "Ace Autos'"],
    ['Max', "Max's"],
    ["Bob's Cars'", "Bob's Cars'"],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (name, expected) => expect(possessive(name)).toBe(expected))

  it('never writes "s\'s" for any demo or generated name', () => {
    for (const name of demoNames) expect(possessive(name), name).not.toMatch(/s's$/i)
    fc.assert(fc.property(generatedName, (name) => {
      const out = possessive(name)
      expect(out).not.toMatch(/s's$/i)
      expect(out.startsWith(name.trim().replace(/\s+/g, ' '))).toBe(true)
      expect(out).toMatch(/'s?$/)
    }))
  })
})

describe('sameName and nameKey', () => {
  it.each<[string, string, boolean]>([
    ['Harbourside Mazda', 'Harbourside Mazda', true],
    ['Harbourside Mazda', ' harbourside  MAZDA ', true],
    ['City Used Cars Pty Ltd', 'City Used Cars', true],
    ['City Used Cars Pty. Ltd.', 'City Used Cars', true],
    ['Acme Limited', 'Acme', true],
    ['Southern Cross Motors', 'Southern Cross Auto Group', false],
    ['', '', false],
  ])('%j vs %j → %s', (a, b, same) => expect(sameName(a, b)).toBe(same))
  it('keys ignore case, spacing and trailing full stops', () => expect(nameKey(' Ace  Autos. ')).toBe('ace autos'))
})

describe('partOfSentence (group and brand sentences)', () => {
  it('says it when the names differ', () => expect(partOfSentence('Southern Cross Caravans', 'Southern Cross Auto Group')).toBe('Southern Cross Caravans is part of Southern Cross Auto Group.'))
  it.each([
    ['Harbourside Mazda', 'Harbourside Mazda'],
    ['City Used Cars Pty Ltd', 'City Used Cars'],
    ['', 'Group'],
    ['Brand', '  '],
    [null, 'Group'],
  ])('drops itself for %j and %j', (part, whole) => expect(partOfSentence(part, whole)).toBeNull())

  it('never "X is part of X" over every demo site and brand', () => {
    for (const site of SITES) {
      for (const brand of site.brands) {
        const sentence = partOfSentence(brand.name, site.name)
        if (sentence) expect(sentence).not.toBe(`${site.name} is part of ${site.name}.`)
        if (brand.name === site.name) expect(sentence).toBeNull()
      }
    }
  })

  it('property: for generated names, the sentence is null exactly when the names are the same business', () => {
    fc.assert(fc.property(generatedName, generatedName, fc.boolean(), (a, b, same) => {
      const whole = same ? a.toUpperCase() : b
      const sentence = partOfSentence(a, whole)
      expect(sentence === null).toBe(sameName(a, whole))
      if (sentence) expect(sentence).toMatch(/^\S.* is part of \S.*\.$/)
    }))
  })
})

describe('joinList', () => {
  it.each<[Array<string | null | undefined>, string]>([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
    [['A', '', null, ' B ', undefined], 'A and B'],
    [['A', 'a', 'B'], 'A and B'],
  ])('%j → %j', (items, expected) => expect(joinList(items)).toBe(expected))
  it('or', () => expect(joinList(['new', 'used', 'demo'], 'or')).toBe('new, used or demo'))
  it('property: every item appears once, no Oxford comma, no doubled spaces', () => {
    fc.assert(fc.property(fc.uniqueArray(word, { minLength: 2, maxLength: 6, comparator: (x, y) => x.toLowerCase() === y.toLowerCase() }), (items) => {
      const out = joinList(items)
      for (const item of items) expect(out.split(/, | and /)).toContain(item)
      expect(out).not.toContain(', and')
      expect(out).not.toMatch(/\s{2}/)
    }))
  })
})

describe('plural and countOf', () => {
  it.each([
    ['vehicle', 'vehicles'],
    ['car', 'cars'],
    ['caravan', 'caravans'],
    ['bus', 'buses'],
    ['utility', 'utilities'],
    ['day', 'days'],
    ['', ''],
  ])('%s → %s', (noun, expected) => expect(plural(noun)).toBe(expected))
  it('counts', () => {
    expect(countOf(1, 'vehicle')).toBe('1 vehicle')
    expect(countOf(0, 'vehicle')).toBe('0 vehicles')
    expect(countOf(3, 'bus')).toBe('3 buses')
  })
})
