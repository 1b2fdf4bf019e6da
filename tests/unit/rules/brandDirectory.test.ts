import { describe, expect, it } from 'vitest'
import { brandCount, brandDirectory, type BrandDirectoryInput } from '../../../site/rules/brandDirectory'
import { resolveBrandPages, type Manufacturer } from '../../../site/rules/brands'

const manufacturers: Manufacturer[] = [
  { name: 'Toyota', slug: 'toyota', logoUrl: '/toyota.svg', alt: null },
  { name: 'Ford', slug: 'ford', logoUrl: null, alt: null },
]
const brandPages = resolveBrandPages([{ slug: 'toyota', kind: 'car' }, { slug: 'caravans', kind: 'own' }], manufacturers, [{ slug: 'caravans', name: 'Our Caravans', logoUrl: null }])

const input = (over: Partial<BrandDirectoryInput> = {}): BrandDirectoryInput => ({
  locations: [
    { name: 'Moorabbin', path: '/locations/moorabbin', manufacturers: ['Toyota'] },
    { name: 'Newcastle', path: '/locations/newcastle', manufacturers: ['ford', 'Toyota '] },
    { name: 'Service', path: '/locations/service', manufacturers: [] },
  ],
  stockByMake: { Toyota: 12, Ford: 3, Mazda: 5, Kia: 5, Hino: 0, ' ': 2 },
  brandPages,
  manufacturers,
  stockPathOf: (make) => `/search/${make.toLowerCase()}`,
  ...over,
})

describe('brandDirectory (INV §2 /brands; FIN §2.9 logos by make name)', () => {
  it('lists the locations’ makes as franchises, by name, with stock, brand page and locations', () => {
    const { franchises } = brandDirectory(input())
    expect(franchises.map((f) => f.name)).toEqual(['Ford', 'Toyota'])
    const toyota = franchises[1]!
    expect(toyota).toMatchObject({ inStock: 12, stockPath: '/search/toyota', pagePath: '/toyota/overview' })
    expect(toyota.locations).toEqual([{ name: 'Moorabbin', path: '/locations/moorabbin' }, { name: 'Newcastle', path: '/locations/newcastle' }])
    expect(toyota.mark.logo).toEqual({ url: '/toyota.svg', alt: 'Toyota logo' })
    // a make without a logo gets its lettermark, never a broken image
    expect(franchises[0]!.mark.logo).toBeNull()
    expect(franchises[0]!.pagePath).toBeNull()
  })

  it('a franchise with nothing in stock links to no empty search', () => {
    const { franchises } = brandDirectory(input({ stockByMake: { Ford: 1 } }))
    expect(franchises.find((f) => f.name === 'Toyota')).toMatchObject({ inStock: 0, stockPath: null })
  })

  it('lists the own brands with their pages, and the other makes in stock by count then name', () => {
    const directory = brandDirectory(input())
    expect(directory.ownBrands).toEqual([expect.objectContaining({ name: 'Our Caravans', pagePath: '/caravans/overview', stockPath: null })])
    expect(directory.otherMakes.map((m) => [m.name, m.inStock])).toEqual([['Kia', 5], ['Mazda', 5]])
    expect(brandCount(directory)).toBe(5)
  })

  it('puts each make in one list only, matching names whatever their case', () => {
    const directory = brandDirectory(input({ stockByMake: { toyota: 2, TOYOTA: 1, Mazda: 1 } }))
    expect(directory.franchises.find((f) => f.name === 'Toyota')?.inStock).toBe(3)
    expect(directory.otherMakes.map((m) => m.name)).toEqual(['Mazda'])
  })

  it('a used-car dealer without franchises lists its makes in stock', () => {
    const directory = brandDirectory(input({ locations: [{ name: 'Yard', path: '/locations/yard', manufacturers: [] }], brandPages: [] }))
    expect(directory.franchises).toEqual([])
    expect(directory.otherMakes.map((m) => m.name)).toEqual(['Toyota', 'Kia', 'Mazda', 'Ford'])
  })
})
