/**
 * The page set of each site template (issue 8 §7): home, search, vehicle, finance, locations,
 * contact, about and special offers, built only from registered blocks. Data, not code paths: a new
 * site gets these on creation and its editors change them in the page builder.
 */
import { vehicleDetailDefaults } from '../blocks/VehicleDetail/config'
import { defaultSiteConfig, type SiteConfig } from '../site/config/siteConfig'
import { TEST_DRIVE_PATH } from '../site/config/sections/navigation'

export const SITE_TEMPLATES = ['used-car', 'franchise', 'group'] as const
export type SiteTemplate = (typeof SITE_TEMPLATES)[number]

type Kind = 'home' | 'search' | 'vehicle' | 'finance' | 'locations' | 'contact' | 'about' | 'special-offers' | 'custom'
export type TemplatePage = { title: string; path: string | null; kind: Kind; layout: { root: { props: Record<string, unknown> }; content: Array<{ type: string; props: Record<string, unknown> }> } }

const block = (type: string, id: string, props: Record<string, unknown> = {}) => ({ type, props: { id, ...props } })
const layout = (...content: ReturnType<typeof block>[]) => ({ root: { props: {} }, content })

const HOME_BY_TEMPLATE: Record<SiteTemplate, (name: string) => ReturnType<typeof block>[]> = {
  'used-car': (name) => [
    block('Hero', 'hero', { heading: `Quality used cars at ${name}`, subheading: 'Every car inspected, every price on the windscreen.', ctaLabel: 'Browse used cars', ctaHref: '/search/used-cars' }),
    block('InventorySummary', 'stock', { heading: 'Browse our stock' }),
    block('PromoSlider', 'promos'),
    block('MakeCards', 'makes', { heading: 'Shop by make', by: 'make' }),
    block('FeatureBanner', 'sell', { preset: 'sell' }),
    block('LocationBlock', 'locations', { heading: 'Visit us', filter: 'all' }),
  ],
  franchise: (name) => [
    block('Hero', 'hero', { heading: `Welcome to ${name}`, subheading: 'New, demo and used cars, servicing and genuine parts.', ctaLabel: 'Browse stock', ctaHref: '/search/new-used-and-demo-cars' }),
    block('InventorySummary', 'stock', { heading: 'Browse our stock' }),
    block('PromoSlider', 'promos'),
    block('MakeCards', 'bodies', { heading: 'Shop by body type', by: 'body' }),
    block('FeatureBanner', 'service', { preset: 'service' }),
    block('LocationBlock', 'locations', { heading: 'Sales, service and parts', filter: 'all' }),
  ],
  group: (name) => [
    block('Hero', 'hero', { heading: name, subheading: 'Many brands, many locations, one place to find your next car.', ctaLabel: 'Browse all stock', ctaHref: '/search/new-used-and-demo-cars' }),
    block('InventorySummary', 'stock', { heading: 'Browse our stock' }),
    block('PromoSlider', 'promos'),
    block('MakeCards', 'makes', { heading: 'Our brands', by: 'make' }),
    block('LocationBlock', 'locations', { heading: 'Our locations', filter: 'all', layout: 'carousel' }),
    block('FeatureBanner', 'offers', { preset: 'offers' }),
  ],
}

/** The default navigation's form pages (FIN §2.1) and the other lead pages, each a LeadForm block editors can change. */
const LEAD_PAGES = [
  { title: 'Book a test drive', path: TEST_DRIVE_PATH, type: 'test-drive', intro: 'Choose a time that suits you and we will have the car ready.' },
  { title: 'Book a service', path: '/service', type: 'service', intro: 'Tell us what your car needs and when suits you; we will confirm your booking.' },
  { title: 'Trade-in valuation', path: '/trade-in', type: 'valuation', intro: 'Tell us about your car and we will send you a valuation.' },
  { title: 'Parts and accessories', path: '/vehicle-parts-and-accessories', type: 'parts', intro: 'Genuine parts and accessories, ordered for you.' },
  { title: 'Sell my car', path: '/sell-my-car', type: 'sell-my-car', intro: 'We buy all types of cars, whether or not you buy one from us.' },
  { title: 'Careers', path: '/careers', type: 'career', intro: 'Join our team: tell us about yourself.' },
] as const

const privacyText = (siteName: string) =>
  `${siteName} collects the details you give us in our forms (your name, email, phone, postcode and message) to answer your enquiry and, if you agree, to send you news and offers.\n\nWe keep your details secure, share them only with the dealership that answers your enquiry, and you may ask us to see, correct or delete them at any time.`

const termsText = (siteName: string) =>
  `Prices, specifications and availability on this website are subject to change without notice. Images are for illustration only.\n\nFinance estimates are indicative only and subject to lender approval. By sending a form you agree that ${siteName} may contact you about your enquiry.`

/** Where the pages the specs list under several paths live on this site (variants "Possible variants", `navigation.paths`). */
export type PagePaths = Pick<SiteConfig['navigation']['paths'], 'sellCar' | 'parts' | 'contact'>

const leadPages = (paths: PagePaths) =>
  LEAD_PAGES.map((page) => ({ ...page, path: page.type === 'sell-my-car' ? paths.sellCar : page.type === 'parts' ? paths.parts : page.path }))

/** The full page set of a template for a new site; sell-car, parts and contact pages at the site's `navigation.paths`. */
export function templatePages(template: SiteTemplate, siteName: string, paths: PagePaths = defaultSiteConfig.navigation.paths): TemplatePage[] {
  // A configured path another page of the set already has (sell-car at /finance) links to that page: one page per path.
  const taken = new Set<string>()
  return pageSet(template, siteName, paths).filter((page) => page.path === null || (!taken.has(page.path) && Boolean(taken.add(page.path))))
}

function pageSet(template: SiteTemplate, siteName: string, paths: PagePaths): TemplatePage[] {
  return [
    { title: `${siteName} home`, path: '/', kind: 'home', layout: layout(...HOME_BY_TEMPLATE[template](siteName)) },
    { title: 'Search results', path: null, kind: 'search', layout: layout(block('FeatureBanner', 'finance', { preset: 'sell' })) },
    // The layout of every /cars/{slug} page: the car's sections in the spec's order, then the site's own blocks.
    { title: 'Vehicle page', path: null, kind: 'vehicle', layout: layout(block('VehicleDetail', 'vehicle-detail', structuredClone(vehicleDetailDefaults)), block('FeatureBanner', 'features', { preset: 'all' })) },
    {
      title: 'Finance',
      path: '/finance',
      kind: 'finance',
      layout: layout(
        block('Hero', 'hero', { heading: 'Car finance', subheading: 'Work out your repayments, then apply online in minutes.', ctaLabel: 'Browse stock', ctaHref: '/search/new-used-and-demo-cars' }),
        block('FinanceCalculator', 'calculator'),
        block('LeadForm', 'finance-enquiry', { type: 'finance', heading: 'Finance enquiry', intro: 'Apply online in minutes, get pre-approved with a personalised rate, then purchase the car.' }),
        block('FAQ', 'faq', { heading: 'Finance questions', items: [
          { question: 'Does an estimate affect my credit score?', answer: 'No. The calculator is an estimate only and no credit check is made.' },
          { question: 'Can I include my trade-in?', answer: 'Yes. Enter its value as the trade-in and it comes off the amount financed.' },
        ] }),
      ),
    },
    { title: 'Locations', path: '/locations', kind: 'locations', layout: layout(block('LocationBlock', 'locations', { heading: 'Our locations', filter: 'all', finder: true })) },
    {
      title: 'Contact us',
      path: paths.contact,
      kind: 'contact',
      layout: layout(
        block('TextSection', 'intro', { heading: 'Contact us', body: `Call, visit or send us a message: the ${siteName} team is here to help.` }),
        block('LeadForm', 'contact-form', { type: 'contact', heading: 'Send us a message' }),
        block('LocationBlock', 'locations', { heading: 'Find us', filter: 'all' }),
      ),
    },
    { title: `About ${siteName}`, path: '/about-us', kind: 'about', layout: layout(block('TextSection', 'about', { heading: `About ${siteName}`, body: `${siteName} has helped local drivers find the right car for years.` })) },
    ...leadPages(paths).map(({ title, path, type, intro }) => ({ title, path, kind: 'custom' as const, layout: layout(block('LeadForm', `${type}-form`, { type, heading: title, intro, headingLevel: 'h1' })) })),
    { title: 'Privacy policy', path: '/privacy-policy', kind: 'custom', layout: layout(block('Hero', 'hero', { heading: 'Privacy policy', subheading: '', ctaLabel: 'Contact us', ctaHref: paths.contact }), block('TextSection', 'privacy', { heading: '', body: privacyText(siteName) })) },
    { title: 'Terms and conditions', path: '/terms-and-conditions', kind: 'custom', layout: layout(block('Hero', 'hero', { heading: 'Terms and conditions', subheading: '', ctaLabel: 'Contact us', ctaHref: paths.contact }), block('TextSection', 'terms', { heading: '', body: termsText(siteName) })) },
    { title: 'Special offers', path: '/special-offers', kind: 'special-offers', layout: layout(block('PromoSlider', 'promos', { label: 'Special offers' }), block('OfferList', 'offer-list', { heading: 'Current offers' }), block('FeatureBanner', 'offers', { preset: 'offers' })) },
  ]
}
