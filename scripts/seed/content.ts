import type { SiteSeed } from './sites'

const block = (type: string, id: string, props: Record<string, unknown>) => ({ type, props: { id, ...props } })

/** The home page layout of a demo site, built only from registered blocks. */
export function homeLayout(site: SiteSeed) {
  const brand = site.brands[0]
  return {
    root: { props: { title: site.name } },
    content: [
      block('Hero', 'hero-1', { heading: brand?.tagline ?? site.name, subheading: `Welcome to ${site.name}.`, ctaLabel: 'Browse stock', ctaHref: '/search/new-used-and-demo-cars' }),
      block('InventorySummary', 'stock-1', { heading: 'Browse our stock' }),
      block('LocationList', 'locations-1', { heading: site.dealerships.flatMap((d) => d.locations).length > 1 ? 'Our locations' : 'Visit us' }),
      block('TextSection', 'about-1', { heading: `About ${site.name}`, body: site.about }),
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
