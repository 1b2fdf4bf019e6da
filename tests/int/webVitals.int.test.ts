/**
 * Field Core Web Vitals against real PostgreSQL: batches posted to POST /api/events (the route's
 * handler) are counted per site, page kind and day in `web_vital_counts`, and the dashboard's 75th
 * percentile matches the nearest-rank p75 worked out by hand below.
 *
 * The hand-computed sets: each set's 75th percentile (the value at rank ceil(0.75 n) of the sorted
 * values) lies on a bucket edge of site/rules/webVitals.ts, so the bucketed figure equals the exact
 * one; the other values of a set fall anywhere in their buckets.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebVitalsDashboard } from '../../admin/analytics/WebVitalsDashboard'
import { recordEvents } from '../../site/analytics/recordEvents'
import { vitalsBySiteAndKind, vitalsWindowStart, type KindVitals } from '../../site/analytics/webVitalCounts'
import { parseSiteConfig } from '../../site/config/siteConfig'
import { getPayloadClient } from '../../site/payload'
import { dayOf } from '../../site/rules/leadDashboard'
import type { VitalMetric } from '../../site/rules/webVitals'
import type { Queryable } from '../../site/search/queryable'
import { resolveSiteForRequest } from '../../site/tenancy/resolveSite'
import type { SiteView } from '../../site/tenancy/siteView'
import { buildWorld, type World } from './setup/fixtures'

const OPEN = { limit: 100_000, windowSeconds: 600 }
let payload: Payload
let pool: Queryable
let world: World
const hostOf = (slug: string) => `${slug}.localhost:3000`

type Vital = { metric: VitalMetric; value: number; path: string }

async function post(body: unknown, options: { host?: string; ip?: string; resolve?: (host: string) => Promise<SiteView | null> } = {}) {
  const request = new Request('http://localhost:3000/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': options.host ?? hostOf('site-vitals-a'), 'x-forwarded-for': options.ip ?? '10.7.0.1' },
    body: JSON.stringify(body),
  })
  const response = await recordEvents(request, { limit: OPEN, resolve: options.resolve })
  return { status: response.status, json: (await response.json()) as { message?: string; path?: string; recorded?: number } }
}

/** Posts vitals as browsers do: at most 8 a batch, each batch from its own visitor, a page view beside them. */
async function postVitals(vitals: Vital[], host?: string) {
  for (let i = 0; i < vitals.length; i += 8) {
    const events = [{ event: 'page-view', path: vitals[i]!.path }, ...vitals.slice(i, i + 8).map((v) => ({ event: 'web-vital', ...v }))]
    const { status } = await post({ events }, { host, ip: `10.7.1.${i + 1}` })
    expect(status).toBe(202)
  }
}

const of = (metric: VitalMetric, path: string, values: number[]): Vital[] => values.map((value) => ({ metric, value, path }))

// Vehicle pages (two cars: one kind).
// LCP, 8 loads, rank 6: 900 1200 1500.5 1800 2100 [2400] 2600 3000 → 2,400 ms, good
const LCP_VEHICLE = [1500.5, 2600, 900, 2400, 3000, 1200, 2100, 1800]
// INP, 12 loads, rank 9: 16 24 40 48 72 96 104 136 [200] 232 264 512 → 200 ms, good (at the threshold)
const INP_VEHICLE = [16, 40, 48, 72, 104, 136, 200, 232, 264, 512, 96, 24]
// CLS, 8 loads, rank 6: 0 0.01 0.02 0.05 0.081 [0.1] 0.12 0.3 → 0.10, good
const CLS_VEHICLE = [0, 0.01, 0.3, 0.12, 0.081, 0.1, 0.02, 0.05]
// TTFB, 8 loads, rank 6: 300 450 600 700.2 900 [1000] 1200 2000 → 1,000 ms, needs improvement
const TTFB_VEHICLE = [300, 450, 600, 700.2, 900, 1000, 1200, 2000]
// Home: LCP, 4 loads, rank 3: 2000 3000 [4200] 5000 → 4,200 ms, poor; CLS 5 loads, rank 4: 0 0 0.02 [0.26] 0.4 → poor
const LCP_HOME = [3000, 4200, 5000, 2000]
const CLS_HOME = [0.02, 0, 0.4, 0.26, 0]

beforeAll(async () => {
  payload = await getPayloadClient()
  pool = (payload.db as unknown as PostgresAdapter).pool as unknown as Queryable
  world = await buildWorld(payload, 'vitals')
  await postVitals([...of('LCP', '/cars/shown-vitals-a', LCP_VEHICLE.slice(0, 4)), ...of('LCP', '/cars/another-car', LCP_VEHICLE.slice(4))])
  await postVitals([...of('INP', '/cars/shown-vitals-a', INP_VEHICLE), ...of('CLS', '/cars/shown-vitals-a/', CLS_VEHICLE), ...of('TTFB', '/cars/shown-vitals-a?from=search', TTFB_VEHICLE)])
  await postVitals([...of('LCP', '/', LCP_HOME), ...of('CLS', '/', CLS_HOME)])
})

afterAll(async () => {
  await pool.query('delete from web_vital_counts where site_id = any($1::int[])', [[world.a.siteId, world.b.siteId]])
})

const kindOf = (figures: KindVitals[], kind: string) => figures.find((f) => f.pageKind === kind)
const figuresOfA = () => vitalsBySiteAndKind(pool, [world.a.siteId], vitalsWindowStart(new Date()))

describe('web vitals through POST /api/events', () => {
  it('stores each vital in its bucket per site, page kind and day', async () => {
    const { rows } = await pool.query(
      `select bucket, count from web_vital_counts where site_id = $1 and day = $2::date and page_kind = 'vehicle' and metric = 'LCP' order by bucket`,
      [world.a.siteId, dayOf(new Date())],
    )
    // 1500.5 rounds up into the 1,550 bucket; the others are edges
    expect(rows.map((r) => [Number(r.bucket), Number(r.count)])).toEqual([[900, 1], [1200, 1], [1550, 1], [1800, 1], [2100, 1], [2400, 1], [2600, 1], [3000, 1]])
    const kinds = await pool.query('select distinct page_kind from web_vital_counts where site_id = $1 order by 1', [world.a.siteId])
    expect(kinds.rows.map((r) => r.page_kind)).toEqual(['home', 'vehicle'])
    expect((await pool.query('select count(*)::int as n from web_vital_counts where site_id = $1', [world.b.siteId])).rows[0]?.n).toBe(0)
  })

  it('gives the hand-computed 75th percentiles and Google’s ratings per page kind', async () => {
    const figures = await figuresOfA()
    expect(figures.map((f) => f.pageKind).sort()).toEqual(['home', 'vehicle'])
    expect(kindOf(figures, 'vehicle')?.vitals).toEqual([
      { metric: 'LCP', count: 8, p75: 2400, rating: 'good', atTop: false },
      { metric: 'INP', count: 12, p75: 200, rating: 'good', atTop: false },
      { metric: 'CLS', count: 8, p75: 0.1, rating: 'good', atTop: false },
      { metric: 'TTFB', count: 8, p75: 1000, rating: 'needs-improvement', atTop: false },
    ])
    expect(kindOf(figures, 'home')?.vitals).toEqual([
      { metric: 'LCP', count: 4, p75: 4200, rating: 'poor', atTop: false },
      { metric: 'INP', count: 0, p75: null, rating: null, atTop: false },
      { metric: 'CLS', count: 5, p75: 0.26, rating: 'poor', atTop: false },
      { metric: 'TTFB', count: 0, p75: null, rating: null, atTop: false },
    ])
    expect(await vitalsBySiteAndKind(pool, [world.b.siteId], vitalsWindowStart(new Date()))).toEqual([])
  })

  it('reads the last 28 days only', async () => {
    const now = new Date()
    const first = vitalsWindowStart(now)
    const before = dayOf(new Date(now.getTime() - 28 * 86_400_000))
    // a blog kind: 1 load on the window's first day, 100 slow ones the day before it
    await pool.query(
      `insert into web_vital_counts (site_id, day, page_kind, metric, bucket, count) values ($1, $2::date, 'blog', 'LCP', 1000, 1), ($1, $3::date, 'blog', 'LCP', 9000, 100)`,
      [world.a.siteId, first, before],
    )
    expect(kindOf(await figuresOfA(), 'blog')?.vitals[0]).toEqual({ metric: 'LCP', count: 1, p75: 1000, rating: 'good', atTop: false })
    await pool.query(`delete from web_vital_counts where site_id = $1 and page_kind = 'blog'`, [world.a.siteId])
  })

  it('adds concurrent batches up, not over each other', async () => {
    const events = [{ event: 'web-vital', path: '/my-garage', metric: 'TTFB', value: 95 }]
    await Promise.all(Array.from({ length: 10 }, (_, i) => post({ events }, { ip: `10.7.2.${i + 1}` })))
    expect(kindOf(await figuresOfA(), 'my-garage')?.vitals[3]).toEqual({ metric: 'TTFB', count: 10, p75: 100, rating: 'good', atTop: false })
    await pool.query(`delete from web_vital_counts where site_id = $1 and page_kind = 'my-garage'`, [world.a.siteId])
  })

  it.each([
    ['an unknown metric', [{ event: 'web-vital', path: '/', metric: 'FID', value: 10 }], { message: 'Metric must be one of LCP, INP, CLS, TTFB', path: 'events.0.metric' }],
    ['a negative value', [{ event: 'page-view', path: '/' }, { event: 'web-vital', path: '/', metric: 'LCP', value: -1 }], { message: 'Value must not be negative', path: 'events.1.value' }],
    ['nine vitals', Array.from({ length: 9 }, () => ({ event: 'web-vital', path: '/', metric: 'CLS', value: 0 })), { message: 'At most 8 web vitals per batch', path: 'events' }],
  ])('answers %s with 400, a message and the path, and stores nothing of the batch', async (_, events, error) => {
    const { rows: [before] } = await pool.query('select coalesce(sum(count), 0)::int as n from web_vital_counts where site_id = $1', [world.a.siteId])
    const response = await post({ events })
    expect(response).toEqual({ status: 400, json: error })
    const { rows: [after] } = await pool.query('select coalesce(sum(count), 0)::int as n from web_vital_counts where site_id = $1', [world.a.siteId])
    expect(after?.n).toBe(before?.n)
  })

  it('stores nothing for a site that samples no page loads, whatever a browser sends', async () => {
    const resolve = async (host: string) => {
      const site = await resolveSiteForRequest(host)
      return site && { ...site, config: parseSiteConfig({ analytics: { webVitalsSampleRate: 0 } }) }
    }
    const { status } = await post({ events: [{ event: 'web-vital', path: '/', metric: 'LCP', value: 100 }] }, { host: hostOf('site-vitals-b'), resolve })
    expect(status).toBe(202)
    expect(await vitalsBySiteAndKind(pool, [world.b.siteId], vitalsWindowStart(new Date()))).toEqual([])
  })
})

describe('the Core Web Vitals dashboard panel', () => {
  const user = async (email: string) => (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs[0]
  const html = async (email: string) => renderToStaticMarkup((await WebVitalsDashboard({ payload, user: { ...(await user(email)), collection: 'users' } as never })) ?? null)
  const rowOf = (markup: string, site: string, kind: string) => new RegExp(`<tr data-site="${site}" data-page-kind="${kind}">(.*?)</tr>`).exec(markup)?.[1] ?? ''

  it('shows a dealer their own sites’ figures per page kind, with each rating in words', async () => {
    const markup = await html(world.a.editorEmail)
    expect(markup).toContain('<caption style="text-align:left">Core Web Vitals at the 75th percentile, last 28 days</caption>')
    expect(markup).toContain('<th scope="col"><abbr title="Interaction to Next Paint">INP</abbr></th>')
    const vehicle = rowOf(markup, 'site-vitals-a', 'vehicle')
    expect(vehicle).toContain('<th scope="row">Site vitals-a</th><th scope="row">Vehicle page</th><td>12</td>')
    expect(vehicle).toContain('<td data-metric="LCP" data-rating="good">2,400 ms: Good</td>')
    expect(vehicle).toContain('<td data-metric="INP" data-rating="good">200 ms: Good</td>')
    expect(vehicle).toContain('<td data-metric="CLS" data-rating="good">0.10: Good</td>')
    expect(vehicle).toContain('<td data-metric="TTFB" data-rating="needs-improvement">1,000 ms: Needs improvement</td>')
    expect(vehicle).toMatch(/<td>Pass<\/td>$/)
    const home = rowOf(markup, 'site-vitals-a', 'home')
    expect(home).toContain('<td data-metric="LCP" data-rating="poor">4,200 ms: Poor</td>')
    expect(home).toContain('<td data-metric="INP">No data</td>')
    expect(home).toMatch(/<td>Fail<\/td>$/)
    // home comes before vehicle pages
    expect(markup.indexOf('data-page-kind="home"')).toBeLessThan(markup.indexOf('data-page-kind="vehicle"'))
  })

  it('shows another site’s dealer none of them, platform staff every site’s', async () => {
    const other = await html(world.b.editorEmail)
    expect(other).toContain('No page loads measured in the last 28 days yet.')
    expect(other).not.toContain('site-vitals-a')
    expect(rowOf(await html(world.staffEmail), 'site-vitals-a', 'vehicle')).toContain('2,400 ms: Good')
    expect(await WebVitalsDashboard({ payload, user: null })).toBeNull()
  })
})
