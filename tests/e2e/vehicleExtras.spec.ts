import { expect, PORT, siteUrl, test } from './fixtures'
import { SHOWCASE, SHOWCASE_SITE } from '../../scripts/seed/showcase'

const car = (slug: string) => siteUrl(SHOWCASE_SITE, `/cars/${slug}`)
/** Node cannot resolve *.localhost: requests go to loopback and name the site's host the way a proxy would. */
const viaHost = { headers: { 'x-forwarded-host': `${SHOWCASE_SITE}.localhost:${PORT}` } }
const local = (path: string) => `http://127.0.0.1:${PORT}${path}`

test.describe('vehicle page extras', () => {
  test('delivery calculator: empty postcode, bad postcode, an estimate, no estimate', async ({ page }) => {
    await page.goto(car(SHOWCASE.newCar))
    const section = page.getByTestId('delivery-section')
    await section.scrollIntoViewIfNeeded()
    const result = section.getByTestId('delivery-result')
    // it starts from an estimate (issue 47: site/rules/delivery.ts deliveryStart, server-rendered)
    await expect(result).toHaveAttribute('data-state', 'estimate')
    await expect(result).toHaveText(/^Estimated delivery to .+: \$[\d,]+$/)
    const button = section.getByRole('button', { name: 'Estimate delivery' })
    const input = section.getByLabel('Delivery postcode')
    await expect(input).toHaveValue(/^\d{4}$/)
    await input.fill('')
    await button.click()
    await expect(result).toHaveText('Please enter a postcode.')
    await input.fill('21')
    await expect(input).toHaveValue('21')
    await input.press('Enter')
    await expect(result).toHaveText('Invalid postcode. Please enter a 4-digit number.')
    await input.fill('215099')
    await expect(input).toHaveValue('2150')
    await button.click()
    await expect(result).toHaveText('Estimated delivery to Greater Sydney: $250')
    await expect(result).toHaveAttribute('data-state', 'estimate')
    await input.fill('6000')
    await button.click()
    await expect(result).toHaveText("Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.")
  })

  test('delivery calculator shows loading while the lookup runs', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/delivery-estimate*', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(car(SHOWCASE.newCar))
    const section = page.getByTestId('delivery-section')
    await section.scrollIntoViewIfNeeded()
    // The calculator is in the server HTML with its starting estimate; its island takes over near
    // the viewport, and what is typed and pressed before then is kept and replayed.
    await expect(section.getByTestId('delivery-result')).toHaveAttribute('data-state', 'estimate')
    const input = section.getByLabel('Delivery postcode')
    await input.fill('2250')
    await expect(input).toHaveValue('2250')
    await section.getByRole('button', { name: 'Estimate delivery' }).click()
    await expect(section.getByTestId('delivery-result')).toHaveAttribute('data-state', 'loading')
    await expect(section.getByRole('button', { name: 'Estimate delivery' })).toBeDisabled()
    release()
    await expect(section.getByTestId('delivery-result')).toHaveText('Estimated delivery to Central Coast: $390')
  })

  test('PDF download: Preparing... while it downloads, then the file; a failure is alerted', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/cars/*/pdf', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(car(SHOWCASE.newCar))
    const button = page.getByTestId('pdf-download')
    await expect(button).toHaveText('Download PDF')
    const download = page.waitForEvent('download')
    await button.click()
    await expect(button).toHaveText('Preparing...')
    release()
    const file = await download
    expect(file.suggestedFilename()).toBe(`${SHOWCASE.newCar}.pdf`)
    await expect(button).toHaveText('Download PDF')

    await page.unroute('**/cars/*/pdf')
    await page.route('**/cars/*/pdf', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The PDF could not be prepared. Please try again later.' }) }))
    const alerts: string[] = []
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    await button.click()
    await expect.poll(() => alerts).toEqual(['The PDF could not be prepared. Please try again later.'])
    await expect(button).toHaveText('Download PDF')
  })

  test('the PDF route answers through the site host: a PDF for a listed car, 404 JSON otherwise', async ({ request }) => {
    const pdf = await request.get(local(`/cars/${SHOWCASE.newCar}/pdf`), viaHost)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${SHOWCASE.newCar}.pdf"`)
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const missing = await request.get(local('/cars/no-such-car/pdf'), viaHost)
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({ message: 'No such vehicle on this site' })
    const delivery = await request.get(local(`/api/delivery-estimate?car=${SHOWCASE.newCar}&postcode=`), viaHost)
    expect(delivery.status()).toBe(400)
    expect(await delivery.json()).toEqual({ message: 'Please enter a postcode.' })
  })
})
