import { spinToWinDefaults } from '../../blocks/SpinToWin/config'
import type { SiteSeed } from './sites'

const block = (type: string, id: string, props: Record<string, unknown>) => ({ type, props: { id, ...props } })

/** The home page layout of a demo site: hero, stock summary, promo slider, make cards, locations and reviews, then about. */
export function homeLayout(site: SiteSeed) {
  const brand = site.brands[0]
  const several = site.dealerships.flatMap((d) => d.locations).length > 1
  return {
    root: { props: { title: site.name } },
    content: [
      block('Hero', 'hero-1', { heading: brand?.tagline ?? site.name, subheading: `Welcome to ${site.name}.`, ctaLabel: 'Browse stock', ctaHref: '/search/new-used-and-demo-cars' }),
      block('InventorySummary', 'stock-1', { heading: 'Browse our stock' }),
      block('PromoSlider', 'promos-1', { label: 'Latest offers', height: 'site', overlay: true, autoplay: true, intervalSeconds: 6, promoId: '' }),
      block('MakeCards', 'makes-1', { heading: 'Shop by make', by: 'make', customBodies: '' }),
      ...(site.newCarCatalogue ? [block('ModelCards', 'models-1', { heading: 'Our new-car range', body: '' })] : []),
      block('LocationBlock', 'locations-1', { heading: several ? 'Our locations' : 'Visit us', filter: 'all', locationId: '', manufacturer: '', subtype: '', includeIds: '', excludeIds: '', layout: 'site', showHours: true }),
      block('ReviewsCarousel', 'reviews-1', { heading: 'What our customers say', count: 12, minRating: 1, locationId: '' }),
      block('TextSection', 'about-1', { heading: `About ${site.name}`, body: site.about }),
      ...(site.blog ? [block('LatestPosts', 'posts-1', { heading: 'Latest news', count: 3, category: '' })] : []),
    ],
  }
}

/** Slider slides of a demo site (generated car pictures; one runs until the end of next year). */
export function promoSlides(site: SiteSeed) {
  const colour = (site.brands[0]?.colour ?? '#0b4f8a').slice(1)
  const end = `${new Date().getFullYear() + 1}-12-31T23:59:59.000Z`
  return [
    { name: 'Drive away today', description: `Finance from ${site.name} with a decision in minutes.`, url: '/finance', imageUrl: `/demo-images/suv-${colour}-side.webp`, position: 1 },
    { name: 'Trade in and trade up', description: 'Get a fair valuation for your current car.', url: '/trade-in', imageUrl: `/demo-images/sedan-${colour}-front.webp`, position: 2 },
    { name: 'Service specials', description: 'Book a service online this month.', url: '/service', imageUrl: `/demo-images/hatch-${colour}-side.webp`, position: 3, expiry: end },
  ]
}

/**
 * Results-grid promo cards (INV §2 titles) and dated banners of a demo site, as Promos records.
 * Every link is a page the site has (the lead pages of every template, /special-offers).
 */
export function promoNodes(site: SiteSeed) {
  const end = `${new Date().getFullYear() + 1}-12-31T23:59:59.000Z`
  const sellsNew = site.dealerships.some((d) => d.carTypes.includes('new'))
  return [
    // Only on new-car results (strictDisplay), where it comes first.
    ...(sellsNew ? [{ kind: 'node' as const, name: 'New car offers', description: 'Runout deals on new stock this month.', url: '/special-offers', position: 1, display: ['new' as const], strictDisplay: true }] : []),
    { kind: 'node' as const, name: 'We Want Your Car!', description: 'Get a fair price for your car, whether or not you buy one from us.', url: '/sell-my-car', position: 2 },
    { kind: 'node' as const, name: 'We buy all types of cars', description: 'Cars, 4WDs, utes and vans: tell us about yours for a valuation.', url: '/trade-in', position: 3 },
    ...(site.template === 'group' ? [{ kind: 'banner' as const, name: 'Summer trading hours', description: '{hours}', url: '/locations', expiry: end }] : []),
  ]
}

/** The Spin to Win page (FIN §2.1): a heading, then the wheel with the default prizes (blocks/SpinToWin). */
export function spinToWinLayout(site: SiteSeed) {
  return {
    root: { props: {} },
    content: [
      block('Hero', 'spin-hero', { heading: 'Spin to Win', subheading: `Spin the ${site.name} wheel: every spin wins.`, ctaLabel: 'Browse stock', ctaHref: '/search/new-used-and-demo-cars' }),
      block('SpinToWin', 'spin-wheel', { ...spinToWinDefaults }),
    ],
  }
}

export function aboutLayout(site: SiteSeed) {
  return { root: { props: {} }, content: [block('TextSection', 'about-page', { heading: `About ${site.name}`, body: site.about })] }
}

/** Lexical rich text with one paragraph per string. */
export function lexical(paragraphs: string[]) {
  return {
    root: {
      type: 'root', format: '' as const, indent: 0, version: 1, direction: 'ltr' as const,
      children: paragraphs.map((text) => ({
        type: 'paragraph', format: '' as const, indent: 0, version: 1, direction: 'ltr' as const, textFormat: 0, textStyle: '',
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      })),
    },
  }
}
