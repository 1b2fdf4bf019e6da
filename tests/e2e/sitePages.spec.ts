/**
 * Dealer site pages of issue 15: location pages (FIN §2.8) and the blog. Each page kind is axe
 * clean (no serious or critical violation).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_POSTS } from '../../scripts/seed/posts'
import { SHOWCASE, SHOWCASE_SITE } from '../../scripts/seed/showcase'
import { expect, siteUrl, test } from './fixtures'

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The page's JSON-LD documents of a schema.org type. */
async function jsonLd(page: Page, type: string): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>).filter((d) => d['@type'] === type)
}

const hoursTable = (page: Page) => page.getByTestId('opening-hours').getByRole('row')

test.describe('location pages', () => {
  test('a service location: hours per spec, holiday hours, repairer number, department dropdown, AutoDealer', async ({ page }) => {
    await page.goto(siteUrl('harbourside-mazda', '/locations/parramatta-service'))
    await expect(page.getByRole('heading', { level: 1, name: 'Harbourside Mazda Service' })).toBeVisible()
    await expect(hoursTable(page)).toHaveText([/^Mon-Fri\s*7:30am - 5:00pm$/, /^Saturday\s*8:00am - 12:00pm$/, /^Sunday\s*Closed$/])
    await expect(page.getByTestId('holiday-hours')).toContainText('25/12/2026')
    await expect(page.getByTestId('holiday-hours')).toContainText('Christmas Day')
    await expect(page.getByRole('main').getByText('Repairer number MVRL 45678')).toBeVisible()
    // Offline maps: an address card with directions, no image.
    await expect(page.getByTestId('address-card').getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /google\.com\/maps\/dir/)
    await expect(page.getByRole('img', { name: /Map of/ })).toHaveCount(0)
    const department = page.getByLabel('Department')
    await expect(department).toHaveValue('/locations/parramatta-service')
    await expect(department.getByRole('option')).toHaveText(['Sales', 'Service', 'Parts'])
    const [dealer] = await jsonLd(page, 'AutoDealer')
    expect(dealer).toMatchObject({ name: 'Harbourside Mazda Service', telephone: '02 9630 4050' })
    expect(dealer!.openingHoursSpecification).toHaveLength(6)
    expect(dealer!.aggregateRating).toBeUndefined()
    await expectNoSeriousViolations(page)

    await department.selectOption({ label: 'Sales' })
    await expect(page).toHaveURL(/\/locations\/parramatta-sales$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Harbourside Mazda Sales' })).toBeVisible()
    await expect(page.getByLabel('Department')).toHaveValue('/locations/parramatta-sales')
  })

  test('a sales location: By appointment Sunday, licence, rating in JSON-LD, and its stock search', async ({ page }) => {
    await page.goto(siteUrl('harbourside-mazda', '/locations/parramatta-sales'))
    await expect(hoursTable(page)).toHaveText([/^Mon-Fri\s*8:30am - 5:30pm$/, /^Saturday\s*8:30am - 4:00pm$/, /^Sunday\s*By appointment only$/])
    await expect(page.getByRole('main').getByText('Dealer licence MD 012345')).toBeVisible()
    const [dealer] = await jsonLd(page, 'AutoDealer')
    // From the location's real reviews (15 seeded, fives and fours averaging 4.7).
    expect(dealer!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 15 })
    await expectNoSeriousViolations(page)
    await page.getByRole('link', { name: /View Our Stock/ }).click()
    await expect(page).toHaveURL(/\/search\/parramatta-sales$/)
    await expect(page.locator('a[href*="/cars/"]').first()).toBeVisible()
  })

  test('unmerged weekdays are listed one by one', async ({ page }) => {
    await page.goto(siteUrl('city-used-cars', '/locations/woolloongabba'))
    await expect(hoursTable(page)).toHaveText([
      /^Monday\s*8:30am - 5:30pm$/,
      /^Tuesday\s*8:30am - 5:30pm$/,
      /^Wednesday\s*8:30am - 5:30pm$/,
      /^Thursday\s*8:30am - 8:00pm$/,
      /^Friday\s*8:30am - 5:30pm$/,
      /^Saturday\s*9:00am - 5:00pm$/,
      /^Sunday\s*10:00am - 4:00pm$/,
    ])
    await expect(page.getByLabel('Department')).toHaveCount(0)
  })

  test('another site’s location answers 404', async ({ page }) => {
    const response = await page.goto(siteUrl('harbourside-mazda', '/locations/moorabbin'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('a site with /our-location/{slug} serves its pages there and redirects the default path', async ({ page }) => {
    const response = await page.goto(siteUrl('southern-cross', '/our-location/moorabbin'))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Southern Cross Toyota Moorabbin' })).toBeVisible()
    await expect(page.getByLabel('Department')).toHaveValue('/our-location/moorabbin')
    await expect(page.getByRole('navigation', { name: 'Other locations' }).getByRole('link').first()).toHaveAttribute('href', /^\/our-location\//)
    await page.goto(siteUrl('southern-cross', '/locations/adelaide'))
    await expect(page).toHaveURL(/\/our-location\/adelaide$/)
    expect((await page.goto(siteUrl('southern-cross', '/our-location/parramatta-sales')))?.status()).toBe(404)
  })
})

test('a sold car links to a search for similar cars: same make and body in the price band (issue 15 item 9)', async ({ page }) => {
  await page.goto(siteUrl(SHOWCASE_SITE, `/cars/${SHOWCASE.sold}`))
  await page.getByTestId('sold-message').getByRole('link', { name: /^See similar .+ in stock$/ }).click()
  // The search page writes the make as its path segment (FIN §2.1), once its grid's code has come at
  // the shopper's first interaction (seen from the page's hydration on).
  await expect(page).toHaveURL(/\/search\//)
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'client')
  await page.mouse.move(20, 20)
  await page.mouse.move(40, 40)
  await expect(page).toHaveURL(/\/search\/mazda\?price=12990:32990&body=SUV$/)
  await expect(page.locator('a[href*="/cars/"]').first()).toBeVisible()
})

test.describe('blog', () => {
  const SITE = 'harbourside-mazda'

  test('the blog lists live posts only, by category, with a Blog link in the navigation and the feed', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/'))
    await expect(page.getByTestId('latest-posts').getByTestId('post-card')).toHaveCount(3)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Harbourside Mazda blog' })).toBeVisible()
    // The live posts: the road test, buyer advice, motoring tips and servicing (not the scheduled or draft one).
    await expect(page.getByTestId('post-card')).toHaveCount(4)
    await expect(page.getByRole('main')).not.toContainText('Coming soon')
    await expect(page.getByRole('main')).not.toContainText('Draft')
    await expectNoSeriousViolations(page)

    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Buyer Advice' }).click()
    await expect(page).toHaveURL(/\/blog\/buyer-advice$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Buyer Advice' })).toBeVisible()
    await expect(page.getByTestId('post-card')).toHaveCount(1)
    await expectNoSeriousViolations(page)

    const feed = await page.goto(siteUrl(SITE, '/blog/rss.xml'))
    expect(feed?.headers()['content-type']).toContain('application/rss+xml')
    const xml = (await feed?.text()) ?? ''
    expect(xml.match(/<item>/g)).toHaveLength(4)
    expect(xml).toContain(`/blog/${DEMO_POSTS.buyerAdvice}</link>`)
    expect(xml).not.toContain(DEMO_POSTS.scheduled)
  })

  test('a post: its content, author, BlogPosting and breadcrumb; drafts and scheduled posts answer 404', async ({ page }) => {
    await page.goto(siteUrl(SITE, `/blog/${DEMO_POSTS.buyerAdvice}`))
    await expect(page.getByRole('heading', { level: 1, name: 'Buying a used car: a ten-minute checklist' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Before you visit' })).toBeVisible()
    await expect(page.getByText('By Harbourside Mazda team')).toBeVisible()
    const [posting] = await jsonLd(page, 'BlogPosting')
    expect(posting).toMatchObject({ headline: 'Buying a used car: a ten-minute checklist', articleSection: 'Buyer Advice' })
    await expectNoSeriousViolations(page)
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Buyer Advice' }).click()
    await expect(page).toHaveURL(/\/blog\/buyer-advice$/)
    for (const slug of [DEMO_POSTS.scheduled, DEMO_POSTS.draft, 'no-such-post']) {
      expect((await page.goto(siteUrl(SITE, `/blog/${slug}`)))?.status(), slug).toBe(404)
    }
  })

  test('a site without posts has no blog and no Blog link', async ({ page }) => {
    await page.goto(siteUrl('city-used-cars', '/'))
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeAttached()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toHaveCount(0)
    expect((await page.goto(siteUrl('city-used-cars', '/blog')))?.status()).toBe(404)
    expect((await page.goto(siteUrl('city-used-cars', `/blog/${DEMO_POSTS.buyerAdvice}`)))?.status()).toBe(404)
  })

  test('the sitemap lists location pages and blog posts', async ({ page }) => {
    const xml = (await (await page.goto(siteUrl(SITE, '/sitemap.xml')))?.text()) ?? ''
    expect(xml).toContain('/locations/parramatta-service</loc>')
    expect(xml).toContain(`/blog/${DEMO_POSTS.buyerAdvice}</loc>`)
    expect(xml).toContain('/blog/buyer-advice</loc>')
    expect(xml).not.toContain(DEMO_POSTS.scheduled)
    const group = (await (await page.goto(siteUrl('southern-cross', '/sitemap.xml')))?.text()) ?? ''
    expect(group).toContain('/our-location/moorabbin</loc>')
  })
})
