/**
 * The block registry: every block has its Puck config, a props schema and a component; its default
 * props pass the schema; it renders on the server with them against a real site; static blocks ship
 * no client JavaScript of their own (no 'use client' module in their import tree), while
 * interactive blocks do carry their island.
 */
import { streamHtml } from '../unit/components/render'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { blockNames } from '../../blocks/blockTypes'
import { registry } from '../../blocks/registry'
import { RenderLayout, renderBlock } from '../../blocks/RenderLayout'
import { vehicleTemplateLoaders } from '../../blocks/loaders/vehicle'
import type { RenderContext } from '../../blocks/types'
import { validateLayout } from '../../blocks/validateLayout'
import { seededRandom } from '../../scripts/seed/random'
import { insertBatch } from '../../scripts/seed/seedVehicles'
import { generateVehicle } from '../../scripts/seed/vehicles'
import { loadSiteView } from '../../site/tenancy/resolveSite'
import { pageModel } from '../../site/vehicles/pageModel'
import { loadSampleVehicle } from '../../site/vehicles/sampleVehicle'
import { SITE_TEMPLATES, templatePages } from '../../layouts/templatePages'
import { buildWorld, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'
import { lexicalFromParagraphs } from '../../site/blog/lexicalText'

const ROOT = path.resolve(__dirname, '../..')

/** The repository modules a file imports, followed recursively (relative imports only). */
function importTree(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const source = fs.readFileSync(file, 'utf8')
  for (const match of source.matchAll(/^import\s[^'"]*['"](\.[^'"]+)['"]/gm)) {
    const base = path.resolve(path.dirname(file), match[1] as string)
    const resolved = ['.tsx', '.ts', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f))
    if (resolved) importTree(resolved, seen)
  }
  return seen
}

const clientModules = (name: string) =>
  [...importTree(path.join(ROOT, 'blocks', name, 'Component.tsx'))].filter((f) => /^\s*['"]use client['"]/.test(fs.readFileSync(f, 'utf8')))

const html = streamHtml

let payload: Payload
let world: World
let context: RenderContext
let vehiclePage: RenderContext

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'registry')
  // Listed stock with photos, so data blocks (make cards) have something to show.
  const random = seededRandom(8)
  const dealership = { name: 'registry', slug: 'registry', licence: 'L1', phones: {}, makes: 'all' as const, carTypes: ['new' as const, 'used' as const, 'demo' as const], locations: [] }
  const rows = Array.from({ length: 12 }, (_, i) => generateVehicle(random, { dealership, dealershipId: world.a.dealershipId, locationIds: [world.a.locationId], cities: [{ city: 'Brisbane', state: 'qld' }], now: new Date() }, 8000 + i))
  await insertBatch(payload, rows)
  // A model and a live offer, so the catalogue blocks (model cards, offers) have something to show.
  await payload.create({ collection: 'models', context: { disableRevalidate: true }, data: { site: world.a.siteId, manufacturer: 'Mazda', name: 'CX-5', slug: 'cx-5', body: 'SUV', accessories: [{ name: 'Floor mats' }] } })
  await payload.create({ collection: 'offers', context: { disableRevalidate: true }, data: { dealership: world.a.dealershipId, title: 'Registry service special', categories: ['Service'], price: 299 } })
  // A live post, so the LatestPosts block has something to show.
  await payload.create({ collection: 'posts', context: { disableRevalidate: true }, data: { site: world.a.siteId, slug: 'registry-post', title: 'Registry post', category: 'Buyer Advice', author: 'Sam', publishedAt: new Date(Date.now() - 60_000).toISOString(), content: lexicalFromParagraphs(['Hello.']), _status: 'published' } })
  // Published reviews, so the ReviewsCarousel block has something to show (one hidden from visitors).
  for (const [customerName, rating, published] of [['Registry reviewer', 5, true], ['Second reviewer', 4, true], ['Unpublished reviewer', 1, false]] as const) {
    await payload.create({ collection: 'reviews', context: { disableRevalidate: true }, data: { dealership: world.a.dealershipId, location: world.a.locationId, customerName, rating, published, source: 'admin', reviewDate: new Date(Date.now() - 86_400_000).toISOString() } })
  }
  const site = await loadSiteView(world.a.siteId)
  if (!site) throw new Error('fixture site has no view')
  context = { site }
  // Vehicle blocks render only on a vehicle page: theirs gets the site's newest in-stock car.
  const vehicle = await loadSampleVehicle(site)
  if (!vehicle) throw new Error('fixture site has no car in stock')
  const now = new Date()
  vehiclePage = { ...context, vehiclePage: { vehicle, model: pageModel(vehicle, site.config, now), url: `https://site-a.test/cars/${vehicle.slug}`, primaryCity: null, now } }
})

/** A block rendered as its page renders it: vehicle sections inside the VehicleDetail block of a vehicle page. */
function rendered(key: string, props: Record<string, unknown>) {
  if (registry[key as keyof typeof registry].placement !== 'vehicle') return renderBlock(key, props, context, vehicleTemplateLoaders)
  const detail = key === 'VehicleDetail' ? { id: 'd', ...props } : { id: 'd', sections: [{ type: key, props: { id: 's', ...props } }] }
  return createElement(RenderLayout, { layout: { root: { props: {} }, content: [{ type: 'VehicleDetail', props: detail }] }, context: vehiclePage, loaders: vehicleTemplateLoaders })
}

describe('block registry', () => {
  it('holds the page-builder blocks the issue names', () => {
    for (const name of ['Hero', 'PromoSlider', 'LocationBlock', 'FinanceCalculator', 'MakeCards', 'FAQ', 'FeatureBanner', 'TextSection', 'RichText', 'Image', 'ButtonGroup', 'SalesCounter', 'Columns']) expect(Object.keys(registry)).toContain(name)
  })

  for (const key of blockNames) {
    const block = registry[key]
    describe(key, () => {
      it('has a Puck config, a schema and a component in its folder', async () => {
        expect(block.label.length).toBeGreaterThan(0)
        // A vehicle section with nothing to set (gallery, sidebar, gauge, similar cars) is only placed, moved or removed.
        if (block.placement !== 'vehicle') expect(Object.keys(block.fields).length).toBeGreaterThan(0)
        expect(typeof block.schema.safeParse).toBe('function')
        expect(typeof (await vehicleTemplateLoaders[key as keyof typeof vehicleTemplateLoaders]())).toBe('function')
        expect(fs.existsSync(path.join(ROOT, 'blocks', key, 'config.ts'))).toBe(true)
        expect(fs.existsSync(path.join(ROOT, 'blocks', key, 'Component.tsx'))).toBe(true)
      })

      it('has a field for every prop and default props that pass its schema', () => {
        const parsed = block.schema.safeParse(block.defaults)
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
        for (const prop of Object.keys(block.defaults)) expect(Object.keys(block.fields)).toContain(prop)
      })

      it('renders on the server with its defaults', async () => {
        const out = await html(rendered(key, block.defaults))
        expect(out).not.toContain('Error')
        expect(out.length).toBeGreaterThan('<div></div>'.length)
      })

      it(block.interactive ? 'ships its client island' : 'ships no client JavaScript', async () => {
        const islands = clientModules(key)
        if (block.interactive) expect(islands.length).toBeGreaterThan(0)
        else expect(islands.map((f) => path.relative(ROOT, f))).toEqual([])
      })
    })
  }

  it('LatestPosts shows the site’s live posts, and nothing on a site without posts', async () => {
    expect(await html(renderBlock('LatestPosts', { heading: 'News', count: 3, category: '' }, context, vehicleTemplateLoaders))).toContain('Registry post')
    const other = await loadSiteView(world.b.siteId)
    expect(await html(renderBlock('LatestPosts', { heading: 'News', count: 3, category: '' }, { site: other! }, vehicleTemplateLoaders))).not.toContain('News')
  })

  it('ReviewsCarousel shows the site’s published reviews with the badge, and nothing on a site without reviews', async () => {
    const out = await html(renderBlock('ReviewsCarousel', { heading: 'Kind words', count: 12, minRating: 1, locationId: '' }, context, vehicleTemplateLoaders))
    expect(out).toContain('Registry reviewer')
    expect(out).toContain('Second reviewer')
    expect(out).not.toContain('Unpublished reviewer')
    expect(out.replace(/<!-- -->/g, '')).toContain('4.5 out of 5 from 2 reviews')
    expect(out).toContain('href="/pages/reviews"')
    expect(await html(renderBlock('ReviewsCarousel', { heading: 'Kind words', count: 12, minRating: 5, locationId: '' }, context, vehicleTemplateLoaders))).not.toContain('Second reviewer')
    const other = await loadSiteView(world.b.siteId)
    expect(await html(renderBlock('ReviewsCarousel', { heading: 'Kind words', count: 12, minRating: 1, locationId: '' }, { site: other! }, vehicleTemplateLoaders))).not.toContain('Kind words')
  })

  it('rejects a bad prop with the block and field named', () => {
    const result = validateLayout({ root: { props: {} }, content: [{ type: 'PromoSlider', props: { id: 'x', intervalSeconds: 1 } }] })
    expect(result).toEqual({ ok: false, errors: ['Block "PromoSlider" (position 1) field "intervalSeconds": At least 3 seconds'] })
  })

  it.each(SITE_TEMPLATES)('template %s: every page layout passes the registry', (template) => {
    const pages = templatePages(template, 'Test Motors')
    expect([...new Set(pages.map((p) => p.kind))].sort()).toEqual(['about', 'contact', 'custom', 'finance', 'home', 'locations', 'search', 'special-offers', 'vehicle'])
    // The default navigation's targets and the legal pages exist on every new site (FIN §2.1).
    const paths = pages.map((p) => p.path)
    for (const path of ['/book-test-drive', '/service', '/finance', '/trade-in', '/vehicle-parts-and-accessories', '/contact', '/sell-my-car', '/privacy-policy', '/terms-and-conditions', '/careers']) expect(paths).toContain(path)
    expect(new Set(paths.filter(Boolean)).size).toBe(paths.filter(Boolean).length)
    for (const page of pages) expect(validateLayout(page.layout), page.title).toMatchObject({ ok: true })
  })
})
