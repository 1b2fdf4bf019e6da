import { describe, expect, it } from 'vitest'
import { brandMark, brandMenu, DROPDOWN_LIMIT, findManufacturer, resolveBrandPages, type Manufacturer } from '../../../site/rules/brands'

const kia: Manufacturer = { name: 'Kia', slug: 'kia', logoUrl: '/api/manufacturers/file/kia.svg', alt: null }
const mercedes: Manufacturer = { name: 'Mercedes-Benz', slug: 'mercedes-benz', logoUrl: '/api/manufacturers/file/mb.svg', alt: 'Three-pointed star' }
const ford: Manufacturer = { name: 'Ford', slug: 'ford', logoUrl: null, alt: null }
const all = [kia, mercedes, ford]

describe('findManufacturer / brandMark (FIN §2.9: looked up by make name, with a not-found fallback)', () => {
  it('finds a make by name ignoring case and spaces, else by its slug', () => {
    expect(findManufacturer(' KIA ', all)).toBe(kia)
    expect(findManufacturer('Mercedes Benz', all)).toBe(mercedes)
    expect(findManufacturer('Tesla', all)).toBeNull()
  })

  it('gives the logo with its alt text, the name when no alt is stored', () => {
    expect(brandMark('kia', all)).toMatchObject({ name: 'Kia', logo: { url: kia.logoUrl, alt: 'Kia logo' } })
    expect(brandMark('Mercedes-Benz', all).logo).toEqual({ url: mercedes.logoUrl, alt: 'Three-pointed star' })
  })

  it('falls back to the lettermark when there is no record or no logo, never an image', () => {
    expect(brandMark('Tesla', all)).toMatchObject({ name: 'Tesla', logo: null, lettermark: 'T' })
    expect(brandMark('Ford', all)).toMatchObject({ name: 'Ford', logo: null, lettermark: 'F' })
    expect(brandMark('Land Rover', []).lettermark).toBe('LR')
    expect(brandMark('Tesla', all).colour).toBe(brandMark('tesla', []).colour)
  })
})

describe('resolveBrandPages (brand.brandPages)', () => {
  const siteBrands = [{ slug: 'caravans', name: 'Southern Cross Caravans', logoUrl: null }, { slug: 'kia', name: 'Kia at Southern Cross', logoUrl: '/logos/kia-sc.png' }]

  it('keeps only entries with a manufacturer or a site brand, in the settings order', () => {
    const pages = resolveBrandPages([{ slug: 'ford', kind: 'car' }, { slug: 'ducati', kind: 'motorcycle' }, { slug: 'caravans', kind: 'own' }], all, siteBrands)
    expect(pages.map((p) => [p.slug, p.name, p.path])).toEqual([['ford', 'Ford', '/ford/overview'], ['caravans', 'Southern Cross Caravans', '/caravans/overview']])
    expect(pages[0]).toMatchObject({ manufacturer: ford, siteBrand: null, mark: { logo: null, lettermark: 'F' } })
    expect(pages[1]).toMatchObject({ manufacturer: null, mark: { logo: null, lettermark: 'SC' } })
  })

  it("prefers the site brand's name and logo, and keeps the manufacturer for its models", () => {
    const [page] = resolveBrandPages([{ slug: 'kia', kind: 'car' }], all, siteBrands)
    expect(page).toMatchObject({ name: 'Kia at Southern Cross', manufacturer: kia, mark: { name: 'Kia at Southern Cross', logo: { url: '/logos/kia-sc.png', alt: 'Kia at Southern Cross logo' } } })
    const [plain] = resolveBrandPages([{ slug: 'kia', kind: 'car' }], all, [])
    expect(plain!.mark.logo).toEqual({ url: kia.logoUrl, alt: 'Kia logo' })
  })
})

describe('brandMenu', () => {
  const page = (slug: string, kind: 'car' | 'own' = 'car') => resolveBrandPages([{ slug, kind }], [{ name: slug, slug, logoUrl: null, alt: null }], [])[0]!

  it('is absent without brand pages', () => {
    expect(brandMenu([])).toBeNull()
  })

  it('is a dropdown for a few brands of one kind', () => {
    const menu = brandMenu([page('kia'), page('ford')])
    expect(menu).toMatchObject({ style: 'dropdown', label: 'Our brands', groups: [{ heading: 'Car brands' }] })
    expect(menu!.groups[0]!.entries.map((e) => e.slug)).toEqual(['kia', 'ford'])
  })

  it('is a mega menu grouped by kind when there are several kinds or more than the dropdown holds', () => {
    expect(brandMenu([page('caravans', 'own'), page('kia')])).toMatchObject({ style: 'mega', groups: [{ heading: 'Car brands' }, { heading: 'Our own brands' }] })
    const many = Array.from({ length: DROPDOWN_LIMIT + 1 }, (_, i) => page(`make-${i}`))
    expect(brandMenu(many)!.style).toBe('mega')
    expect(brandMenu(many.slice(0, DROPDOWN_LIMIT))!.style).toBe('dropdown')
  })
})
