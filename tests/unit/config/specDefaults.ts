/**
 * Every default of shared/spec/site-config-variants.md, transcribed by hand from its tables (not
 * derived from the schema), section by section. `// not in spec` marks the neutral values chosen
 * where the table says "not shown".
 */
import { DEFAULT_REPLY_TEMPLATES } from '../../../site/config/sections/leads'
import { DETAIL_TAB_DEFAULTS } from '../../../site/config/sections/vehiclePage'

export const SPEC_DEFAULTS = {
  // §1
  inventory: {
    minPhotos: 3,
    includeSoldCarsDays: 3,
    onlyInStock: false,
    carTypes: null,
    excludedStockNumbers: [],
    excludedMakes: [],
  },
  search: {
    sortOptions: ['relevance', 'latest', 'priceDesc', 'priceAsc'],
    makeFilter: { initialCount: 7 },
    layout: 'grid',
    promoCardPositions: { everyNth: 9 }, // not in spec
    collapseConsecutiveSold: false,
    scrollToTopOnChange: false,
    priceAscExcludesZero: false,
    certifiedOnly: false,
    resultCacheSize: 10, // proposed by the spec
    emptyOffersRefreshPath: '/special-offers',
    truckBodyMapsTo: 'lightTruck',
    usedCarRoutes: false,
  },
  // §2
  vehicleCard: {
    attributeChips: ['car_type', 'simple_body', 'km', 'simple_transmission', 'stocknum'],
    showViews: false,
    showWeeklyRepayment: true,
    showFinanceButton: false,
    showReserveButton: false,
    labels: { enquire: 'Enquire Now', finance: 'Get Finance', details: 'View Details', reserve: 'Reserve Now' },
    detailsLinkBase: '/cars/',
    saveControl: 'favourite',
    saveControlRequires: [],
    fuelTypeTag: false,
    tagColours: {},
  },
  // §2a
  certifiedPrograms: {
    Toyota: { make: 'Toyota', enabled: false, requiresCertified: true, hideWhenSold: true, display: 'badge', infoPanelTitle: 'Toyota Certified Pre-Owned' },
    'Mercedes-Benz': { make: 'Mercedes-Benz', enabled: true, carTypes: ['used'], requiresCertified: true, hideWhenSold: true, display: 'cardTagLogo' },
  },
  // §3
  vehiclePage: {
    stickyHeader: true,
    mobileStickyBar: { messageButton: 'enquire' },
    chat: { instantMessage: false, whatsApp: false },
    spin: { defaultView: 'spinner', autoRotate: false, rotateIntervalMs: 100 },
    revealPhoneOnLoad: false,
    showUnregistered: false,
    hidePriceWhenNotInStock: false,
    caravanDimensionFactor: null,
    minViewsShown: 1,
    similarCarsCount: 6,
    printAction: 'printPage',
    detailTabs: DETAIL_TAB_DEFAULTS, // not in spec: the spec names the tabs, the copy is the dealer's
    labels: { financeButton: 'Get Finance Quote', tradeInButton: 'Trade-In' },
  },
  plugins: { autogauge: { enabled: false } },
  // §4, 4a, 4b
  finance: {
    provider: null,
    linkPath: '/finance',
    lenderTieIn: false,
    tieInLender: 'youx', // not in spec (names the 4a tie-in row)
    lenders: {
      taurus: { label: 'Taurus', priceAbove: 500, maxAgeYears: 12, requires: ['inStock', 'comparisonRate'] },
      '360-finance': { label: '360 Finance', requires: ['inStock'] },
      ausloans: { label: 'AusLoans', requires: ['inStock'] },
      manual: { label: 'Manual', priceAbove: 500, requires: ['inStock', 'weeklyPayment'] },
      angle: { label: 'Angle', priceAbove: 500, requires: ['inStock', 'weeklyPayment'] },
      powertorque: { label: 'Powertorque', priceAbove: 500, requires: ['inStock', 'weeklyPayment'] },
      'nissan-finance': { label: 'Nissan Finance', priceAbove: 500, requires: ['inStock', 'monthlyPayment'] },
      'toyota-finance': { label: 'Toyota finance lender', requires: [] },
      youx: { label: 'third-party lender tie-in', priceAbove: 200, requires: ['statusInStock', 'notSold', 'notReserved'] },
    },
    makeRules: {
      Suzuki: { hideFinance: true },
      Toyota: { calculatorOnlyWithLender: 'toyota-finance' },
    },
    hiddenDealerships: [],
    calculator: {
      amountField: 'loanAmount',
      amountMin: 1000,
      amountMax: 100000,
      amountMaxFromPrice: null,
      termMaxYears: 7,
      termYearSteps: null,
      defaultTermYears: 5,
      interestRange: { min: 0.5, max: 15 },
      interestEditable: true,
      defaultInterestRate: 10,
      fees: null,
    },
    disclaimerExample: 'comparison rates based on a 5-year secured $30,000 loan',
    page: { panel: true, extraSteps: [], getFinanceNow: false },
  },
  // §5
  forms: {
    enquiry: { buttonLabel: 'Enquire Now', commentsRequired: true, postcodeRequired: false, termsCheckbox: false },
    moneyQuickPicks: { min: 5000, max: 70000 },
    valuation: { online: true, offerValidDays: 7 },
    // not in spec (issue 49): the two reply templates a dealer starts with
    replyTemplates: DEFAULT_REPLY_TEMPLATES,
  },
  // §6
  signIn: { gatedRoutes: [], accountPages: [] },
  watchlist: { garage: 'inherit' },
  // §7
  locations: {
    cardLink: 'locationPage',
    showViewStockButton: false,
    contactButton: 'contact',
    multiLayout: 'grid',
    closedDayLinks: [],
    picker: { hiddenIds: [], filter: null },
    overrideCity: null,
    detailsLabel: 'View Details', // implied variant
  },
  contact: { phoneOverride: null, dealershipPhones: {} },
  reviews: { badgeMinRating: 4, hidden: false, hiddenTitles: [] },
  // §8
  navigation: {
    links: [
      { href: '/book-test-drive/', label: 'Test Drive' },
      { href: '/service', label: 'Service' },
      { href: '/finance', label: 'Finance' },
      { href: '/trade-in', label: 'Trade In' },
      { href: '/vehicle-parts-and-accessories', label: 'Parts' },
      { href: '/contact', label: 'Contact' },
    ],
    stockSearchPath: '/search/new-used-and-demo-cars',
    serviceBookingUrl: '/service',
    // implied variants: the first path of each
    paths: { sellCar: '/sell-my-car', parts: '/vehicle-parts-and-accessories', contact: '/contact', location: '/locations/{slug}' },
  },
  brand: { groupClaims: null, groupPages: [], brandPages: [] },
  blog: { categories: ['Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights'] },
  // INV §2 Routes: the informational pages, each on unless the dealer turns it off
  pages: { dealerLocator: true, brands: true, financeAndInsurance: true },
  // §9
  promos: { shuffleUnpositioned: false, sliderHeight: 720, banners: [] },
  // §10
  checkout: { enabled: false, mode: 'reserve', reserveAmount: 200, onlinePurchase: false, onlinePurchaseNewMakes: [], moneyBackGuaranteeHours: null, usedCarReturns: true },
  // §11
  images: { dealerImage: { width: 640, quality: 75 } },
  labels: {
    newTag: 'New',
    soldTag: 'JUST SOLD',
    newArrival: 'New Arrival',
    noPrice: 'Enquire for price.',
    preOrder: 'Pre-order', // not in spec
    callDealer: 'Call the dealer',
    dealerCommentsTitle: 'Dealer Comments',
    vehicleNoun: 'vehicle',
  },
  // not in spec: field Core Web Vitals from every page load
  analytics: { webVitalsSampleRate: 1 },
  defaultState: 'qld',
}
