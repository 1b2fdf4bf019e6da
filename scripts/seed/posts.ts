/** Demo blog posts: live ones in each category used, plus a draft and a scheduled post that visitors must not see. */
import type { Payload } from 'payload'
import { lexicalFromParagraphs } from '../../site/blog/lexicalText'
import { seedNow } from './seedVehicles'
import type { SiteSeed } from './sites'

const DAY = 24 * 60 * 60 * 1000
const context = { disableRevalidate: true }

type DemoPost = { slug: string; title: string; category: string; daysAgo: number; status?: 'draft'; paragraphs: string[] }

/** Slugs the e2e specs read. */
export const DEMO_POSTS = { buyerAdvice: 'buying-a-used-car-checklist', vehicleReview: 'range-review', scheduled: 'coming-soon-new-models', draft: 'draft-service-specials' } as const

/** The optional blog category of FIN §2.1 ("optional 4x4 Adventures"): a post in it on the sites that list it. */
export const ADVENTURE_CATEGORY = '4x4 Adventures'

/** The make the site's first dealership sells (its road test's subject), or none for a dealer of every make. */
const reviewedMake = (site: SiteSeed): string | null => {
  const makes = site.dealerships[0]?.makes
  return Array.isArray(makes) ? (makes[0] ?? null) : null
}

const categoriesOf = (site: SiteSeed): readonly string[] => {
  const blog = site.config.blog as { categories?: string[] } | undefined
  return blog?.categories ?? []
}

const reviewPost = (site: SiteSeed): DemoPost[] => {
  const make = reviewedMake(site)
  if (!make) return []
  return [{
    slug: DEMO_POSTS.vehicleReview, title: `Road test: the ${make} range at ${site.name}`, category: 'Vehicle Reviews', daysAgo: 5,
    paragraphs: [`We took the ${make} range out for a week of school runs, motorway trips and a weekend away.`, '## What we liked', 'A quiet cabin, simple controls and running costs that stay low.', '## What to check', `Test the back seat with your own child seats, and ask ${site.name} about the service plan.`],
  }]
}

const adventurePost = (site: SiteSeed): DemoPost[] =>
  categoriesOf(site).includes(ADVENTURE_CATEGORY)
    ? [{ slug: 'first-4x4-trip', title: 'Your first 4x4 trip: what to pack', category: ADVENTURE_CATEGORY, daysAgo: 14, paragraphs: ['Lower your tyre pressures on sand, carry recovery gear and tell someone your route.', 'Our team can fit a snorkel, a bull bar and recovery points before you go.'] }]
    : []

const posts = (site: SiteSeed): DemoPost[] => [
  ...reviewPost(site),
  ...adventurePost(site),
  {
    slug: DEMO_POSTS.buyerAdvice, title: 'Buying a used car: a ten-minute checklist', category: 'Buyer Advice', daysAgo: 3,
    paragraphs: ['A few minutes of checks saves a lot of trouble later.', '## Before you visit', 'Ask for the service history and a PPSR certificate, and check the registration expiry.', '## On the test drive', `Drive on a mix of roads, listen for noises and try every gear. Our team at ${site.name} is happy to help.`],
  },
  {
    slug: 'winter-driving-tips', title: 'Five tips for driving in winter', category: 'Motoring Tips', daysAgo: 10,
    paragraphs: ['Shorter days and wet roads call for a little extra care.', 'Check your tyres and wipers, leave a bigger gap, and turn your headlights on early.'],
  },
  {
    slug: 'why-service-on-time', title: 'Why servicing on time pays off', category: 'Servicing Insights', daysAgo: 21,
    paragraphs: ['Regular servicing keeps your warranty valid and your resale value up.', 'Book online or call our service team.'],
  },
  { slug: DEMO_POSTS.scheduled, title: 'Coming soon: next year’s models', category: 'Vehicle Reviews', daysAgo: -30, paragraphs: ['Scheduled: not shown before its date.'] },
  { slug: DEMO_POSTS.draft, title: 'Draft: service specials', category: 'Servicing Insights', daysAgo: 1, status: 'draft', paragraphs: ['A draft visitors never see.'] },
]

export async function seedPosts(payload: Payload, site: SiteSeed, siteId: number): Promise<void> {
  const now = seedNow().getTime()
  for (const p of posts(site)) {
    const draft = p.status === 'draft'
    await payload.create({
      collection: 'posts',
      context,
      draft,
      data: {
        site: siteId, slug: p.slug, title: p.title, category: p.category, author: `${site.name} team`,
        publishedAt: new Date(now - p.daysAgo * DAY).toISOString(), content: lexicalFromParagraphs(p.paragraphs),
        meta: { description: p.paragraphs[0] }, _status: draft ? 'draft' : 'published',
      },
    })
  }
}
