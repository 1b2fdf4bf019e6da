import { describe, expect, it } from 'vitest'
import { parseSiteConfig } from '../../../site/config/siteConfig'
import type { LocationCard } from '../../../site/locations/loadLocationCards'
import { locationJsonLd, openingHoursSpecification } from '../../../site/locations/locationJsonLd'
import { locationPageModel } from '../../../site/locations/locationPageModel'

const weekday = (d: number, open = '08:30', close = '17:30', status = 'open') => ({ weekday: String(d), status, open, close })

function card(over: Partial<LocationCard> & Pick<LocationCard, 'id' | 'slug' | 'type'>): LocationCard {
  return {
    name: over.slug,
    dealershipId: 1,
    subtype: null,
    primary: false,
    manufacturers: [],
    addressLine: '62 Church Street, Parramatta, NSW 2150',
    address: { street: '62 Church Street', city: 'Parramatta', state: 'nsw', postcode: '2150' },
    lat: -33.8136,
    lng: 151.0034,
    mapsQuery: '-33.8136,151.0034',
    mapKey: null,
    phone: '02 9630 4000',
    licence: null,
    repairer: null,
    rating: null,
    reviewCount: null,
    imageUrl: null,
    openingHours: [1, 2, 3, 4, 5].map((d) => weekday(d)).concat([weekday(6, '09:00', '16:00'), weekday(0, '', '', 'closed')]),
    specialHours: [],
    ...over,
  }
}

const sales = card({ id: 1, slug: 'parramatta-sales', type: 'sales', primary: true, rating: 4.7, reviewCount: 412 })
const service = card({ id: 2, slug: 'parramatta-service', type: 'service' })
const parts = card({ id: 3, slug: 'parramatta-parts', type: 'parts' })
const far = card({ id: 4, slug: 'adelaide', type: 'sales', address: { street: '300 Main North Road', city: 'Prospect', state: 'sa', postcode: '5082' }, lat: -34.8836, lng: 138.5985 })
const near = card({ id: 5, slug: 'newcastle', type: 'sales', address: { street: '120 Parry Street', city: 'Newcastle West', state: 'nsw', postcode: '2302' }, lat: -32.9253, lng: 151.7595 })
const cards = [sales, service, parts, far, near]
const now = new Date('2026-11-25T00:00:00Z')
const config = parseSiteConfig({})

describe('locationPageModel (FIN §2.8 Location page)', () => {
  it('is null for a slug the site does not show (another site’s location)', () => {
    expect(locationPageModel(cards, 'moorabbin', config, now)).toBeNull()
  })

  it('merges Mon-Fri and lists Saturday and Sunday on their own', () => {
    const model = locationPageModel(cards, 'parramatta-sales', config, now)!
    expect(model.hours.map((r) => [r.label, r.cell.kind === 'text' ? r.cell.text : r.cell.label])).toEqual([
      ['Mon-Fri', '8:30am - 5:30pm'],
      ['Saturday', '9:00am - 4:00pm'],
      ['Sunday', 'Closed'],
    ])
  })

  it('offers the departments at the same street, sales, service, parts, with the current one selected', () => {
    const model = locationPageModel(cards, 'parramatta-service', config, now)!
    expect(model.departments).toEqual([
      { id: 1, label: 'Sales', href: '/locations/parramatta-sales', selected: false },
      { id: 2, label: 'Service', href: '/locations/parramatta-service', selected: true },
      { id: 3, label: 'Parts', href: '/locations/parramatta-parts', selected: false },
    ])
  })

  it('has no department dropdown for a location alone at its street', () => {
    expect(locationPageModel(cards, 'adelaide', config, now)!.departments).toEqual([])
  })

  it('shows the configured closed-day link instead of Closed for that location only', () => {
    const withLink = parseSiteConfig({ locations: { closedDayLinks: [{ locationId: '2', label: 'Enquire Now', url: 'https://booking.example.test/' }] } })
    const cell = (slug: string) => locationPageModel(cards, slug, withLink, now)!.hours.find((r) => r.label === 'Sunday')!.cell
    expect(cell('parramatta-service')).toEqual({ kind: 'link', label: 'Enquire Now', url: 'https://booking.example.test/' })
    expect(cell('parramatta-sales')).toEqual({ kind: 'text', text: 'Closed' })
  })

  it('lists upcoming holiday hours only', () => {
    const special = card({ id: 1, slug: 'parramatta-sales', type: 'sales', specialHours: [{ date: '2026-12-25', status: 'closed', note: 'Christmas Day' }, { date: '2026-01-26', status: 'closed' }] })
    const model = locationPageModel([special], 'parramatta-sales', config, now)!
    expect(model.holidays.map((h) => [h.dateText, h.note])).toEqual([['25/12/2026', 'Christmas Day']])
  })

  it('links a sales location to its stock search, not a service one', () => {
    expect(locationPageModel(cards, 'parramatta-sales', config, now)!.stockHref).toBe('/search/parramatta-sales')
    expect(locationPageModel(cards, 'parramatta-service', config, now)!.stockHref).toBeNull()
  })

  it('lists the other locations nearest first, leaving out the same-street departments', () => {
    const model = locationPageModel(cards, 'parramatta-sales', config, now)!
    expect(model.nearby.map((n) => [n.href, n.km])).toEqual([
      ['/locations/newcastle', 121],
      ['/locations/adelaide', 1144],
    ])
  })

  it('writes every link with the site’s location path pattern', () => {
    const ours = parseSiteConfig({ navigation: { paths: { location: '/our-location/{slug}' } } })
    const model = locationPageModel(cards, 'parramatta-sales', ours, now)!
    expect(model.path).toBe('/our-location/parramatta-sales')
    expect(model.departments.map((d) => d.href)).toContain('/our-location/parramatta-parts')
    expect(model.nearby[0]!.href).toBe('/our-location/newcastle')
  })
})

describe('locationJsonLd', () => {
  it('is an AutoDealer with the open days and AggregateRating when reviews exist', () => {
    const ld = locationJsonLd(sales, 'https://x.test/locations/parramatta-sales')
    expect(ld['@type']).toBe('AutoDealer')
    expect(ld.address).toMatchObject({ streetAddress: '62 Church Street', addressRegion: 'NSW', postalCode: '2150', addressCountry: 'AU' })
    expect(ld.openingHoursSpecification).toHaveLength(6)
    expect(ld.openingHoursSpecification[0]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' })
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 412 })
  })
  it('has no AggregateRating without review data', () => {
    expect(locationJsonLd(service, 'https://x.test/').aggregateRating).toBeUndefined()
    expect(locationJsonLd({ ...service, rating: 4.5, reviewCount: 0 }, 'https://x.test/').aggregateRating).toBeUndefined()
  })
  it('leaves out closed, by-appointment, duplicate and timeless days', () => {
    expect(
      openingHoursSpecification([
        { weekday: 1, status: 'closed', open: '08:00', close: '17:00' },
        { weekday: 2, status: 'appointment', open: '08:00', close: '17:00' },
        { weekday: 3, status: 'open', open: '8:00', close: '17:00' },
        { weekday: 3, status: 'open', open: '09:00', close: '17:00' },
        { weekday: 4, status: 'open', open: 'noon', close: '17:00' },
        { weekday: 9, status: 'open', open: '08:00', close: '17:00' },
      ]),
    ).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Wednesday', opens: '08:00', closes: '17:00' }])
  })
})
