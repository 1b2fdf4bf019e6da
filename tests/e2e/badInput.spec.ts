/**
 * Against the built server: input that used to end in a 500 (security probe, 2026-11-28) gets a
 * clear answer. A Host whose port no URL can hold is a 400 naming the host (proxy.ts); a keyword
 * search longer than the search API takes still shows the search page, its query cut to 200
 * characters (site/rules/searchUrl.ts); a page to go back to that no Location header can carry is
 * replaced by the home page (site/reservations/flows.ts).
 */
import http from 'node:http'
import { BAD_HOST_MESSAGE } from '../../site/tenancy/hostHeader'
import { expect, PORT, siteUrl, test, viaLocalhost } from './fixtures'

/** A GET with exactly this Host header (fetch and Playwright set their own). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: Number(PORT), path, headers: { host } }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

for (const path of ['/', '/search/used-cars', '/admin/login']) {
  test(`a Host with port 99999 on ${path} is a 400 naming the host`, async () => {
    const answer = await getWithHost(path, 'localhost:99999')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ message: BAD_HOST_MESSAGE, errors: [{ path: 'host' }] })
  })
}

test('a keyword search longer than 200 characters shows the search page with the first 200', async ({ page }) => {
  const response = await page.goto(siteUrl('city-used-cars', `/search/used-cars?query=${'a'.repeat(250)}`))
  expect(response?.status()).toBe(200)
  await expect(page.locator('#query')).toHaveValue('a'.repeat(200))
})

test('a page to go back to with characters no Location header can carry sends the shopper home', async ({ request }) => {
  for (const back of ['/%E3%80%82', '/%7F']) {
    const { url, headers } = viaLocalhost(siteUrl('city-used-cars', `/api/reservations/cancel?back=${back}`))
    const answer = await request.get(url, { headers, maxRedirects: 0 })
    expect(answer.status(), back).toBeLessThan(500)
    if (answer.status() >= 300 && answer.status() < 400) expect(answer.headers().location, back).toMatch(/^(https?:\/\/[^/]+)?\/\?payment=cancelled$/)
  }
})
