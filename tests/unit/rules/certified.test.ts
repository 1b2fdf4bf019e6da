import { describe, expect, it } from 'vitest'
import { certifiedBadge, certifiedLogo, certifiedProgramFor, type CertifiedCar, type CertifiedProgram, type CertifiedPrograms, qualifies } from '../../../site/rules/certified'

// The two rows of variants §2a, with the Toyota flag switched on where a test needs it.
const toyota: CertifiedProgram = { make: 'Toyota', enabled: true, requiresCertified: true, hideWhenSold: true, display: 'badge', infoPanelTitle: 'Toyota Certified Pre-Owned' }
const mercedes: CertifiedProgram = { make: 'Mercedes-Benz', enabled: true, carTypes: ['used'], requiresCertified: true, hideWhenSold: true, display: 'cardTagLogo', logoUrl: '/mb.svg' }
const programs: CertifiedPrograms = { Toyota: toyota, 'Mercedes-Benz': mercedes }
const car = (over: Partial<CertifiedCar> = {}): CertifiedCar => ({ make: 'Toyota', car_type: 'used', certified: true, status: 'in_stock', ...over })

describe('qualifies (variants §2a)', () => {
  it.each<[string, Partial<CertifiedCar>, Partial<CertifiedProgram>, boolean]>([
    ['all conditions met', {}, {}, true],
    ['make in other case and spacing', { make: ' toyota ' }, {}, true],
    ['row make with spacing', { make: 'TOYOTA' }, { make: ' Toyota ' }, true],
    ['other make', { make: 'Mazda' }, {}, false],
    ['no make', { make: null }, {}, false],
    ['empty make', { make: '' }, {}, false],
    ['flag off', {}, { enabled: false }, false],
    ['certified false', { certified: false }, {}, false],
    ['certified missing', { certified: null }, {}, false],
    ['certified not required', { certified: false }, { requiresCertified: false }, true],
    ['sold and hidden when sold', { status: 'sold' }, {}, false],
    ['other status and hidden when sold', { status: 'archived' }, {}, false],
    ['coming soon is not sold', { status: 'coming_soon' }, {}, true],
    ['sold but shown when sold', { status: 'sold' }, { hideWhenSold: false }, true],
    ['car type listed', { car_type: 'used' }, { carTypes: ['used', 'demo'] }, true],
    ['car type listed (second)', { car_type: 'demo' }, { carTypes: ['used', 'demo'] }, true],
    ['car type not listed', { car_type: 'new' }, { carTypes: ['used'] }, false],
    ['car type missing with a list', { car_type: null }, { carTypes: ['used'] }, false],
    ['empty list admits none', { car_type: 'used' }, { carTypes: [] }, false],
    ['no list admits any', { car_type: 'new' }, {}, true],
  ])('%s', (_, carOver, programOver, expected) => expect(qualifies(car(carOver), { ...toyota, ...programOver })).toBe(expected))
})

describe('certifiedBadge (INV §4 Other widgets, FIN §4)', () => {
  it('shows the badge row for a matching certified car in stock', () => expect(certifiedBadge(car(), programs)).toBe(toyota))
  it('not when the flag is off (the default row)', () => expect(certifiedBadge(car(), { Toyota: { ...toyota, enabled: false } })).toBeNull())
  it('not for a sold car', () => expect(certifiedBadge(car({ status: 'sold' }), programs)).toBeNull())
  it('not from a card-tag logo row', () => expect(certifiedBadge(car({ make: 'Mercedes-Benz' }), programs)).toBeNull())
  it('not with no programmes', () => expect(certifiedBadge(car(), {})).toBeNull())
})

describe('certifiedLogo (INV §4 card-tag rule 4)', () => {
  it('the logo row for a used certified car of its make', () => expect(certifiedLogo(car({ make: 'Mercedes-Benz' }), programs)).toBe(mercedes))
  it('not for a new car of that make', () => expect(certifiedLogo(car({ make: 'Mercedes-Benz', car_type: 'new' }), programs)).toBeNull())
  it('not from a badge row', () => expect(certifiedLogo(car(), programs)).toBeNull())
})

describe('certifiedProgramFor', () => {
  it('takes the first qualifying row in table order', () => {
    const second: CertifiedProgram = { ...toyota, infoPanelTitle: 'Second' }
    expect(certifiedProgramFor(car(), { a: { ...toyota, enabled: false }, b: second, c: toyota }, 'badge')).toBe(second)
  })
})
