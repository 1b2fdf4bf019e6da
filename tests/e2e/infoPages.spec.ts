/**
 * Issue 51 item 4, the pages the spec names: /dealer-locator, /brands, /finance-and-insurance,
 * /online-payment, the my-* account pages, /spin-to-win, /contact-us/{slug} and the blog's
 * categories (FIN §2.1, §2.2; INV §2 Routes). Each exists where the site's settings and data say so,
 * answers 200 with its content there, is linked only there, and is axe clean; the gated ones send a
 * signed-out shopper to sign-in and back. Keyboard only where a shopper acts.
 */
import type { Page } from '@playwright/test'
import { DEMO_POSTS } from '../../scripts/seed/posts'
import { SITES } from '../../scripts/seed/sites'
import { spinToWinDefaults } from '../../blocks/SpinToWin/config'
import { linkStatus, siteUrl, staffDocs, test, expect } from './fixtures'
import { tabTo, uniqueIp } from './leadFill'
import { expectNoSeriousViolations, press, signInWithCode, uniquePhone } from './shopper'

const GROUP = 'southern-cross'
const INFO_PAGES = { '/dealer-locator': 'Dealer locator', '/brands': 'Our brands', '/finance-and-insurance': 'Finance and insurance' } as const
const explore = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Explore' })
const seedOf = (slug: string) => SITES.find((s) => s.slug === slug)!

test.describe('informational pages', () => {
  for (const site of SITES) {
    test(`${site.slug}: each informational page answers 200 where the footer links it and 404 where it does not; no online payment without a payment taken online`, async ({ page, request }) => {
      await page.goto(siteUrl(site.slug, '/'))
      await expect(page.getByRole('contentinfo')).toBeVisible()
      for (const [path, label] of Object.entries(INFO_PAGES)) {
        const linked = await explore(page).getByRole('link', { name: label, exact: true }).count()
        expect(await linkStatus(request, siteUrl(site.slug, path)), `${path} on ${site.slug}`).toBe(linked ? 200 : 404)
      }
      // The demo pays deposits at the dealership: no site takes money online, so none offers the page or links it.
      await expect(page.locator('a[href="/online-payment"]')).toHaveCount(0)
      expect(await linkStatus(request, siteUrl(site.slug, '/online-payment'))).toBe(404)
    })
  }

  test('the dealer locator: every location by state, the nearest first from a postcode (keyboard), axe clean', async ({ page }) => {
    const seed = seedOf(GROUP)
    const locations = seed.dealerships.flatMap((d) => d.locations)
    const states = new Set(locations.map((l) => l.state))
    await page.goto(siteUrl(GROUP, '/'))
    await explore(page).getByRole('link', { name: 'Dealer locator' }).click()
    await expect(page).toHaveURL(siteUrl(GROUP, '/dealer-locator'))
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer locator' })).toBeVisible()
    await expect(page.getByTestId('locator-summary')).toContainText(`${locations.length} locations in ${states.size} states`)
    await expect(page.getByTestId('locator-state')).toHaveCount(states.size)
    await expect(page.getByRole('region', { name: 'Victoria' }).getByRole('link', { name: 'Southern Cross Toyota Moorabbin', exact: true })).toHaveAttribute('href', '/our-location/moorabbin')
    await expectNoSeriousViolations(page)

    const adelaide = locations.find((l) => l.state === 'sa')!
    await expect(page.locator('form[aria-label="Sort by distance"][data-hydrated="true"]')).toBeAttached()
    await tabTo(page, page.getByLabel('Your postcode'), 200)
    await page.keyboard.type('5000')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Nearest to 5000 first.')).toBeVisible()
    await expect(page.locator('[data-location-id]').first().getByRole('heading', { level: 3 })).toHaveText(adelaide.name)
  })

  test('the brands page: the group’s franchises with stock, brand pages and locations, then other makes; axe clean', async ({ page }) => {
    await page.goto(siteUrl(GROUP, '/'))
    await explore(page).getByRole('link', { name: 'Our brands' }).click()
    await expect(page).toHaveURL(siteUrl(GROUP, '/brands'))
    await expect(page.getByRole('heading', { level: 1, name: 'Our brands' })).toBeVisible()
    const franchises = page.getByRole('region', { name: 'Brands we represent' })
    const toyota = franchises.getByTestId('brand-card').filter({ has: page.getByRole('heading', { name: 'Toyota', exact: true }) })
    await expect(toyota).toContainText(/\d+ vehicles? in stock/)
    await expect(toyota.getByRole('link', { name: 'About Toyota' })).toHaveAttribute('href', '/toyota/overview')
    await expect(toyota.getByRole('link', { name: 'Southern Cross Toyota Moorabbin' })).toHaveAttribute('href', '/our-location/moorabbin')
    await expect(page.getByRole('region', { name: 'Our own brands' }).getByRole('link', { name: /^About / })).toHaveAttribute('href', '/caravans/overview')
    await expectNoSeriousViolations(page)
    await toyota.getByRole('link', { name: 'View Toyota stock' }).click()
    await expect(page).toHaveURL(/\/search\/toyota$/)
    await expect(page.locator('a[href*="/cars/"]').first()).toBeVisible()
  })

  test('finance and insurance: the site’s lender products, pre-approval, protection and the calculator; axe clean', async ({ page }) => {
    // City Used Cars has the lender tie-in (pre-approval).
    await page.goto(siteUrl('city-used-cars', '/'))
    await explore(page).getByRole('link', { name: 'Finance and insurance' }).click()
    await expect(page).toHaveURL(siteUrl('city-used-cars', '/finance-and-insurance'))
    await expect(page.getByRole('heading', { level: 1, name: 'Finance and insurance' })).toBeVisible()
    await expect(page.getByTestId('finance-product-loan').getByRole('link', { name: 'Apply for finance' })).toHaveAttribute('href', '/finance')
    await expect(page.getByTestId('finance-product-preApproval').getByRole('link', { name: 'Get pre-approved' })).toHaveAttribute('href', '/personalised/finance')
    await expect(page.getByTestId('finance-product-protection')).toContainText('extended warranty')
    await expect(page.getByRole('heading', { name: 'Estimate your repayments' })).toBeVisible()
    await expectNoSeriousViolations(page)
    // Harbourside has no lender tie-in: no pre-approval offered.
    await page.goto(siteUrl('harbourside-mazda', '/finance-and-insurance'))
    await expect(page.getByTestId('finance-product-loan')).toBeVisible()
    await expect(page.getByTestId('finance-product-preApproval')).toHaveCount(0)
  })

  test('the sitemap lists the informational pages a site has', async ({ page }) => {
    const xml = (await (await page.goto(siteUrl(GROUP, '/sitemap.xml')))?.text()) ?? ''
    for (const path of Object.keys(INFO_PAGES)) expect(xml).toContain(`${path}</loc>`)
    expect(xml).not.toContain('/online-payment<')
  })
})

test.describe('location pages at /contact-us/{slug}', () => {
  test('a site whose location pages live at /contact-us/{slug} links them from its location cards, and they answer 200', async ({ page, request }) => {
    const site = seedOf('coastline-caravans')
    const location = site.dealerships[0]!.locations[0]!
    await page.goto(siteUrl(site.slug, '/locations'))
    const link = page.getByRole('link', { name: new RegExp(`: ${location.name}$`) }).first()
    await expect(link).toHaveAttribute('href', `/contact-us/${location.slug}`)
    await link.click()
    await expect(page).toHaveURL(siteUrl(site.slug, `/contact-us/${location.slug}`))
    await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible()
    await expectNoSeriousViolations(page)
    expect(await linkStatus(request, siteUrl(site.slug, '/contact-us/no-such-location'))).toBe(404)
  })
})

test.describe('blog categories (FIN §2.1)', () => {
  test('the blog shows a card per category with posts; Vehicle Reviews and the optional 4x4 Adventures have their pages', async ({ page, request }) => {
    await page.goto(siteUrl(GROUP, '/blog'))
    const cards = page.getByRole('navigation', { name: 'Blog categories' }).getByTestId('category-card')
    await expect(cards.getByRole('heading')).toHaveText(['Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights', '4x4 Adventures'])
    await expect(cards.first()).toContainText(/1 article · latest/)
    await expectNoSeriousViolations(page)
    await press(page, cards.getByRole('link', { name: 'Vehicle Reviews' }))
    await expect(page).toHaveURL(siteUrl(GROUP, '/blog/vehicle-reviews'))
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Reviews' })).toBeVisible()
    await expect(page.getByTestId('post-card').getByRole('link')).toHaveAttribute('href', `/blog/${DEMO_POSTS.vehicleReview}`)
    await expectNoSeriousViolations(page)
    expect(await linkStatus(request, siteUrl(GROUP, '/blog/4x4-adventures'))).toBe(200)
    // A site without the optional category has no page for it.
    expect(await linkStatus(request, siteUrl('harbourside-mazda', '/blog/4x4-adventures'))).toBe(404)
  })
})

test.describe('gated pages (FIN §2.2)', () => {
  test('an account page (my-*) is linked in the header, always behind sign-in, and shows the shopper’s account (keyboard only)', async ({ page, request }) => {
    const phone = uniquePhone()
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
    await page.goto(siteUrl(GROUP, '/'))
    const account = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Southern Cross' })
    await expect(account).toHaveAttribute('href', '/my-southern-cross')
    await press(page, account)
    await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-southern-cross/)
    await signInWithCode(page, request, phone)
    await expect(page).toHaveURL(siteUrl(GROUP, '/my-southern-cross'))
    await expect(page.getByRole('heading', { level: 1, name: 'My Southern Cross' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'My enquiries' })).toBeVisible()
    // This site has no garage: no saved cars to compare (their compare page would not exist).
    await expect(page.getByRole('heading', { name: 'Saved cars' })).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })

  test('Spin to Win: linked where published, behind sign-in for this dealer, the server draws, one spin per mobile, the win is the dealer’s lead (keyboard only)', async ({ page, request }) => {
    test.setTimeout(180_000)
    const phone = uniquePhone()
    const prizes = spinToWinDefaults.prizes.map((p) => p.label)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
    await page.goto(siteUrl(GROUP, '/'))
    await press(page, explore(page).getByRole('link', { name: 'Spin to Win' }))
    await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to spin to win' })).toBeVisible()
    await signInWithCode(page, request, phone)
    await expect(page).toHaveURL(siteUrl(GROUP, '/spin-to-win'))
    await expect(page.getByRole('heading', { level: 1, name: 'Spin to Win' })).toBeVisible()
    await expect(page.getByTestId('spin-prizes').getByRole('listitem')).toHaveText(prizes)
    await expectNoSeriousViolations(page)

    // The form's own check first: nothing is sent without the terms.
    const form = page.locator('form[data-hydrated]')
    await expect(form).toBeAttached()
    for (const [label, value] of [['First name', 'Alex'], ['Email', `spin-${phone}@example.com`], ['Mobile number', phone], ['Postcode', '3189']] as const) {
      await tabTo(page, page.getByLabel(label, { exact: true }))
      await page.keyboard.type(value)
    }
    await press(page, page.getByRole('button', { name: 'Spin the wheel' }))
    await expect(page.getByText('*You must agree to the terms of use before submitting.')).toBeVisible()
    await press(page, page.getByRole('checkbox', { name: 'I agree to the terms of this promotion' }), 'Space')
    await press(page, page.getByRole('button', { name: 'Spin the wheel' }))
    const result = page.getByTestId('spin-result')
    await expect(result).toContainText('You won: ')
    await expect(result).toBeFocused()
    const won = (await result.textContent())!.match(/You won: (.+?)! /)![1]!
    expect(prizes).toContain(won)
    await expectNoSeriousViolations(page)

    // The dealer's lead: a General Enquiry whose subcategory names the prize.
    await expect(async () => {
      const leads = await staffDocs<{ subcategory: string; category: string }>(request, `leads?where[phone][equals]=${phone}&depth=0`)
      expect(leads).toEqual([expect.objectContaining({ category: 'General Enquiry', subcategory: `Spin to Win: ${won}` })])
    }).toPass({ timeout: 30_000 })

    // A second spin with the same mobile answers the same prize.
    await page.reload()
    for (const [label, value] of [['First name', 'Alex'], ['Email', `again-${phone}@example.com`], ['Mobile number', phone], ['Postcode', '3189']] as const) {
      await tabTo(page, page.getByLabel(label, { exact: true }))
      await page.keyboard.type(value)
    }
    await press(page, page.getByRole('checkbox', { name: 'I agree to the terms of this promotion' }), 'Space')
    await press(page, page.getByRole('button', { name: 'Spin the wheel' }))
    await expect(result).toContainText(`You have already spun the wheel with this mobile number: your prize is ${won}.`)
  })

  test('Spin to Win is not linked where no page is published, and its address answers 404 there', async ({ page, request }) => {
    await page.goto(siteUrl('harbourside-mazda', '/'))
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.locator('a[href="/spin-to-win"]')).toHaveCount(0)
    expect(await linkStatus(request, siteUrl('harbourside-mazda', '/spin-to-win'))).toBe(404)
  })
})
