/**
 * The demo dealer sites: one per template, exercising the SiteConfig variants, and a caravan and
 * motorhome dealer; between them every vehicle type is on show.
 */
type Hours = Array<{ weekday: string; status: 'open' | 'closed' | 'appointment'; open?: string; close?: string }>

const week = (weekday: [string, string], sat: Hours[number] | null, sun: Hours[number] | null): Hours => [
  ...['1', '2', '3', '4', '5'].map((d) => ({ weekday: d, status: 'open' as const, open: weekday[0], close: weekday[1] })),
  sat ?? { weekday: '6', status: 'closed' },
  sun ?? { weekday: '0', status: 'closed' },
]

export const HOURS = {
  sales: week(['08:30', '17:30'], { weekday: '6', status: 'open', open: '08:30', close: '16:00' }, { weekday: '0', status: 'appointment' }),
  service: week(['07:30', '17:00'], { weekday: '6', status: 'open', open: '08:00', close: '12:00' }, null),
  parts: week(['08:00', '17:00'], null, null),
  lateThursday: [
    ...['1', '2', '3', '5'].map((d) => ({ weekday: d, status: 'open' as const, open: '08:30', close: '17:30' })),
    { weekday: '4', status: 'open' as const, open: '08:30', close: '20:00' },
    { weekday: '6', status: 'open' as const, open: '09:00', close: '17:00' },
    { weekday: '0', status: 'open' as const, open: '10:00', close: '16:00' },
  ],
} satisfies Record<string, Hours>

export type LocationSeed = {
  name: string
  slug: string
  type: 'sales' | 'service' | 'parts'
  primary?: boolean
  subtype?: string
  manufacturers?: string[]
  street: string
  city: string
  state: string
  postcode: string
  lat: number
  lng: number
  phone: string
  /** A mobile for WhatsApp (vehiclePage.chat.whatsApp). */
  mobile?: string
  hours: Hours
  licence?: string
  repairer?: string
  rating?: [number, number]
}

export type DealershipSeed = {
  name: string
  slug: string
  licence: string
  phones: { new?: string; used?: string; demo?: string }
  makes: 'all' | string[]
  carTypes: Array<'new' | 'used' | 'demo'>
  /** What it sells (scripts/seed/catalogue.ts); cars when not given. */
  catalogues?: CatalogueName[]
  /** Delivery prices by postcode region (the vehicle page's delivery calculator); none: no calculator. */
  deliveryRegions?: Array<{ name: string; postcodes: string; price: number }>
  /** Also POSTs each lead to the demo's local CRM receiver (`npm run demo:receiver`). */
  webhook?: boolean
  locations: LocationSeed[]
}

/** The demo catalogues: the vehicle types of INV §1 (cars, trucks, motorcycles, caravans) and the motorhome body. */
export type CatalogueName = 'cars' | 'trucks' | 'motorcycles' | 'caravans' | 'motorhomes'

export type SiteSeed = {
  slug: string
  name: string
  template: 'used-car' | 'franchise' | 'group'
  isDefault?: boolean
  city: string
  state: string
  vehicleShare: number
  /** Seeds new-car models of its makes and offers of its dealerships (scripts/seed/models.ts). */
  newCarCatalogue?: boolean
  config: Record<string, unknown>
  flags: Record<string, unknown>
  brands: Array<{
    name: string; slug: string; colour: string; tagline: string; menu?: Array<{ label: string; url: string }>; caravans?: boolean
    /** Shown on the brand's /{slug}/overview page (FIN §2.9 brand settings). */
    quickLinks?: Array<{ label: string; url: string }>
    banners?: Array<{ title: string; text?: string; url?: string; start?: string; expiry?: string }>
    hoursNote?: string
  }>
  dealerships: DealershipSeed[]
  about: string
  /** Demo blog posts (scripts/seed/posts.ts); a site without them has no blog link. */
  blog?: boolean
  /** A Spin to Win page at /spin-to-win (FIN §2.1; a content page of the dealer's, scripts/seed/content.ts). */
  spinToWin?: boolean
}

const loc = (l: LocationSeed) => l

export const SITES: SiteSeed[] = [
  {
    slug: 'city-used-cars',
    name: 'City Used Cars',
    template: 'used-car',
    city: 'Brisbane',
    state: 'qld',
    vehicleShare: 0.2,
    config: {
      inventory: { minPhotos: 1, carTypes: ['used'] },
      vehiclePage: { showUnregistered: true },
      search: { usedCarRoutes: true, collapseConsecutiveSold: true },
      watchlist: { garage: 'on' },
      // The lender tie-in: pre-approval popup and quick quotes (issue 19).
      finance: { lenderTieIn: true },
      // A seeded review with this title is hidden on this site (variants §7).
      reviews: { hiddenTitles: ['Test review'] },
    },
    flags: {},
    brands: [{ name: 'City Used Cars', slug: 'city-used-cars', colour: '#9a3412', tagline: 'Quality used cars in Brisbane since 1998' }],
    dealerships: [
      {
        name: 'City Used Cars Pty Ltd', slug: 'city-used-cars', licence: '3290187', phones: { used: '07 3256 1100' }, makes: 'all', carTypes: ['used'], webhook: true,
        deliveryRegions: [
          { name: 'Brisbane Metro', postcodes: '4000-4179, 4300-4309, 4500-4519', price: 199 },
          { name: 'Gold Coast', postcodes: '4207-4230', price: 349 },
          { name: 'Sunshine Coast', postcodes: '4550-4575', price: 399 },
          { name: 'Regional Queensland', postcodes: '4180-4999', price: 899 },
        ],
        locations: [loc({ name: 'City Used Cars Woolloongabba', slug: 'woolloongabba', type: 'sales', primary: true, street: '455 Logan Road', city: 'Woolloongabba', state: 'qld', postcode: '4102', lat: -27.4943, lng: 153.0406, phone: '07 3256 1100', hours: HOURS.lateThursday, licence: '3290187', rating: [4.6, 587] })],
      },
    ],
    about: 'We are an independent, family-owned used car dealer in Brisbane. Every car is inspected, serviced and comes with a clear history.',
  },
  {
    slug: 'harbourside-mazda',
    newCarCatalogue: true,
    blog: true,
    name: 'Harbourside Mazda',
    template: 'franchise',
    city: 'Parramatta',
    state: 'nsw',
    vehicleShare: 0.35,
    config: {
      finance: { provider: null },
      vehicleCard: { showFinanceButton: true, labels: { enquire: 'Enquire' } },
      checkout: { enabled: true, reserveAmount: 500, moneyBackGuaranteeHours: 48 },
      vehiclePage: { printAction: 'pdf' },
      // A stricter review badge: this dealer's 4.7 average does not exceed it (FIN §5).
      reviews: { badgeMinRating: 4.8 },
      promos: { shuffleUnpositioned: true },
    },
    flags: { 'checkout.onlinePurchase': true },
    brands: [{
      name: 'Harbourside Mazda', slug: 'harbourside-mazda', colour: '#1e3a8a', tagline: 'Your local Mazda dealer',
      // The site brand's header quick links (FIN §2.6), a dated banner and the note under every location's hours.
      quickLinks: [{ label: 'Book a Test Drive', url: '/book-test-drive' }, { label: 'Make an Enquiry', url: '/contact' }, { label: 'Book a Service', url: '/service' }],
      banners: [
        { title: 'Mazda service week', text: 'A free 20-point check with every service booked online', url: '/service', start: '2026-01-01', expiry: '2030-12-31' },
        { title: 'End of financial year sale', text: 'Ended', start: '2025-06-01', expiry: '2025-06-30' },
      ],
      hoursNote: 'Service drop-off opens at 7 am on weekdays; after-hours key return is at the service entrance.',
      menu: [
        { label: 'New Mazda', url: '/search/new-cars' }, { label: 'Models', url: '/models' }, { label: 'Used', url: '/search/used-cars' }, { label: 'Demo', url: '/search/demo-cars' },
        { label: 'Service', url: '/service' }, { label: 'Parts', url: '/vehicle-parts-and-accessories' }, { label: 'Finance', url: '/finance' }, { label: 'Contact', url: '/contact' },
      ],
    }],
    dealerships: [
      {
        name: 'Harbourside Mazda', slug: 'harbourside-mazda', licence: 'MD 012345', phones: { new: '02 9630 4000', used: '02 9630 4010', demo: '02 9630 4020' }, makes: ['Mazda'], carTypes: ['new', 'demo', 'used'],
        deliveryRegions: [
          { name: 'Greater Sydney', postcodes: '2000-2234, 2555-2574, 2740-2786', price: 250 },
          { name: 'Central Coast', postcodes: '2250-2263', price: 390 },
          { name: 'Newcastle and Hunter', postcodes: '2264-2339', price: 490 },
          { name: 'Canberra', postcodes: '2600-2620, 2900-2920', price: 690 },
          { name: 'Regional New South Wales', postcodes: '2340-2599, 2621-2899', price: 990 },
        ],
        locations: [
          loc({ name: 'Harbourside Mazda Sales', slug: 'parramatta-sales', type: 'sales', primary: true, manufacturers: ['Mazda'], street: '62 Church Street', city: 'Parramatta', state: 'nsw', postcode: '2150', lat: -33.8136, lng: 151.0034, phone: '02 9630 4000', hours: HOURS.sales, licence: 'MD 012345', rating: [4.7, 412] }),
          loc({ name: 'Harbourside Mazda Service', slug: 'parramatta-service', type: 'service', manufacturers: ['Mazda'], street: '62 Church Street', city: 'Parramatta', state: 'nsw', postcode: '2150', lat: -33.8136, lng: 151.0034, phone: '02 9630 4050', hours: HOURS.service, repairer: 'MVRL 45678' }),
          loc({ name: 'Harbourside Mazda Parts', slug: 'parramatta-parts', type: 'parts', manufacturers: ['Mazda'], street: '62 Church Street', city: 'Parramatta', state: 'nsw', postcode: '2150', lat: -33.8136, lng: 151.0034, phone: '02 9630 4060', hours: HOURS.parts }),
        ],
      },
    ],
    about: 'Harbourside Mazda has served Western Sydney for over 25 years with new Mazda vehicles, genuine service and parts.',
  },
  {
    slug: 'southern-cross',
    newCarCatalogue: true,
    blog: true,
    spinToWin: true,
    name: 'Southern Cross Auto Group',
    template: 'group',
    isDefault: true,
    city: 'Melbourne',
    state: 'vic',
    vehicleShare: 0.4,
    config: {
      labels: { vehicleNoun: 'vehicle' },
      // Its caravan feed gives lengths and widths in feet (INV §2 dimension factor).
      vehiclePage: { caravanDimensionFactor: 0.3048 },
      brand: {
        groupClaims: { locations: '50+', brands: '40+', years: '30+' },
        groupPages: ['/about-us', '/careers'],
        // Brand pages at /{slug}/overview: its franchises and its own caravan brand. Ducati has no
        // manufacturer record, so it gets no page and nothing links to it.
        brandPages: [
          { slug: 'toyota', kind: 'car' }, { slug: 'ford', kind: 'car' }, { slug: 'hyundai', kind: 'car' }, { slug: 'kia', kind: 'car' }, { slug: 'mitsubishi', kind: 'car' },
          { slug: 'ducati', kind: 'motorcycle' }, { slug: 'caravans', kind: 'own' },
        ],
      },
      search: { promoCardPositions: [8, 17] },
      vehicleCard: { tagColours: { 'runout sale': 'green' } },
      // FIN §2.9's Stocktake banner: shown only from 2025-07-01 to 2025-07-24.
      promos: { sliderHeight: 720, banners: [{ name: 'Stocktake sale', start: '2025-07-01', expiry: '2025-07-24' }] },
      // A group whose location pages live at /our-location/{slug} (variants: navigation.paths).
      navigation: { paths: { location: '/our-location/{slug}' } },
      // A group showing several locations as a carousel with a Swipe hint (FIN §2.8; locations.multiLayout).
      locations: { multiLayout: 'carousel' },
      // The spec's blog categories plus the optional 4x4 Adventures (FIN §2.1).
      blog: { categories: ['Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights', '4x4 Adventures'] },
      // The group's account page, a my-* page (FIN §2.1), always behind sign-in (FIN §2.2).
      signIn: { accountPages: ['/my-southern-cross'] },
    },
    // Its Spin to Win page (spinToWin above) is behind sign-in: a dealer flag (FIN §2.2).
    flags: { 'search.scrollToTopOnChange': true, 'signIn.gatedRoutes': ['spinToWin'] },
    brands: [
      { name: 'Southern Cross Motors', slug: 'motors', colour: '#065f46', tagline: '50+ locations, 40+ brands, 30+ years' },
      {
        name: 'Southern Cross Caravans', slug: 'caravans', colour: '#7c2d12', tagline: 'Caravans for every adventure', caravans: true,
        quickLinks: [{ label: 'Caravans in stock', url: '/search/geelong-caravans' }, { label: 'Book a caravan service', url: '/service' }, { label: 'Caravan finance', url: '/finance' }],
        banners: [
          { title: 'Caravan and camping show', text: 'Show specials on every new van', url: '/special-offers', start: '2026-01-01', expiry: '2030-12-31' },
          { title: 'Winter stocktake', text: 'Ended', start: '2025-07-01', expiry: '2025-07-24' },
        ],
        hoursNote: 'Caravan handovers are by appointment on weekends.',
      },
    ],
    dealerships: [
      {
        name: 'Southern Cross Toyota', slug: 'sc-toyota', licence: 'LMCT 10456', phones: { new: '03 9555 1000', used: '03 9555 1001' }, makes: ['Toyota', 'Hino'], carTypes: ['new', 'used', 'demo'], catalogues: ['cars', 'trucks'],
        deliveryRegions: [
          { name: 'Melbourne Metro', postcodes: '3000-3207, 3750-3810, 3910-3920', price: 220 },
          { name: 'Geelong', postcodes: '3211-3230', price: 320 },
          { name: 'Regional Victoria', postcodes: '3208-3999', price: 750 },
        ],
        locations: [
          loc({ name: 'Southern Cross Toyota Moorabbin', slug: 'moorabbin', type: 'sales', primary: true, manufacturers: ['Toyota'], street: '880 Nepean Highway', city: 'Moorabbin', state: 'vic', postcode: '3189', lat: -37.9345, lng: 145.0376, phone: '03 9555 1000', hours: HOURS.sales, licence: 'LMCT 10456', rating: [4.5, 230] }),
          loc({ name: 'Southern Cross Toyota Service Moorabbin', slug: 'moorabbin-service', type: 'service', manufacturers: ['Toyota'], street: '880 Nepean Highway', city: 'Moorabbin', state: 'vic', postcode: '3189', lat: -37.9345, lng: 145.0376, phone: '03 9555 1050', hours: HOURS.service }),
        ],
      },
      {
        name: 'Southern Cross Ford & Hyundai', slug: 'sc-ford-hyundai', licence: 'LMCT 11220', phones: { new: '02 4962 7000', used: '02 4962 7001' }, makes: ['Ford', 'Hyundai', 'Kia', 'Mitsubishi'], carTypes: ['new', 'used', 'demo'],
        locations: [
          loc({ name: 'Southern Cross Newcastle', slug: 'newcastle', type: 'sales', manufacturers: ['Ford', 'Hyundai'], street: '120 Parry Street', city: 'Newcastle West', state: 'nsw', postcode: '2302', lat: -32.9253, lng: 151.7595, phone: '02 4962 7000', hours: HOURS.lateThursday, licence: 'MD 098765', rating: [4.3, 188] }),
          loc({ name: 'Southern Cross Adelaide', slug: 'adelaide', type: 'sales', manufacturers: ['Kia', 'Mitsubishi'], street: '300 Main North Road', city: 'Prospect', state: 'sa', postcode: '5082', lat: -34.8836, lng: 138.5985, phone: '08 8269 3000', hours: HOURS.sales, licence: 'MVD 276554', rating: [4.8, 96] }),
          loc({ name: 'Southern Cross Used Cars Townsville', slug: 'townsville', type: 'sales', subtype: 'buying', street: '15 Duckworth Street', city: 'Garbutt', state: 'qld', postcode: '4814', lat: -19.2653, lng: 146.7836, phone: '07 4779 2000', hours: HOURS.sales, licence: '3456789' }),
        ],
      },
      {
        name: 'Southern Cross Motorcycles', slug: 'sc-motorcycles', licence: 'LMCT 13570', phones: { new: '03 9791 6000', used: '03 9791 6001' }, makes: 'all', carTypes: ['new', 'used', 'demo'], catalogues: ['motorcycles'],
        locations: [
          loc({ name: 'Southern Cross Motorcycles Dandenong', slug: 'dandenong-motorcycles', type: 'sales', manufacturers: ['Ducati', 'Yamaha', 'Kawasaki', 'Honda', 'Harley-Davidson'], street: '210 Princes Highway', city: 'Dandenong', state: 'vic', postcode: '3175', lat: -37.9875, lng: 145.2149, phone: '03 9791 6000', hours: HOURS.sales, licence: 'LMCT 13570', rating: [4.7, 143] }),
        ],
      },
      {
        name: 'Southern Cross Caravans', slug: 'sc-caravans', licence: 'LMCT 12999', phones: { new: '03 5221 4000', used: '03 5221 4001' }, makes: 'all', carTypes: ['new', 'used'], catalogues: ['caravans'],
        deliveryRegions: [
          { name: 'Victoria', postcodes: '3000-3999', price: 950 },
          { name: 'Southern New South Wales', postcodes: '2500-2599, 2620-2739', price: 1450 },
        ],
        locations: [
          loc({ name: 'Southern Cross Caravans Geelong', slug: 'geelong-caravans', type: 'sales', street: '45 Princes Highway', city: 'Geelong', state: 'vic', postcode: '3220', lat: -38.1499, lng: 144.3617, phone: '03 5221 4000', hours: HOURS.lateThursday, licence: 'LMCT 12999', rating: [4.9, 61] }),
          loc({ name: 'Southern Cross Caravans Service Geelong', slug: 'geelong-caravans-service', type: 'service', street: '45 Princes Highway', city: 'Geelong', state: 'vic', postcode: '3220', lat: -38.1499, lng: 144.3617, phone: '03 5221 4050', hours: HOURS.parts }),
        ],
      },
    ],
    about: 'Southern Cross Auto Group brings together new car franchises, Hino trucks, motorcycles, used cars and caravans across Victoria, New South Wales, South Australia and Queensland.',
  },
  {
    slug: 'coastline-caravans',
    name: 'Coastline Caravans & Motorhomes',
    template: 'franchise',
    city: 'Caboolture',
    state: 'qld',
    vehicleShare: 0.05,
    config: {
      labels: { vehicleNoun: 'caravan' },
      // The server watchlist (INV §4): saving needs a signed-in phone; the list is My Garage.
      vehicleCard: { attributeChips: ['car_type', 'simple_body', 'km', 'stocknum'], saveControl: 'watchlist' },
      watchlist: { garage: 'on' },
      // Location pages at /contact-us/{slug} (FIN §2.1; variants navigation.paths).
      navigation: { paths: { location: '/contact-us/{slug}' } },
      // Its feed gives caravan lengths and widths in feet (INV §2 dimension factor); Instant Message
      // (answered in the admin) and WhatsApp to the Caboolture sales mobile (FIN §2.6).
      vehiclePage: { caravanDimensionFactor: 0.3048, chat: { instantMessage: true, whatsApp: true } },
    },
    flags: {},
    brands: [{
      name: 'Coastline Caravans & Motorhomes', slug: 'coastline-caravans', colour: '#0b4f8a', tagline: 'New and used caravans, campers and motorhomes on the Sunshine Coast road',
      hoursNote: 'Handovers take about two hours: book yours with our delivery team.',
    }],
    dealerships: [
      {
        name: 'Coastline Caravans & Motorhomes', slug: 'coastline-caravans', licence: '3812456', phones: { new: '07 5495 2200', used: '07 5495 2211' }, makes: 'all', carTypes: ['new', 'used'], catalogues: ['caravans', 'motorhomes'],
        deliveryRegions: [
          { name: 'South East Queensland', postcodes: '4000-4299, 4500-4579', price: 650 },
          { name: 'Regional Queensland', postcodes: '4300-4499, 4580-4999', price: 1450 },
          { name: 'Northern New South Wales', postcodes: '2460-2490', price: 1250 },
        ],
        locations: [
          loc({ name: 'Coastline Caravans Caboolture', slug: 'caboolture', type: 'sales', primary: true, mobile: '0412 555 220', manufacturers: ['Jayco', 'Avan', 'Coromal', 'New Age', 'Lotus', 'Zone RV', 'Retreat', 'Supreme', 'Sunliner', 'Avida', 'Apollo'], street: '40 Morayfield Road', city: 'Caboolture', state: 'qld', postcode: '4510', lat: -27.0745, lng: 152.9596, phone: '07 5495 2200', hours: HOURS.lateThursday, licence: '3812456', rating: [4.8, 214] }),
          loc({ name: 'Coastline Caravans Service', slug: 'caboolture-service', type: 'service', street: '40 Morayfield Road', city: 'Caboolture', state: 'qld', postcode: '4510', lat: -27.0745, lng: 152.9596, phone: '07 5495 2250', hours: HOURS.service, repairer: 'QLD MVRL 30211' }),
        ],
      },
    ],
    about: 'Coastline Caravans & Motorhomes is a family-owned caravan, camper and motorhome dealer north of Brisbane: new vans from Australian builders, quality used vans and a full caravan service centre.',
    blog: false,
  },
]
