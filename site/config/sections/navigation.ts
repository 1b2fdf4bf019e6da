/** Variants §8: navigation, brand and blog (`navigation.*`, `brand.*`, `blog.*`). */
import { z } from 'zod'
import { pathPatternSchema, pathSchema } from '../shared'

/** The test-drive booking page every site is created with (layouts/templatePages.ts); not a setting. */
export const TEST_DRIVE_PATH = '/book-test-drive'

/** FIN §2.1 "Default navigation links and labels". */
export const DEFAULT_NAV_LINKS: ReadonlyArray<{ href: string; label: string }> = [
  { href: '/book-test-drive/', label: 'Test Drive' },
  { href: '/service', label: 'Service' },
  { href: '/finance', label: 'Finance' },
  { href: '/trade-in', label: 'Trade In' },
  { href: '/vehicle-parts-and-accessories', label: 'Parts' },
  { href: '/contact', label: 'Contact' },
]

/**
 * Implied, not confirmed ("Possible variants"): pages the specs list under two or three paths. The
 * defaults are the first of each; service booking is `serviceBookingUrl`. No warranty page exists
 * on these sites, so its path is not a setting (issue 15 item 7).
 */
/**
 * Where one of the site's own pages lives: a new site's page is created at it (layouts/templatePages.ts),
 * so it is a page path (as pages accept it), never a full address or the home page.
 */
const pagePathSchema = z
  .string()
  .regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'A page path starts with "/" and uses lowercase letters, digits, "-" and "/" (not the home page "/", no "/" at the end)')

const pathsSchema = z
  .strictObject({
    sellCar: pagePathSchema.default('/sell-my-car'),
    parts: pagePathSchema.default('/vehicle-parts-and-accessories'),
    contact: pagePathSchema.default('/contact'),
    /** Pattern with {slug}, e.g. /our-location/{slug} or /contact-us/{slug}. */
    location: pathPatternSchema.refine((p) => p.includes('{slug}'), 'The location path must contain {slug}').default('/locations/{slug}'),
  })
  // Each is a page of its own: two at one path would leave one page unreachable (and a new site uncreatable).
  .refine((p) => new Set([p.sellCar, p.parts, p.contact]).size === 3, { message: 'The sell-car, parts and contact pages need different paths', path: ['contact'] })
  .prefault({})

export const navigationSection = z
  .strictObject({
    links: z.array(z.strictObject({ href: pathSchema, label: z.string().trim().min(1) })).default(() => DEFAULT_NAV_LINKS.map((l) => ({ ...l }))),
    stockSearchPath: pathSchema.default('/search/new-used-and-demo-cars'),
    /** One brand links to an external manufacturer booking page. */
    serviceBookingUrl: pathSchema.default('/service'),
    paths: pathsSchema,
  })
  .prefault({})

/**
 * Brand menus, button sets, banners, footer, opening-hours notes and legal text have no shape in the
 * specs (FIN §1, §2.9); they are records of the `brands` collection, not SiteConfig keys.
 * `brand.sellsCaravans` is not a setting (issue 15 item 7): caravan spec lines follow each car's
 * item_type, and no other effect is shown.
 */
export const brandSection = z
  .strictObject({
    /** e.g. { locations: '50+', brands: '40+', years: '30+' } on a group site. */
    groupClaims: z.strictObject({ locations: z.string().min(1), brands: z.string().min(1), years: z.string().min(1) }).nullable().default(null),
    /** Group-site pages such as /twg-cars. */
    groupPages: z.array(pathSchema).default([]),
    /** Brand pages at /{slug}/overview. */
    brandPages: z
      .array(z.strictObject({ slug: z.string().regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and dashes'), kind: z.enum(['car', 'motorcycle', 'truck', 'own']) }))
      .default([]),
  })
  .prefault({})

export const DEFAULT_BLOG_CATEGORIES = ['Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights'] as const

export const blogSection = z
  .strictObject({
    /** Optionally plus 4x4 Adventures. */
    categories: z.array(z.string().trim().min(1)).default(() => [...DEFAULT_BLOG_CATEGORIES]),
  })
  .prefault({})
