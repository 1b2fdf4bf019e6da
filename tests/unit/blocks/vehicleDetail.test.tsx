/**
 * The vehicle page's blocks: the VehicleDetail block renders its section blocks with the page's car
 * in the layout's order; a section left out is absent; without a car (an ordinary page) every one of
 * them renders nothing; the layout validator accepts the sections only inside VehicleDetail.
 */
import { createElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { Vehicle } from '@/payload-types'
import { entryOf, type BlockName } from '@/blocks/blockTypes'
import { RenderLayout } from '@/blocks/RenderLayout'
import { vehicleTemplateLoaders } from '@/blocks/loaders/vehicle'
import type { RenderContext, VehicleContext } from '@/blocks/types'
import { validateLayout, type Layout } from '@/blocks/validateLayout'
import { DEFAULT_VEHICLE_SECTIONS, VEHICLE_SECTIONS } from '@/blocks/VehicleDetail/config'
import { parseSiteConfig } from '@/site/config/siteConfig'
import type { SiteView } from '@/site/tenancy/siteView'
import { SITE_TEMPLATES, templatePages } from '@/layouts/templatePages'
import { pageModel } from '@/site/vehicles/pageModel'
import { defaultVehicleLayout } from '@/layouts/vehicleLayout'
import { toVehicleView } from '@/site/vehicles/vehicleView'
import { streamHtml } from '../components/render'

const now = new Date('2026-11-23T00:00:00Z')
const site = { id: 1, name: 'Test Motors', brand: null, dealershipIds: [1], config: parseSiteConfig({}) } as unknown as SiteView
const doc = (extra: Partial<Vehicle> = {}): Vehicle => ({
  id: 9, name: 'Mazda CX-5', slug: 'cx-5', make: 'Mazda', model: 'CX-5', year: 2023, carType: 'used', status: 'in_stock', stockNumber: 'S1', price: 31990,
  dealership: { id: 1, name: 'Harbourside', slug: 'harbourside', phones: { new: '02 9630 4000', used: '02 9630 4010', demo: null }, updatedAt: '', createdAt: '' },
  location: { id: 2, name: 'Sales', slug: 'sales', dealership: 1, contact: { phone: '02 0000 0000' }, updatedAt: '', createdAt: '' },
  images: [{ url: '/a.jpg', thumb: '/a.jpg' }, { url: '/b.jpg', thumb: '/b.jpg' }],
  dealerComments: 'One owner.|Full service history.',
  externalVideoUrl: 'https://video.example/cx-5',
  standardEquipment: ['Cruise control', 'Reversing camera'],
  updatedAt: '', createdAt: '', ...extra,
})
const vehicleContext = (extra: Partial<Vehicle> = {}): VehicleContext => {
  const vehicle = toVehicleView(doc(extra))
  return { vehicle, model: pageModel(vehicle, site.config, now), url: 'https://test.example/cars/cx-5', primaryCity: null, now }
}

/** Each section's mark in the markup (the async ones, gauge and similar cars, are covered by the int test). */
const MARKS: Record<string, string> = {
  VehicleBreadcrumb: 'aria-label="Breadcrumb"',
  VehicleMedia: 'data-testid="gallery"',
  VehicleSummary: 'aria-label="Vehicle summary"',
  VehicleKeyInformation: 'id="key-information"',
  VehicleUsedCheck: 'id="used-check"',
  VehicleVideo: 'id="external-video"',
  VehicleComments: 'aria-labelledby="dealer-comments"',
  VehicleDetailTabs: 'data-testid="detail-tabs"',
  VehicleSpecifications: 'id="all-specs"',
  VehicleFeatures: 'id="features"',
  VehicleFinance: 'id="finance-form"',
  VehicleDisclaimer: 'data-testid="disclaimer"',
}

const section = (type: string, props: Record<string, unknown> = {}): { type: string; props: Record<string, unknown> } => ({ type, props: { id: `s-${type}`, ...props } })
const detail = (sections: Array<{ type: string; props: Record<string, unknown> }>, extra: Layout['content'] = []): Layout => ({ root: { props: {} }, content: [{ type: 'VehicleDetail', props: { id: 'detail', sections } }, ...extra] })
const render = (layout: Layout, context: RenderContext) => {
  const checked = validateLayout(layout)
  if (!checked.ok) throw new Error(checked.errors.join('; '))
  return streamHtml(<RenderLayout layout={checked.layout} context={context} loaders={vehicleTemplateLoaders} />)
}
const order = (markup: string) => Object.entries(MARKS).filter(([, mark]) => markup.includes(mark)).sort((a, b) => markup.indexOf(a[1]) - markup.indexOf(b[1])).map(([type]) => type)

describe('VehicleDetail block', () => {
  it('lists every section in the spec order, and the default layout and every template hold the default ones (comments and features in the tabs)', async () => {
    expect(VEHICLE_SECTIONS).toEqual(['VehicleBreadcrumb', 'VehicleMedia', 'VehicleSummary', 'VehicleKeyInformation', 'VehicleUsedCheck', 'VehicleVideo', 'VehicleComments', 'VehicleDetailTabs', 'VehicleFuelCalculator', 'VehicleSpecifications', 'VehicleFeatures', 'VehicleFinance', 'VehiclePriceGauge', 'VehicleDisclaimer', 'VehicleSimilarCars'])
    expect(DEFAULT_VEHICLE_SECTIONS).toEqual(['VehicleBreadcrumb', 'VehicleMedia', 'VehicleSummary', 'VehicleKeyInformation', 'VehicleUsedCheck', 'VehicleVideo', 'VehicleDetailTabs', 'VehicleFuelCalculator', 'VehicleSpecifications', 'VehicleFinance', 'VehiclePriceGauge', 'VehicleDisclaimer', 'VehicleSimilarCars'])
    const types = (layout: { content: Array<{ type: string; props: Record<string, unknown> }> }) => ((layout.content.find((b) => b.type === 'VehicleDetail')?.props.sections ?? []) as Array<{ type: string }>).map((s) => s.type)
    expect(types(defaultVehicleLayout())).toEqual([...DEFAULT_VEHICLE_SECTIONS])
    expect(validateLayout(defaultVehicleLayout())).toMatchObject({ ok: true })
    for (const template of SITE_TEMPLATES) {
      const vehicle = templatePages(template, 'Test Motors').find((p) => p.kind === 'vehicle')
      expect(vehicle?.layout.content.map((b) => b.type)).toEqual(['VehicleDetail', 'FeatureBanner']) // the finance calculator is a section already
      expect(vehicle?.layout.content[1]?.props.preset).toBe('all') // the dealer feature banner's three items (FIN §2.6)
      expect(types(vehicle!.layout)).toEqual([...DEFAULT_VEHICLE_SECTIONS])
    }
  })

  it('renders the sections with the page car in the spec order', async () => {
    const markup = await render(detail(Object.keys(MARKS).map((t) => section(t))), { site, vehiclePage: vehicleContext() })
    expect(order(markup)).toEqual(Object.keys(MARKS))
    expect(markup).toContain('Mazda CX-5')
    expect(markup).toContain('data-testid="vehicle-detail"')
  })

  it('follows the layout order when an editor moves sections', async () => {
    const moved = ['VehicleSummary', 'VehicleDisclaimer', 'VehicleFeatures', 'VehicleBreadcrumb', 'VehicleComments', 'VehicleMedia', 'VehicleKeyInformation']
    const markup = await render(detail(moved.map((t) => section(t))), { site, vehiclePage: vehicleContext() })
    expect(order(markup)).toEqual(moved)
  })

  it('leaves out a section the editor removed, and applies section settings', async () => {
    const kept = Object.keys(MARKS).filter((t) => t !== 'VehicleSpecifications' && t !== 'VehicleVideo')
    const markup = await render(detail([...kept.map((t) => section(t)), section('VehicleDisclaimer', { id: 'd2', text: 'Prices include GST.' })]), { site, vehiclePage: vehicleContext() })
    expect(markup).not.toContain('id="all-specs"')
    expect(markup).not.toContain('id="external-video"')
    expect(order(markup)).toEqual(kept)
    expect(markup).toContain('Prices include GST.')
    const headed = await render(detail([section('VehicleFeatures', { heading: 'What it comes with' })]), { site, vehiclePage: vehicleContext() })
    expect(headed).toContain('What it comes with</h2>')
  })

  it('keeps each section’s own condition (used check: used cars only; video: with a link only)', async () => {
    const markup = await render(detail([section('VehicleUsedCheck'), section('VehicleVideo')]), { site, vehiclePage: vehicleContext({ carType: 'new', externalVideoUrl: null }) })
    expect(markup).not.toContain('id="used-check"')
    expect(markup).not.toContain('id="external-video"')
  })

  it('renders nothing without a vehicle page (an ordinary page), nor when a section is given no car', async () => {
    expect(await render(detail(Object.keys(MARKS).map((t) => section(t))), { site })).toBe('<div></div>')
    for (const type of [...VEHICLE_SECTIONS, 'VehicleDetail']) {
      // The components themselves (the renderer would not even load them off a vehicle page).
      const block = entryOf(type)!
      const Component = (await vehicleTemplateLoaders[type as BlockName]()) as (props: Record<string, unknown>) => ReactNode
      expect(await streamHtml(createElement(Component, { ...block.schema.parse(block.defaults), context: { site, renderItems: () => 'nested' } })), type).toBe('<div></div>')
    }
  })
})

describe('vehicle blocks in layouts', () => {
  it('accepts the sections inside VehicleDetail only, and rejects unknown or foreign blocks there', async () => {
    expect(validateLayout(detail([section('VehicleMedia'), section('VehicleSimilarCars')]))).toMatchObject({ ok: true })
    expect(validateLayout({ root: { props: {} }, content: [section('VehicleMedia')] })).toEqual({ ok: false, errors: ['Block "VehicleMedia" (position 1) belongs inside the "Vehicle detail" block'] })
    expect(validateLayout({ root: { props: {} }, content: [{ type: 'Columns', props: { id: 'c', left: [section('VehicleFeatures')], right: [] } }] })).toEqual({
      ok: false,
      errors: ['Block "Columns" (position 1) slot "left": Block "VehicleFeatures" (position 1) belongs inside the "Vehicle detail" block'],
    })
    expect(validateLayout(detail([section('VehicleMedia'), section('Marquee')]))).toEqual({ ok: false, errors: ['Block "VehicleDetail" (position 1) slot "sections": Unknown block "Marquee" at position 2'] })
    expect(validateLayout(detail([{ type: 'RichText', props: { id: 'r', body: 'Hi' } }]))).toEqual({ ok: false, errors: ['Block "VehicleDetail" (position 1) slot "sections": Block "RichText" (position 1) cannot be placed here'] })
    expect(validateLayout(detail([section('VehicleDisclaimer', { text: '' })]))).toEqual({ ok: false, errors: ['Block "VehicleDetail" (position 1) slot "sections": Block "VehicleDisclaimer" (position 1) field "text": Text is required'] })
  })
})
