/**
 * The delivery estimate API and the vehicle PDF download against real Postgres: regions come from
 * the car's dealership, another site's car is unknown, bad input gets a 400 JSON message.
 */
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { DELIVERY_EMPTY_POSTCODE_MESSAGE, DELIVERY_NO_ESTIMATE_MESSAGE } from '@/site/rules/delivery'
import { POSTCODE_MESSAGE } from '@/site/rules/postcode'
import { deliveryResponse } from '@/site/vehicles/delivery/deliveryResponse'
import { pdfResponse } from '@/site/vehicles/pdf/pdfResponse'
import { testPayload } from './setup/payload'

const context = { disableRevalidate: true }
const images = ['side', 'front', 'rear'].map((angle) => ({ url: `/demo-images/suv-1e3a8a-${angle}.webp` }))
let payload: Payload

async function siteWithCar(key: string, deliveryRegions: Array<{ name: string; postcodes: string; price: number }>) {
  const dealership = await payload.create({ collection: 'dealerships', context, data: { name: `Extras Dealer ${key}`, slug: `extras-dealer-${key}`, deliveryRegions } })
  const car = { year: 2023, make: 'Mazda', model: 'CX-5', badge: 'Akera', carType: 'used' as const, status: 'in_stock' as const, dealership: dealership.id, showOnDealerWebsite: true, images, price: 34990 }
  await payload.create({ collection: 'vehicles', context, data: { ...car, name: `Car ${key}`, slug: `extras-car-${key}`, stockNumber: `EX-${key}` } })
  await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: `Extras ${key}`, slug: `extras-${key}`, template: 'used-car', dealerships: [dealership.id] } })
  return { host: `extras-${key}.localhost`, slug: `extras-car-${key}` }
}

let a: { host: string; slug: string }
let b: { host: string; slug: string }
beforeAll(async () => {
  payload = await testPayload()
  a = await siteWithCar('a', [
    { name: 'Gold Coast', postcodes: '4208-4230', price: 250 },
    { name: 'Brisbane Metro', postcodes: '4000-4179, 4300-4305', price: 0 },
    { name: 'Regional Queensland', postcodes: '4180-4999', price: 1290 },
  ])
  b = await siteWithCar('b', [])
})

const estimate = async (host: string, query: Record<string, string>) => {
  const reply = await deliveryResponse(host, new URLSearchParams(query))
  return { status: reply.status, type: reply.headers.get('content-type'), body: (await reply.json()) as unknown }
}

describe('GET /api/delivery-estimate', () => {
  it.each<[Record<string, string>, number, unknown]>([
    [{ postcode: '4210' }, 200, { name: 'Gold Coast', price: 250 }],
    [{ postcode: '4000' }, 200, { name: 'Brisbane Metro', price: 0 }],
    [{ postcode: '4231' }, 200, { name: 'Regional Queensland', price: 1290 }],
    [{ postcode: ' 4305 ' }, 200, { name: 'Brisbane Metro', price: 0 }],
    [{ postcode: '2000' }, 404, { message: DELIVERY_NO_ESTIMATE_MESSAGE }],
    [{ postcode: '' }, 400, { message: DELIVERY_EMPTY_POSTCODE_MESSAGE }],
    [{}, 400, { message: DELIVERY_EMPTY_POSTCODE_MESSAGE }],
    [{ postcode: '42a0' }, 400, { message: POSTCODE_MESSAGE }],
    [{ postcode: '42100' }, 400, { message: POSTCODE_MESSAGE }],
  ])('site A car, %j → %i', async (query, status, body) => {
    const reply = await estimate(a.host, { car: a.slug, ...query })
    expect(reply).toEqual({ status, type: expect.stringContaining('application/json'), body })
  })

  it('needs the car and knows only the cars of the requesting site', async () => {
    expect(await estimate(a.host, { postcode: '4000' })).toMatchObject({ status: 400, body: { message: 'car is required (the vehicle slug)' } })
    expect(await estimate(a.host, { car: b.slug, postcode: '4000' })).toMatchObject({ status: 404, body: { message: 'No such vehicle on this site' } })
    expect(await estimate(a.host, { car: 'no-such-car', postcode: '4000' })).toMatchObject({ status: 404, body: { message: 'No such vehicle on this site' } })
    expect(await estimate('nobody.localhost', { car: a.slug, postcode: '4000' })).toMatchObject({ status: 404 })
  })

  it('has no estimate for a dealership without regions', async () => {
    expect(await estimate(b.host, { car: b.slug, postcode: '4000' })).toMatchObject({ status: 404, body: { message: DELIVERY_NO_ESTIMATE_MESSAGE } })
  })

  it('rejects unreadable postcode ranges when a region is saved', async () => {
    const error: unknown = await payload.create({ collection: 'dealerships', context, data: { name: 'Bad regions', slug: 'extras-bad', deliveryRegions: [{ name: 'X', postcodes: '4000-39', price: 1 }] } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ data: { errors: [{ path: 'deliveryRegions.0.postcodes', message: '"4000-39" is not a 4-digit postcode or a range such as 4000-4179.' }] } })
  })
})

describe('GET /cars/{slug}/pdf', () => {
  it('returns the vehicle PDF as an attachment', async () => {
    const reply = await pdfResponse({ host: encodeURIComponent(a.host), slug: a.slug })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('application/pdf')
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="${a.slug}.pdf"`)
    const bytes = new Uint8Array(await reply.arrayBuffer())
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)
    expect(pdf.getTitle()).toBe('2023 Mazda CX-5 Akera')
    expect(pdf.getSubject()).toBe(`http://${a.host}/cars/${a.slug}`)
    const images = pdf.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    expect(images).toHaveLength(1) // the car's first picture
  })

  it("answers 404 JSON for an unknown car and for another site's car", async () => {
    for (const slug of ['no-such-car', b.slug]) {
      const reply = await pdfResponse({ host: a.host, slug })
      expect(reply.status).toBe(404)
      expect(reply.headers.get('content-type')).toContain('application/json')
      expect(await reply.json()).toEqual({ message: 'No such vehicle on this site' })
    }
  })
})
