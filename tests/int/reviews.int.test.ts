/**
 * Reviews (issue 15 item 4) from the outside: anonymous visitors, another site's editor and the
 * site's own editor through REST and GraphQL (reading, changing, creating in and moving into
 * another tenant), the summaries kept from real reviews, what a site shows (loadReviews), and the
 * Google Business Profile adapter importing from a local HTTP server.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { importReviews } from '../../site/reviews/importReviews'
import { loadReviews } from '../../site/reviews/loadReviews'
import { adminReviewsProvider, googleReviewsProvider } from '../../site/reviews/providers'
import { loadSiteView } from '../../site/tenancy/resolveSite'
import { graphql, login, rest } from './setup/api'
import { buildWorld, PASSWORD, type World } from './setup/fixtures'
import { allowOutbound } from './setup/outboundAllow'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let tokens: { editorA: string; editorB: string; staff: string }
const ids = { publishedA: 0, unpublishedA: 0, publishedB: 0 }
const context = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()
const relId = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)
const denied = (status: number) => expect([401, 403, 404]).toContain(status)
const docIds = (json: { docs?: Array<{ id: number }> }) => (json.docs ?? []).map((d) => d.id).sort((x, y) => x - y)
const review = (dealership: number, location: number | null, over: Record<string, unknown> = {}) => ({ dealership, location, customerName: 'Ann', rating: 5, text: 'Great', reviewDate: ago(3), ...over })

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'reviews')
  const create = (data: ReturnType<typeof review>) => payload.create({ collection: 'reviews', context, data: data as never }).then((d) => d.id)
  ids.publishedA = await create(review(world.a.dealershipId, world.a.locationId, { customerName: 'Published A', rating: 4 }))
  ids.unpublishedA = await create(review(world.a.dealershipId, world.a.locationId, { customerName: 'Unpublished A', published: false }))
  ids.publishedB = await create(review(world.b.dealershipId, world.b.locationId, { customerName: 'Published B' }))
  tokens = { editorA: await login(world.a.editorEmail, PASSWORD), editorB: await login(world.b.editorEmail, PASSWORD), staff: await login(world.staffEmail, PASSWORD) }
})

describe('anonymous visitor', () => {
  it('reads published reviews only (REST and GraphQL)', async () => {
    const list = await rest('GET', `/reviews?limit=100&where[dealership][equals]=${world.a.dealershipId}`)
    expect(list.status).toBe(200)
    expect(docIds(list.json)).toEqual([ids.publishedA])
    denied((await rest('GET', `/reviews/${ids.unpublishedA}`)).status)
    // GraphQL is for signed-in callers only (site/graphql/gate.ts): an anonymous query gets no review at all.
    const gql = await graphql(`{ Reviews(where: { dealership: { equals: ${world.a.dealershipId} } }) { docs { id customerName } } }`)
    expect(gql.json.errors?.[0]?.extensions?.statusCode, JSON.stringify(gql.json)).toBe(401)
    expect(JSON.stringify(gql.json)).not.toContain('Unpublished A')
  })

  it('writes nothing', async () => {
    denied((await rest('POST', '/reviews', { body: review(world.a.dealershipId, null, { customerName: 'planted-anon' }) })).status)
    denied((await rest('PATCH', `/reviews/${ids.publishedA}`, { body: { rating: 1 } })).status)
    denied((await rest('DELETE', `/reviews/${ids.publishedA}`)).status)
    const gql = await graphql(`mutation { updateReview(id: ${ids.publishedA}, data: { rating: 1 }) { id } }`)
    expect(gql.json.errors?.[0], JSON.stringify(gql.json)).toBeDefined()
    expect((await payload.findByID({ collection: 'reviews', id: ids.publishedA })).rating).toBe(4)
  })
})

describe("another site's editor", () => {
  it("cannot read site A's unpublished review nor change or delete its reviews (REST)", async () => {
    denied((await rest('GET', `/reviews/${ids.unpublishedA}`, { token: tokens.editorB })).status)
    const list = await rest('GET', `/reviews?limit=100&where[dealership][equals]=${world.a.dealershipId}`, { token: tokens.editorB })
    expect(docIds(list.json)).toEqual([ids.publishedA])
    denied((await rest('PATCH', `/reviews/${ids.publishedA}`, { token: tokens.editorB, body: { rating: 1 } })).status)
    denied((await rest('DELETE', `/reviews/${ids.publishedA}`, { token: tokens.editorB })).status)
    expect((await payload.findByID({ collection: 'reviews', id: ids.publishedA })).rating).toBe(4)
  })

  it('nor through GraphQL', async () => {
    const read = await graphql(`{ Review(id: ${ids.unpublishedA}) { id } }`, { token: tokens.editorB })
    expect(read.json.data?.Review ?? null).toBeNull()
    for (const mutation of [`updateReview(id: ${ids.publishedA}, data: { replyText: "Hacked" })`, `deleteReview(id: ${ids.publishedA})`]) {
      const response = await graphql(`mutation { ${mutation} { id } }`, { token: tokens.editorB })
      expect(response.json.errors?.[0], JSON.stringify(response.json)).toBeDefined()
    }
    expect((await payload.findByID({ collection: 'reviews', id: ids.publishedA })).replyText ?? null).toBeNull()
  })
})

describe("the site's own editor", () => {
  it('sees their unpublished review, replies, and enters a new one', async () => {
    expect((await rest('GET', `/reviews/${ids.unpublishedA}`, { token: tokens.editorA })).status).toBe(200)
    const reply = await graphql(`mutation { updateReview(id: ${ids.publishedA}, data: { replyText: "Thanks Ann" }) { replyText } }`, { token: tokens.editorA })
    expect(reply.json.data?.updateReview?.replyText, JSON.stringify(reply.json)).toBe('Thanks Ann')
    const created = await rest('POST', '/reviews', { token: tokens.editorA, body: review(world.a.dealershipId, world.a.locationId, { customerName: 'Entered by A' }) })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    await payload.delete({ collection: 'reviews', id: created.json.doc.id, context })
  })

  it('gets field-level errors for bad input, and nothing is written', async () => {
    const bad = await rest('POST', '/reviews', { token: tokens.editorA, body: review(world.a.dealershipId, world.a.locationId, { customerName: 'Bad', rating: 4.5, reviewDate: '2999-01-01T00:00:00.000Z' }) })
    expect(bad.status).toBe(400)
    const paths = (bad.json.errors[0].data?.errors ?? []).map((e: { path: string }) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['rating', 'reviewDate']))
    const missing = await rest('POST', '/reviews', { token: tokens.editorA, body: { dealership: world.a.dealershipId } })
    expect(missing.status).toBe(400)
    expect((missing.json.errors[0].data?.errors ?? []).map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['customerName', 'rating', 'reviewDate']))
    expect((await payload.count({ collection: 'reviews', where: { customerName: { equals: 'Bad' } } })).totalDocs).toBe(0)
  })
})

describe('creating in or moving into another tenant is refused', () => {
  afterEach(async () => {
    await payload.update({ collection: 'reviews', id: ids.publishedA, data: { dealership: world.a.dealershipId, location: world.a.locationId }, context })
  })

  const unmoved = async () => {
    const doc = await payload.findByID({ collection: 'reviews', id: ids.publishedA, depth: 0 })
    expect([relId(doc.dealership), relId(doc.location)]).toEqual([world.a.dealershipId, world.a.locationId])
  }

  it('REST', async () => {
    for (const body of [{ dealership: world.b.dealershipId, location: world.b.locationId }, { location: world.b.locationId }, { dealership: world.b.dealershipId, location: null }]) {
      const response = await rest('PATCH', `/reviews/${ids.publishedA}`, { token: tokens.editorA, body })
      expect(response.status, JSON.stringify(response.json)).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
    const planted = await rest('POST', '/reviews', { token: tokens.editorA, body: review(world.b.dealershipId, world.b.locationId, { customerName: 'planted-in-b' }) })
    expect(planted.status).toBe(400)
    expect(JSON.stringify(planted.json)).toMatch(/own dealerships/)
    expect((await payload.count({ collection: 'reviews', where: { customerName: { equals: 'planted-in-b' } } })).totalDocs).toBe(0)
    await unmoved()
  })

  it('GraphQL', async () => {
    for (const mutation of [`updateReview(id: ${ids.publishedA}, data: { dealership: ${world.b.dealershipId} })`, `updateReview(id: ${ids.publishedA}, data: { location: ${world.b.locationId} })`, `createReview(data: { dealership: ${world.b.dealershipId}, customerName: "planted-gql", rating: 5, reviewDate: "${ago(1)}", source: admin })`]) {
      const response = await graphql(`mutation { ${mutation} { id } }`, { token: tokens.editorA })
      const error = response.json.errors?.[0]
      expect(error, JSON.stringify(response.json)).toBeDefined()
      expect(error.extensions?.statusCode, JSON.stringify(response.json)).toBeGreaterThanOrEqual(400)
      expect(error.extensions.statusCode).toBeLessThan(500)
    }
    expect((await payload.count({ collection: 'reviews', where: { customerName: { equals: 'planted-gql' } } })).totalDocs).toBe(0)
    await unmoved()
  })

  it("a location of another dealership than the review's is refused, even for platform staff", async () => {
    const other = await payload.create({ collection: 'dealerships', context, data: { name: 'Other of A', slug: 'reviews-other-a' } })
    const otherLocation = await payload.create({ collection: 'locations', context, data: { name: 'Other yard', slug: 'reviews-other-yard', dealership: other.id } })
    const response = await rest('POST', '/reviews', { token: tokens.staff, body: review(world.a.dealershipId, otherLocation.id, { customerName: 'Mismatch' }) })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toMatch(/location of the review's dealership/)
  })
})

describe('summaries and what a site shows', () => {
  it("the location's and dealership's stored summaries follow the published reviews", async () => {
    const summary = async () => (await payload.findByID({ collection: 'locations', id: world.a.locationId, depth: 0 })).reviews
    const created = await payload.create({ collection: 'reviews', data: review(world.a.dealershipId, world.a.locationId, { customerName: 'Summary', rating: 5 }) as never })
    expect(await summary()).toMatchObject({ averageRating: 4.5, count: 2 })
    await payload.update({ collection: 'reviews', id: created.id, data: { published: false } })
    expect(await summary()).toMatchObject({ averageRating: 4, count: 1 })
    await payload.delete({ collection: 'reviews', id: created.id })
    expect(await summary()).toMatchObject({ averageRating: 4, count: 1 })
    expect((await payload.findByID({ collection: 'dealerships', id: world.a.dealershipId, depth: 0 })).reviews).toMatchObject({ averageRating: 4, count: 1 })
  })

  it("loadReviews gives a site its own dealerships' published reviews, minus hidden titles, and nothing when reviews are hidden", async () => {
    const site = await loadSiteView(world.a.siteId)
    expect(site).not.toBeNull()
    const shown = await loadReviews(site!)
    expect(shown.reviews.map((r) => r.customerName)).toEqual(['Published A'])
    expect(shown.summary).toEqual({ averageRating: 4, count: 1 })
    const hiddenByTitle = { ...site!, config: { ...site!.config, reviews: { ...site!.config.reviews, hiddenTitles: ['published a'] } } }
    expect((await loadReviews(hiddenByTitle)).reviews).toEqual([])
    const hidden = { ...site!, config: { ...site!.config, reviews: { ...site!.config.reviews, hidden: true } } }
    expect((await loadReviews(hidden)).summary).toEqual({ averageRating: null, count: 0 })
    expect((await loadReviews(site!, { locationId: world.b.locationId })).reviews).toEqual([])
  })
})

describe('ReviewsProvider', () => {
  let server: http.Server
  let base = ''
  let disallow = () => {}
  const seen: Array<{ url: string; auth: string | undefined }> = []
  const RESOURCE = 'accounts/111/locations/222'
  const pages: Record<string, unknown> = {
    first: {
      reviews: [
        { reviewId: 'g-1', reviewer: { displayName: 'Grace G.' }, starRating: 'FIVE', comment: 'Superb', createTime: '2026-10-01T01:00:00Z', reviewReply: { comment: 'Thanks Grace', updateTime: '2026-10-02T01:00:00Z' } },
        { reviewId: 'g-2', reviewer: { isAnonymous: true }, starRating: 'THREE', createTime: '2026-09-01T01:00:00Z' },
        { reviewId: 'g-bad', starRating: 'STAR_RATING_UNSPECIFIED', createTime: '2026-09-01T01:00:00Z' },
      ],
      nextPageToken: 'p2',
    },
    p2: { reviews: [{ reviewId: 'g-3', reviewer: { displayName: 'Hugo H.' }, starRating: 'FOUR', comment: 'Good', createTime: '2026-08-01T01:00:00Z' }] },
  }

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization })
      const url = new URL(req.url ?? '/', 'http://x')
      if (req.headers.authorization !== 'Bearer test-token') return void res.writeHead(401).end('{}')
      if (url.pathname !== `/v4/${RESOURCE}/reviews`) return void res.writeHead(404).end('{}')
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(pages[url.searchParams.get('pageToken') ?? 'first']))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v4`
    disallow = allowOutbound(base)
    await payload.update({ collection: 'locations', id: world.b.locationId, data: { googleBusinessLocation: RESOURCE }, context })
  })

  afterAll(async () => {
    disallow()
    await new Promise((resolve) => server.close(resolve))
  })

  it('the Google adapter reads every page with the bearer token and maps the reviews', async () => {
    const reviews = await googleReviewsProvider({ baseUrl: base, accessToken: 'test-token' }).listLocationReviews(RESOURCE)
    expect(reviews).toEqual([
      { externalId: 'g-1', customerName: 'Grace G.', rating: 5, text: 'Superb', reviewDate: '2026-10-01T01:00:00.000Z', replyText: 'Thanks Grace', replyDate: '2026-10-02T01:00:00.000Z' },
      { externalId: 'g-2', customerName: 'A Google user', rating: 3, text: null, reviewDate: '2026-09-01T01:00:00.000Z', replyText: null, replyDate: null },
      { externalId: 'g-3', customerName: 'Hugo H.', rating: 4, text: 'Good', reviewDate: '2026-08-01T01:00:00.000Z', replyText: null, replyDate: null },
    ])
    expect(seen.at(-1)?.url).toContain('pageToken=p2')
  })

  it('a refused token or a bad resource is an error, not an empty list', async () => {
    await expect(googleReviewsProvider({ baseUrl: base, accessToken: 'wrong' }).listLocationReviews(RESOURCE)).rejects.toThrow(/answered 401/)
    await expect(googleReviewsProvider({ baseUrl: base, accessToken: 'test-token' }).listLocationReviews('../../etc')).rejects.toThrow(/Not a Google Business Profile location/)
  })

  it('importReviews stores them on the location, updates them in place on the next run, and keeps an unpublish', async () => {
    const provider = googleReviewsProvider({ baseUrl: base, accessToken: 'test-token' })
    expect(await importReviews(payload, provider)).toMatchObject({ provider: 'google', locations: 1, created: 3, updated: 0 })
    const stored = await payload.find({ collection: 'reviews', where: { source: { equals: 'google' } }, depth: 0, sort: 'externalId' })
    expect(stored.docs.map((d) => [d.externalId, relId(d.dealership), relId(d.location)])).toEqual([['g-1', world.b.dealershipId, world.b.locationId], ['g-2', world.b.dealershipId, world.b.locationId], ['g-3', world.b.dealershipId, world.b.locationId]])
    await payload.update({ collection: 'reviews', id: stored.docs[1]!.id, data: { published: false }, context })
    expect(await importReviews(payload, provider)).toMatchObject({ created: 0, updated: 3 })
    expect((await payload.findByID({ collection: 'reviews', id: stored.docs[1]!.id })).published).toBe(false)
    // Summary of site B's location: Published B (5), g-1 (5), g-3 (4); g-2 unpublished.
    expect((await payload.findByID({ collection: 'locations', id: world.b.locationId, depth: 0 })).reviews).toMatchObject({ averageRating: 4.7, count: 3 })
  })

  it('the admin default fetches nothing and says so', async () => {
    const report = await importReviews(payload, adminReviewsProvider)
    expect(report).toMatchObject({ provider: 'admin', created: 0, updated: 0 })
    expect(report.message).toMatch(/entered in the admin/)
  })
})
