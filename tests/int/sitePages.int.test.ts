/**
 * The informational and payment pages against real PostgreSQL (site/pages/loadSitePages.ts): which
 * pages a site has from its settings and data, and the signed-in shopper's online payments
 * (site/shoppers/loadOnlinePayments.ts), only theirs, only this site's, only those paid online.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSitePages, siteTakesOnlinePayment } from '../../site/pages/loadSitePages'
import { getPayloadClient } from '../../site/payload'
import { findSession, sessionTokenFrom } from '../../site/shoppers/session'
import { loadOnlinePayments } from '../../site/shoppers/loadOnlinePayments'
import { resolveSite } from '../../site/tenancy/resolveSite'
import type { SiteView } from '../../site/tenancy/siteView'
import { buildWorld, type World } from './setup/fixtures'
import { verifiedCookie } from './setup/verifiedShopper'

const context = { disableRevalidate: true }
let payload: Payload
let world: World
let seq = 0
const hostA = 'site-pages-a.localhost:3000'
const hostB = 'site-pages-b.localhost:3000'
const site = async (host = hostA): Promise<SiteView> => (await resolveSite(host))!

async function setConfig(siteId: number, config: Record<string, unknown>) {
  await payload.update({ collection: 'sites', id: siteId, context, overrideAccess: true, data: { config } })
}

beforeAll(async () => {
  payload = await getPayloadClient()
  world = await buildWorld(payload, 'pages')
})

describe('loadSitePages', () => {
  it('a site with one location, one make and no payment online has the finance and insurance page only', async () => {
    expect(await loadSitePages(await site())).toEqual({ dealerLocator: false, brands: false, financeAndInsurance: true, onlinePayment: false, spinToWin: false })
  })

  it('a second location, two franchises and a published Spin to Win page add their pages; the settings take them away', async () => {
    await payload.create({ collection: 'locations', context, data: { name: 'Second yard', slug: 'pages-second', dealership: world.a.dealershipId, visible: true, manufacturers: ['Toyota', 'Kia'], address: { state: 'vic' } } as never })
    await payload.create({ collection: 'pages', context, draft: false, data: { site: world.a.siteId, title: 'Spin', path: '/spin-to-win', kind: 'custom', layout: { root: { props: {} }, content: [] }, _status: 'published' } as never })
    expect(await loadSitePages(await site())).toMatchObject({ dealerLocator: true, brands: true, spinToWin: true })
    await setConfig(world.a.siteId, { pages: { dealerLocator: false, brands: false, financeAndInsurance: false }, vehiclePage: { detailTabs: { protectYourCar: '' } } })
    expect(await loadSitePages(await site())).toMatchObject({ dealerLocator: false, brands: false, financeAndInsurance: false, spinToWin: true })
    // the other site has none of site a's data
    expect(await loadSitePages(await site(hostB))).toMatchObject({ dealerLocator: false, brands: false, spinToWin: false })
  })

  it('takes money online only with a payment flow and a provider that charges online', async () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_pages' }
    expect(siteTakesOnlinePayment(await site(hostB), stripe)).toBe(false)
    await setConfig(world.b.siteId, { checkout: { enabled: true } })
    expect(siteTakesOnlinePayment(await site(hostB), stripe)).toBe(true)
    // paying at the dealership is not an online payment
    expect(siteTakesOnlinePayment(await site(hostB), {})).toBe(false)
    await setConfig(world.b.siteId, { checkout: { enabled: true, reserveAmount: 0 } })
    expect(siteTakesOnlinePayment(await site(hostB), stripe)).toBe(false)
  })
})

describe('loadOnlinePayments', () => {
  async function reservation(siteFixture = world.a, data: Record<string, unknown>) {
    const n = ++seq
    const car = await payload.create({ collection: 'vehicles', context, data: { year: 2020, make: 'Mazda', model: 'CX-3', badge: 'Maxx', carType: 'used', status: 'in_stock', dealership: siteFixture.dealershipId, name: `Paid ${n}`, slug: `paid-car-${n}-${randomUUID().slice(0, 6)}`, stockNumber: `P-${n}`, showOnDealerWebsite: true } })
    return payload.create({
      collection: 'reservations',
      context,
      overrideAccess: true,
      data: { kind: 'reserve', status: 'completed', site: siteFixture.siteId, dealership: siteFixture.dealershipId, vehicle: car.id, firstName: 'Sam', email: 'sam@example.com', phone: '0400000000', amount: 50000, provider: 'stripe', publicToken: randomUUID(), ...data } as never,
    })
  }

  it('lists the shopper’s payments taken online on this site, newest first, with receipts; never another’s, another site’s or one paid at the dealership', async () => {
    const phone = '0455123456'
    const session = (await findSession(payload, sessionTokenFrom(await verifiedCookie(payload, hostA, phone)), world.a.siteId, new Date()))!
    const deposit = await reservation(world.a, { phone: '0455 123 456', status: 'held' })
    const purchase = await reservation(world.a, { kind: 'purchase', shopper: session.shopperId, phone: '0499999999', amount: 2_599_000 })
    await reservation(world.a, { phone, provider: 'local' })
    await reservation(world.a, { phone: '0455123457' })
    await reservation(world.b, { phone })
    const payments = await loadOnlinePayments(payload, await site(), session)
    expect(payments.map((p) => p.id).sort()).toEqual([deposit.id, purchase.id].sort())
    const byId = new Map(payments.map((p) => [p.id, p]))
    expect(byId.get(deposit.id)).toMatchObject({ kindLabel: 'Refundable deposit', amount: '$500', statusText: 'Paid: the car is held for you', vehicle: '2020 Mazda CX-3 Maxx' })
    expect(byId.get(deposit.id)!.receiptPath).toMatch(/^\/cars\/paid-car-[^/]+\/checkout\/confirmation\?reservation=/)
    expect(byId.get(purchase.id)).toMatchObject({ kindLabel: 'Online purchase', amount: '$25,990', statusText: 'Paid: sale completed' })
    expect(byId.get(purchase.id)!.receiptPath).toMatch(/^\/checkout-journey\/confirmation\?order=/)
  })
})
