/**
 * Server-side requests to URLs from data go only to public addresses (site/http/outboundFetch.ts):
 * a feed photo on a loopback listener is not fetched for the vehicle PDF, which still renders; a
 * dealer's webhook on loopback or the metadata address is refused without a request, and so is a
 * redirect to loopback; the error a dealer editor sees names no address or port.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runLeadJobs } from '@/site/leads/delivery'
import { submitLead, type LeadLimits } from '@/site/leads/submitLead'
import { getPayloadClient } from '@/site/payload'
import { pdfResponse } from '@/site/vehicles/pdf/pdfResponse'
import { buildWorld, type World } from './setup/fixtures'
import { allowOutbound } from './setup/outboundAllow'

const context = { disableRevalidate: true }
const OPEN: LeadLimits = { ip: { limit: 10_000, windowSeconds: 600 }, contact: { limit: 10_000, windowSeconds: 600 }, reveal: { limit: 10_000, windowSeconds: 600 } }

type Listener = { url: string; requests: string[]; close: () => Promise<void> }

/** Records every request; answers a JPEG, or a redirect to `?to=`. */
async function listener(): Promise<Listener> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).jpeg().toBuffer()
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    req.resume()
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')
    if (to) return void res.writeHead(302, { location: to }).end()
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, requests, close: () => (server.closeAllConnections(), new Promise((resolve) => server.close(() => resolve()))) }
}

let payload: Payload
let world: World
let inside: Listener
let redirector: Listener
const host = () => `site-ssrf-a.localhost`

beforeAll(async () => {
  payload = await getPayloadClient()
  _internal_jobSystemGlobals.shouldAutoRun = false
  world = await buildWorld(payload, 'ssrf')
  inside = await listener()
  redirector = await listener()
})

afterAll(async () => {
  _internal_resetJobSystemGlobals()
  await inside.close()
  await redirector.close()
})

const imagesIn = async (reply: Response) => {
  const pdf = await PDFDocument.load(new Uint8Array(await reply.arrayBuffer()))
  return pdf.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length
}

describe('the vehicle PDF', () => {
  // The first picture is the one printed; the others make the car listable (the site's photo threshold).
  const photo = (url: string) => payload.update({ collection: 'vehicles', id: world.a.vehicleId, context, data: { images: [{ url }, ...['front', 'rear'].map((angle) => ({ url: `/demo-images/suv-1e3a8a-${angle}.webp` }))] } })

  it('does not fetch a feed photo on a loopback listener, and still renders without it', async () => {
    for (const url of [`${inside.url}/photo.jpg`, `${redirector.url}/r?to=${encodeURIComponent(`${inside.url}/photo.jpg`)}`, `http://2130706433:${new URL(inside.url).port}/photo.jpg`]) {
      await photo(url)
      const reply = await pdfResponse({ host: host(), slug: 'shown-ssrf-a' })
      expect(reply.status).toBe(200)
      expect(await imagesIn(reply)).toBe(0)
    }
    expect(inside.requests).toEqual([])
    expect(redirector.requests).toEqual([])
  })

  it('a photo host the operator allows is fetched and printed (the listener above would have been seen)', async () => {
    const disallow = allowOutbound(inside.url)
    try {
      await photo(`${inside.url}/allowed.jpg`)
      expect(await imagesIn(await pdfResponse({ host: host(), slug: 'shown-ssrf-a' }))).toBe(1)
      expect(inside.requests).toEqual(['GET /allowed.jpg'])
    } finally {
      disallow()
      inside.requests.length = 0
    }
  })
})

describe('the lead webhook', () => {
  async function deliverTo(webhookUrl: string) {
    await payload.update({ collection: 'dealerships', id: world.a.dealershipId, context, data: { leadDelivery: { webhookUrl, webhookSecret: 'ssrf-secret', format: 'json' } } })
    const body = { type: 'enquiry', idempotencyKey: randomUUID(), vehicle: world.a.vehicleId, firstName: 'Jo', lastName: 'Citizen', email: 'jo.ssrf@example.com', phone: '0412345678', message: 'Still there?' }
    const request = new Request('http://localhost:3000/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': `${host()}:3000`, 'x-forwarded-for': '10.0.0.9' }, body: JSON.stringify(body) })
    const { leadId } = (await (await submitLead(request, { limits: OPEN })).json()) as { leadId: number }
    await runLeadJobs(payload)
    const { docs } = await payload.find({ collection: 'lead-deliveries', where: { and: [{ lead: { equals: leadId } }, { channel: { equals: 'webhook' } }] }, depth: 0, overrideAccess: true })
    return docs[0]
  }

  it.each([
    ['loopback', () => `${inside.url}/hook`],
    ['loopback written in decimal', () => `http://2130706433:${new URL(inside.url).port}/hook`],
    ['IPv6-mapped loopback', () => `http://[::ffff:127.0.0.1]:${new URL(inside.url).port}/hook`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('a webhook on %s is refused without a request', async (_, url) => {
    expect(await deliverTo(url())).toMatchObject({ status: 'failed', attempts: 1, lastError: "The webhook's host is not a public internet address" })
    expect(inside.requests).toEqual([])
  })

  it('a redirect to loopback is refused at the hop, without a request to it', async () => {
    const disallow = allowOutbound(redirector.url)
    try {
      const delivery = await deliverTo(`${redirector.url}/hook?to=${encodeURIComponent(`${inside.url}/internal`)}`)
      expect(delivery).toMatchObject({ status: 'failed', lastError: "The webhook's host is not a public internet address" })
      expect(delivery?.lastError).not.toContain(new URL(inside.url).port)
      expect(redirector.requests).toHaveLength(1)
      expect(inside.requests).toEqual([])
    } finally {
      disallow()
    }
  })

  it("a connection error shows dealer editors no internal address or port", async () => {
    const closed = await listener()
    await closed.close()
    const disallow = allowOutbound(closed.url)
    try {
      expect(await deliverTo(`${closed.url}/hook`)).toMatchObject({ status: 'failed', lastError: "Could not connect to the webhook's host" })
    } finally {
      disallow()
    }
  })
})
