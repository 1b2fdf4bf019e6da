/**
 * Fixed demo cars on the franchise site that exercise every vehicle-page branch (issue 7): a new
 * car with 8 photos and a gauge, a used car with a 360 spin, video and hostile feed comments, a
 * car with 3 photos (no thumbnails), a sold car inside the window, one sold before it (410) and
 * one hidden from the website (404). Slugs are stable so tests and the audit can address them.
 */
import { DEMO_ANGLES, demoImageName, type DemoBody } from '../../site/demoImages/carSvg'
import { COLOURS } from './catalogue'
import type { SeededSite } from './seedSites'
import type { VehicleRow } from './vehicles'

const DAY = 24 * 60 * 60 * 1000
export const SHOWCASE_SITE = 'harbourside-mazda'
export const SHOWCASE = {
  newCar: 'showcase-new-mazda-cx-5-akera',
  spinCar: 'showcase-used-mazda-cx-5-touring-spin',
  threePhotos: 'showcase-used-mazda3-three-photos',
  sold: 'showcase-sold-mazda-cx-3',
  gone: 'showcase-gone-mazda-bt-50',
  hidden: 'showcase-hidden-mazda-cx-30',
  /** Reserved by tests/e2e/reserve.spec.ts: no other test depends on it. */
  reserve: 'showcase-used-mazda-cx-9-reserve',
  /** Bought online by tests/e2e/buyOnline.spec.ts: no other test depends on it. */
  buy: 'showcase-used-mazda-cx-8-buy',
} as const

const image = (body: DemoBody, i: number) => {
  const url = `/demo-images/${demoImageName(body, (COLOURS[Math.floor(i / DEMO_ANGLES.length) % COLOURS.length] as { hex: string }).hex, DEMO_ANGLES[i % DEMO_ANGLES.length] as (typeof DEMO_ANGLES)[number])}`
  return { url, thumb: url }
}
const images = (body: DemoBody, count: number) => Array.from({ length: count }, (_, i) => image(body, i))

export const HOSTILE_COMMENTS = [
  'One owner, full Mazda service history and two keys.',
  '<script>window.__xss = 1</script>Touring grade with leather, heated seats and a 360 camera.',
  '<img src=x onerror="window.__xss = 2">Recently serviced with new tyres all round.',
  '<a href="javascript:window.__xss=3">Click for our warranty</a> on every used car we sell, covering engine and gearbox for twelve months.',
  'Finance is available with approved credit, and trade-ins are welcome. Book a test drive today: our team in Parramatta will have the car ready and waiting for you, washed and fuelled, with all the paperwork prepared so that you can drive away the same day if you decide it is the one for you.',
].join('|')

const LONG_COMMENTS = 'Brand new Mazda CX-5 Akera in Soul Red Crystal.|Top-of-the-range specification with Bose audio, ventilated seats, head-up display and 360 degree monitor.|Drive away pricing includes registration, CTP and dealer delivery.|Ask about our finance offers: our business managers can arrange a competitive rate on the spot, and we accept trade-ins of any make and model, with an instant valuation while you test drive.'

const EQUIPMENT = ['Adaptive cruise control', 'Apple CarPlay', 'Android Auto', 'Blind spot monitoring', 'Bose premium audio', 'Head-up display', 'Heated front seats', 'Ventilated front seats', 'Power tailgate', '360 degree camera', 'Wireless phone charger', 'Sunroof']

function base(dealershipId: number, locationId: number, now: Date): VehicleRow {
  return {
    name: '', slug: '', year: now.getFullYear(), make: 'Mazda', model: 'CX-5', badge: 'Akera', series: null, item_type: 'car', car_type: 'new', status: 'in_stock',
    sold_at: null, reserved: false, certified: false, tag: null, show_on_dealer_website: true, listed_at: new Date(now.getTime() - 20 * DAY).toISOString(),
    price: 52990, preorder: false, before_price: null, price_type: 'Drive Away', colour: 'Red', interior_colour: 'Black', body: 'SUV', simple_body: 'SUV', doors: 4, seats: 5,
    drive: 'AWD', transmission: '6 speed automatic', simple_transmission: 'Automatic', fuel: 'Petrol', simple_fuel: 'Petrol', engine_size: '2.5L 4cyl turbo', km: 10,
    stock_number: '', vin: null, rego_expiry: null, reg_plate: null, specs_fuel_consumption_combined: 7.4, specs_fuel_capacity: 58, specs_cylinders: 4, specs_torque_nm: 420,
    specs_length_mm: 4575, specs_width_mm: 1845, specs_height_mm: 1680, specs_towing_capacity_braked: 1800, specs_gross_vehicle_mass: 2241,
    images: images('suv', 8), photos_count: 8, primary_image_url: image('suv', 0).url, spin_images: [], spin_interior_image: null, video_url: null, external_video_url: null,
    hotspots: null, history_report_url: null, dealership_id: dealershipId, location_id: locationId, city: 'Parramatta', state: 'nsw', dealer_comments: LONG_COMMENTS,
    standard_equipment: EQUIPMENT, features: EQUIPMENT.slice(0, 4), categories: ['SUV'], views: 0,
    market_average_market_price: 56900, market_state_average_market_price: 56500, market_range_min: 50000, market_range_max: 60000, market_confidence: 0.8,
  }
}

/** The showcase rows (same keys in every row, as insertBatch needs). */
export function showcaseVehicles(site: SeededSite, now: Date): VehicleRow[] {
  const dealership = site.dealerships[0]
  if (!dealership) throw new Error(`showcase: ${site.seed.slug} has no dealership`)
  const b = base(dealership.id, dealership.locationIds[0] as number, now)
  const used = { car_type: 'used', year: now.getFullYear() - 3, km: 48210, price_type: 'Excl. Government Charges', rego_expiry: new Date(now.getTime() + 120 * DAY).toISOString(), reg_plate: 'CX5 210' }
  const frames = Array.from({ length: 16 }, (_, i) => image('suv', i).url)
  const row = (slug: string, stock: string, extra: VehicleRow): VehicleRow => ({ ...b, ...extra, slug, stock_number: stock, name: `${extra.year ?? b.year} Mazda ${extra.model ?? b.model}` })
  return [
    row(SHOWCASE.newCar, 'SHOW001', { vin: 'JMZKF0W2A00000001' }),
    row(SHOWCASE.spinCar, 'SHOW002', {
      ...used, badge: 'Touring', price: 31990, before_price: 33990, spin_images: frames, spin_interior_image: image('suv', 3).url, video_url: '/demo-images/showcase-walkaround.mp4',
      external_video_url: 'https://www.youtube.com/watch?v=showcase', history_report_url: 'https://reports.example.com/history/SHOW002.pdf', dealer_comments: HOSTILE_COMMENTS, market_confidence: 0.15,
      hotspots: { exterior: [{ id: 'wheel', description: '19 inch alloy wheels', anchors: [{ activeAngle: 0, posX: 20, posY: 70 }] }], interior: [] },
    }),
    row(SHOWCASE.threePhotos, 'SHOW003', { ...used, model: 'Mazda3', badge: 'G20 Evolve', body: 'Hatchback', simple_body: 'Hatchback', price: 24990, images: images('hatch', 3), photos_count: 3, primary_image_url: image('hatch', 0).url, dealer_comments: '|' }),
    row(SHOWCASE.sold, 'SHOW004', { ...used, model: 'CX-3', badge: 'Maxx Sport', price: 22990, status: 'sold', sold_at: new Date(now.getTime() - 2 * 60 * 60 * 1000).toISOString() }),
    row(SHOWCASE.gone, 'SHOW005', { ...used, model: 'BT-50', badge: 'XT', body: 'Ute', simple_body: 'Ute', price: 45990, status: 'sold', sold_at: new Date(now.getTime() - 10 * DAY).toISOString() }),
    row(SHOWCASE.hidden, 'SHOW006', { ...used, model: 'CX-30', badge: 'G20 Pure', price: 28990, show_on_dealer_website: false }),
    row(SHOWCASE.reserve, 'SHOW007', { ...used, model: 'CX-9', badge: 'Azami', price: 39990 }),
    row(SHOWCASE.buy, 'SHOW008', { ...used, model: 'CX-8', badge: 'Touring', price: 41990, price_type: 'Drive Away' }),
  ]
}
