import { describe, expect, it } from 'vitest'
import { VehicleDetailTabs } from '@/site/components/vehicle/VehicleDetailTabs'
import type { SiteView } from '@/site/tenancy/siteView'
import type { VehicleView } from '@/site/vehicles/vehicleView'
import { config, html } from './render'

const site = (input: Parameters<typeof config>[0] = {}) => ({ id: 1, slug: 's', name: 'S', template: 'used', city: null, state: null, logoUrl: null, domains: [], dealershipIds: [], licenceNumbers: [], config: config(input), brand: null }) as SiteView
const car = (over: Partial<VehicleView> = {}, carType = 'used') =>
  ({ title: '2020 Mazda CX-5', dealerComments: 'One owner.|Full history.', standardEquipment: ['Cruise control'], car: { car_type: carType, status: 'in_stock', reserved: false }, ...over }) as VehicleView
/** A site that takes reservations (a $500 deposit, the 48-hour guarantee). */
const reserving = { checkout: { enabled: true, reserveAmount: 500, moneyBackGuaranteeHours: 48 } }
const tabs = (markup: string) => [...markup.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]?.replace(/&#x27;/g, "'"))

describe('VehicleDetailTabs (INV §2, FIN §2.6)', () => {
  it('renders the six tabs in the spec order with every panel in the HTML, only the first shown', () => {
    const out = html(<VehicleDetailTabs vehicle={car()} site={site(reserving)} />)
    expect(tabs(out)).toEqual(['Dealer Comments', "What's Included", 'Why Buy From Us?', 'Reserve Online', 'Protect Your Car', 'Features'])
    expect(out.match(/role="tabpanel"/g)).toHaveLength(6)
    expect(out.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(5)
    expect(out).toContain('aria-selected="true"')
    expect(out).toContain('One owner.')
    expect(out).toContain('Cruise control')
  })

  it('leaves out Features without standard equipment and a tab whose text the dealer cleared', () => {
    const out = html(<VehicleDetailTabs vehicle={car({ standardEquipment: [] })} site={site({ ...reserving, vehiclePage: { detailTabs: { protectYourCar: '' } } })} />)
    expect(tabs(out)).toEqual(['Dealer Comments', "What's Included", 'Why Buy From Us?', 'Reserve Online'])
  })

  it('shows the pending text when the feed has no comments, and the dealer texts as | paragraphs', () => {
    const out = html(<VehicleDetailTabs vehicle={car({ dealerComments: null })} site={site({ vehiclePage: { detailTabs: { whatsIncluded: 'Service. | Detail.' } } })} />)
    expect(out).toContain('Dealer comments are pending. Please check back here later.')
    expect(out).toContain('<p class="mt-2 text-slate-800">Service.</p><p class="mt-2 text-slate-800">Detail.</p>')
  })

  it('no Reserve Online tab on a site that takes no reservation (the group site promised a deposit it does not take)', () => {
    const out = html(<VehicleDetailTabs vehicle={car()} site={site()} />)
    expect(tabs(out)).toEqual(['Dealer Comments', "What's Included", 'Why Buy From Us?', 'Protect Your Car', 'Features'])
    expect(out).not.toContain('refundable deposit')
  })

  it('a new car’s Reserve Online tab holds the car but promises no used-car guarantee or returns; a used car’s does', () => {
    const fresh = html(<VehicleDetailTabs vehicle={car({}, 'new')} site={site(reserving)} />)
    expect(fresh).toContain('The car is held 48 hours for a fully refundable deposit of $500.')
    expect(fresh).toContain('The deposit is paid at the dealership and is 100% refundable.')
    expect(fresh).not.toContain('money-back')
    expect(fresh).not.toContain('500 km')
    const used = html(<VehicleDetailTabs vehicle={car()} site={site(reserving)} />)
    expect(used).toContain('Pre-owned cars come with a 48-hour money-back guarantee.')
    expect(used).toContain('Return the car within 14 days and at most 500 km')
  })
})
