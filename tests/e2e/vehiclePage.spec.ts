import { expect, linkStatus, PORT, siteUrl, test } from './fixtures'
import { SHOWCASE, SHOWCASE_SITE } from '../../scripts/seed/showcase'

const car = (slug: string) => siteUrl(SHOWCASE_SITE, `/cars/${slug}`)

test.describe('vehicle page', () => {
  test('gallery: thumbnails only above 3 images; full screen with arrow keys, Escape and focus return', async ({ page }) => {
    await page.goto(car(SHOWCASE.threePhotos))
    await expect(page.getByTestId('gallery')).toBeVisible()
    await expect(page.getByTestId('thumbnails')).toHaveCount(0)

    await page.goto(car(SHOWCASE.newCar))
    await expect(page.getByTestId('thumbnails').getByRole('button')).toHaveCount(8)
    const open = page.getByTestId('open-fullscreen')
    await open.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(dialog).toContainText('3 / 8')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog).toContainText('2 / 8')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(dialog.locator(':focus')).toHaveCount(1) // focus stays trapped in the dialog
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(open).toBeFocused()
  })

  test('spin viewer: loads, hints, and turns one frame per 20 px of drag and per arrow key', async ({ page }) => {
    await page.goto(car(SHOWCASE.spinCar))
    const spin = page.getByTestId('spin-viewer')
    await expect(page.getByTestId('spin-hint')).toHaveText('Swipe to spin')
    await expect(spin).toHaveAttribute('data-frame', '0')
    const box = (await spin.boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 50, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 150, y, { steps: 10 })
    await page.mouse.up()
    await expect(spin).toHaveAttribute('data-frame', '5')
    await expect(page.getByTestId('spin-hint')).toHaveCount(0)
    await spin.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(spin).toHaveAttribute('data-frame', '4')
    await page.getByRole('button', { name: 'Images' }).click()
    await expect(page.getByTestId('gallery')).toBeVisible()
  })

  test('sticky header appears only after 500 px of scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(car(SHOWCASE.newCar))
    const header = page.getByTestId('sticky-header')
    await page.evaluate(() => window.scrollTo(0, 500))
    await expect(header).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 501))
    await expect(header).toBeVisible()
    await expect(header).toContainText('$52,990')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toBeHidden()
  })

  test('mobile bar appears only after 900 px of scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(car(SHOWCASE.newCar))
    const bar = page.getByTestId('mobile-bar')
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(bar).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 901))
    await expect(bar).toBeVisible()
    // FIN §2.6: Reserve Car Now (checkout is on for this car), Enquire Now, Call Now.
    await expect(bar.getByRole('link')).toHaveText(['Reserve Car Now', 'Enquire Now', 'Call Now'])
    await expect(bar.getByRole('link', { name: 'Reserve Car Now' })).toHaveAttribute('href', new RegExp(`/cars/${SHOWCASE.newCar}/checkout$`))
    await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+?\d+$/)
    for (const link of await bar.getByRole('link').all()) expect((await link.boundingBox())?.width).toBeGreaterThan(100)
  })

  test('key information shows 4 specs, then Show More / Show Less; copy link reads Copied for 1.5 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(car(SHOWCASE.newCar))
    const rows = page.locator('#key-information-list dt').filter({ visible: true })
    await expect(rows).toHaveCount(4)
    await page.locator('#key-information-list + button').click()
    await expect(rows).not.toHaveCount(4)
    expect(await rows.count()).toBeGreaterThan(4)
    await expect(page.locator('#key-information-list + button')).toHaveText('Show Less')
    const copy = page.getByTestId('copy-link')
    await copy.click()
    await expect(copy).toHaveText('Copied')
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
    await expect(page.getByTestId('toast')).toHaveText(new RegExp(`^Copied ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^]* to your clipboard!`))
    await expect(copy).toHaveText('Copy link', { timeout: 3000 })
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/cars/${SHOWCASE.newCar}$`))
  })

  test('the dealer feature banner’s three items lead to the site’s real pages (FIN §2.6)', async ({ page, request }) => {
    await page.goto(car(SHOWCASE.newCar))
    const banner = page.getByRole('region', { name: 'From the dealer' })
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(['Latest offers', 'Book a service online', 'Sell your car'])
    const links = banner.getByRole('link')
    await expect(links).toHaveText(['View offers', 'Book a service', 'Get a valuation'])
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))) {
      expect(await linkStatus(request, href), href).toBe(200)
    }
  })

  test('#vehicle-map: the car’s location with its address, directions and a working link to the location’s page (INV §2)', async ({ page, request }) => {
    await page.goto(car(SHOWCASE.newCar) + '#vehicle-map')
    const section = page.locator('#vehicle-map')
    await expect(section).toBeInViewport()
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Where to see this car')
    const located = (await page.getByRole('complementary', { name: 'Vehicle summary' }).getByText(/^Located at /).innerText()).replace(/^Located at /, '')
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(located)
    await expect(section.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//)
    const href = await section.getByRole('link', { name: /^View Location/ }).evaluate((a) => (a as HTMLAnchorElement).href)
    expect(await linkStatus(request, href), href).toBe(200)
  })

  test('print page by car_id', async ({ page }) => {
    const response = await page.goto(siteUrl(SHOWCASE_SITE, `/print?car_id=${SHOWCASE.newCar}`))
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('print-page').getByRole('heading', { level: 1 })).toContainText('Mazda CX-5 Akera')
    expect((await page.goto(siteUrl(SHOWCASE_SITE, '/print?car_id=no-such-car')))?.status()).toBe(404)
  })

  test('phone reveal: masked after 5 characters, then revealed with a lead call', async ({ page }) => {
    await page.goto(car(SHOWCASE.newCar))
    const masked = page.getByTestId('phone-masked')
    await expect(masked).toContainText('02 96** ****')
    const call = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST')
    await masked.click()
    const body = (await call).postDataJSON() as Record<string, unknown>
    expect(body.type).toBe('phone-reveal')
    const events = await page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ eventId?: number }> }).dataLayer ?? []).map((e) => e.eventId))
    expect(events).toContain(25)
    await expect(page.getByTestId('phone-revealed')).toHaveAttribute('href', 'tel:0296304000')
  })

  test('dealer comments: hostile markup is inert text; collapse at 400 with Show More / Show Less', async ({ page }) => {
    await page.goto(car(SHOWCASE.spinCar))
    const comments = page.getByTestId('dealer-comments')
    await expect(comments).toContainText('Touring grade with leather')
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    await expect(comments.locator('script, img, a[href^="javascript"]')).toHaveCount(0)
    await expect(comments).not.toContainText('washed and fuelled')
    await comments.getByRole('button', { name: 'Show More' }).click()
    await expect(comments).toContainText('washed and fuelled')
    await expect(comments.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true')
  })

  test('price gauge: shown with its label when confident; hidden at confidence 0.2 or less', async ({ page }) => {
    await page.goto(car(SHOWCASE.newCar))
    await expect(page.getByTestId('gauge-label')).toHaveText('Great Deal')
    await page.goto(car(SHOWCASE.spinCar))
    await expect(page.getByTestId('gauge-skeleton')).toHaveCount(0)
    await expect(page.getByTestId('price-gauge')).toHaveCount(0)
  })

  test('similar cars: up to 6, in stock, inside the ±25,000 band, not the car itself', async ({ page }) => {
    await page.goto(car(SHOWCASE.newCar))
    // Six skeletons hold the place until the section comes near the viewport; then the cards load.
    await expect(page.getByTestId('similar-skeleton')).toHaveCount(6)
    await page.getByRole('heading', { name: /^Similar / }).scrollIntoViewIfNeeded()
    const items = page.getByTestId('similar-cars').locator('> li')
    await expect(items).toHaveCount(6)
    for (const price of await items.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price'))))) {
      expect(price).toBeGreaterThanOrEqual(52990 - 25000)
      expect(price).toBeLessThanOrEqual(52990 + 25000)
    }
    await expect(page.getByTestId('similar-cars').locator(`a[href$="/${SHOWCASE.newCar}"]`)).toHaveCount(0)
  })

  test('sidebar buttons follow the site settings (checkout on with a $500 deposit: Reserve Car Now $500)', async ({ page }) => {
    await page.goto(car(SHOWCASE.newCar))
    const buttons = page.getByTestId('sidebar-buttons').locator('[data-button]')
    await expect(buttons).toHaveText(['Enquire', 'Get Finance Quote', 'Trade-In', 'Reserve Car Now $500', 'Book a Test Drive'])
    // INV §2: the sidebar's views counter shows whatever the card setting (off on this site), and
    // never "0 views" (vehiclePage.minViewsShown, default 1): a fresh car has none or one counted by another test.
    const views = page.getByRole('complementary', { name: 'Vehicle summary' }).getByTestId('views')
    if (await views.count()) await expect(views).toHaveText(/^[1-9][\d,]* views?$/)
    // INV §2 Routes: See more from this dealer is /search/{dealership_slug}, that dealer's stock.
    const carUrl = page.url()
    await page.getByTestId('dealer-stock').click()
    await expect(page).toHaveURL(/\/search\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ for sale at .+/)
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible()
    await page.goto(carUrl)
    // FIN §2.1: /cars/trade-in?car_id={id}; the form names the car; an id the site does not list gives the plain form.
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
    const tradeIn = page.getByTestId('sidebar-buttons').locator('[data-button="tradeIn"]')
    await expect(tradeIn).toHaveAttribute('href', /^\/cars\/trade-in\?car_id=[1-9]\d*$/)
    await tradeIn.click()
    await expect(page.getByText(`Trade in your car towards the ${title}`)).toBeVisible()
    await page.goto(siteUrl(SHOWCASE_SITE, '/cars/trade-in?car_id=999999999'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade-In')
    await expect(page.getByText('Trade in your car towards the')).toHaveCount(0)
    await page.goto(car(SHOWCASE.spinCar))
    await expect(page.getByTestId('sidebar-buttons').locator('[data-button="history"]')).toHaveText('Car History Report')
  })

  test('finance calculator: the full calculator with trade-in, the comparison-rate warning and event 26 on first use', async ({ page }) => {
    await page.goto(car(SHOWCASE.newCar))
    const section = page.getByRole('region', { name: 'Finance calculator' })
    await section.scrollIntoViewIfNeeded()
    const tradeIn = section.getByLabel('Trade-in')
    await expect(tradeIn).toBeVisible()
    const output = section.locator('output')
    await expect(output).toContainText('$')
    const before = await output.innerText()
    await tradeIn.fill('5000')
    await expect(output).not.toHaveText(before)
    const events = await page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ eventId?: number }> }).dataLayer ?? []).map((e) => e.eventId))
    expect(events.filter((id) => id === 26)).toHaveLength(1)
    await expect(section.getByText(/WARNING: This comparison rate is true only for the examples given/)).toBeAttached()
    const more = section.getByRole('button', { name: 'Show More' })
    await more.click()
    await expect(section.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true')
    // the same link as the sidebar's, with every FIN §2.1 parameter and the form's fragment
    await expect(section.getByRole('link', { name: 'Get Finance Quote' })).toHaveAttribute('href', /\?preferredDealership=[^&]+&vehiclePriceBudget=\d+&car_id=[^&]+&car_type=[^&]+(&vin=[^&#]+)?#finance-form$/)
  })

  test('a sold car: the sold message with the vehicle word, Find Me Something Similar, similar cars only', async ({ page }) => {
    await page.goto(car(SHOWCASE.sold))
    await expect(page.getByTestId('sold-message')).toContainText("Unfortunately this vehicle recently sold. But don't worry, we can help you find a similar vehicle!")
    await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible()
    await expect(page.getByTestId('sidebar-buttons')).toHaveCount(0)
    await expect(page.getByTestId('dealer-comments')).toHaveCount(0)
    await page.getByRole('heading', { name: /^Similar / }).scrollIntoViewIfNeeded()
    await expect(page.getByTestId('similar-cars')).toBeVisible()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(jsonLd.offers.availability).toBe('https://schema.org/SoldOut')
  })

  test('404 for a car the site does not list; 410 Gone with similar-stock links for a car sold before the window', async ({ page, request }) => {
    expect((await page.goto(car(SHOWCASE.hidden)))?.status()).toBe(404)
    expect((await page.goto(car('no-such-car')))?.status()).toBe(404)
    const gone = await request.get(`http://127.0.0.1:${PORT}/cars/${SHOWCASE.gone}`, { headers: { 'x-forwarded-host': `${SHOWCASE_SITE}.localhost:${PORT}` } })
    expect(gone.status()).toBe(410)
    const text = await gone.text()
    expect(text).toContain('has been sold')
    expect(text).toMatch(/href="\/search\/[^"]*make=Mazda/)
  })
  test('detail tabs: Dealer Comments first, arrow keys, Home and End move the selection and show its panel', async ({ page }) => {
    await page.goto(car(SHOWCASE.spinCar))
    const tabs = page.getByRole('tablist', { name: 'Vehicle details' }).getByRole('tab')
    await expect(tabs).toHaveText(['Dealer Comments', "What's Included", 'Why Buy From Us?', 'Reserve Online', 'Protect Your Car', 'Features'])
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('dealer-comments')).toBeVisible()
    await tabs.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: "What's Included" })).toBeVisible()
    await expect(page.getByTestId('dealer-comments')).toBeHidden()
    await page.keyboard.press('End')
    await expect(page.getByRole('tabpanel', { name: 'Features' })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  })
})
