/**
 * One registry (issue 17 item 1): the editor's Puck config, the server renderer and the layout
 * validator are all derived from blocks/registry.ts, so they see the same blocks with the same prop
 * types. Runtime checks compare what each one knows; the expectTypeOf lines are checked by tsc.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import { editorBlocks, type PickerOptions } from '@/admin/PageBuilder/editorData'
import { puckConfig } from '@/admin/PageBuilder/puckConfig'
import { blockNames, entryOf, type BlockInput, type BlockName, type BlockProps, type PuckConfig, type PuckData } from '@/blocks/blockTypes'
import { registry } from '@/blocks/registry'
import { renderBlock } from '@/blocks/RenderLayout'
import { pageBlockLoaders } from '@/blocks/loaders/page'
import { vehicleTemplateLoaders } from '@/blocks/loaders/vehicle'
import type { RenderContext, VehicleContext } from '@/blocks/types'
import { validateLayout } from '@/blocks/validateLayout'
import { VEHICLE_SECTIONS } from '@/blocks/VehicleDetail/config'
import type { SiteView } from '@/site/tenancy/siteView'

const options: PickerOptions = { locations: [], promos: [], makes: [], media: [], buttonSets: [] }
const config = puckConfig(1, editorBlocks(), options, true, async () => ({ ok: false, message: 'not rendered in this test' }))
const site = {} as SiteView
const vehicle = {} as VehicleContext

/** A layout holding the block where it may stand: vehicle sections inside VehicleDetail, the rest at the top. */
const layoutWith = (name: string, props: Record<string, unknown>) => {
  const parent = entryOf(name)?.parent
  const item = { type: name, props: { id: 'b', ...props } }
  return { root: { props: {} }, content: [parent ? { type: parent, props: { id: 'p', sections: [item] } } : item] }
}

describe('one block registry', () => {
  it('the editor, the renderer and the validator know the same blocks', async () => {
    expect(Object.keys(config.components).sort()).toEqual([...blockNames].sort())
    expect(Object.values(config.categories ?? {}).flatMap((c) => c.components ?? []).sort()).toEqual([...blockNames].sort())
    for (const name of blockNames) {
      const defaults = config.components[name].defaultProps as Record<string, unknown>
      expect(validateLayout(layoutWith(name, defaults)), name).toMatchObject({ ok: true })
      const context: RenderContext = registry[name].placement === 'vehicle' ? { site, vehicle } : { site }
      expect(renderBlock(name, defaults, context, vehicleTemplateLoaders), name).not.toBeNull()
      expect(typeof (await vehicleTemplateLoaders[name]()), name).toBe('function')
    }
    expect(validateLayout(layoutWith('Marquee', {}))).toEqual({ ok: false, errors: ['Unknown block "Marquee" at position 1'] })
    expect(renderBlock('Marquee', {}, { site }, vehicleTemplateLoaders)).toBeNull()
    expect(config.components).not.toHaveProperty('Marquee')
  })

  it('a CMS page loads the components of the blocks placed on pages, the vehicle template those and the vehicle sections', () => {
    expect(Object.keys(pageBlockLoaders).sort()).toEqual(blockNames.filter((name) => registry[name].placement !== 'vehicle').sort())
    expect(Object.keys(vehicleTemplateLoaders).sort()).toEqual([...blockNames].sort())
    expect(renderBlock('VehicleMedia', {}, { site, vehicle }, pageBlockLoaders)).toBeNull()
    expect(renderBlock('VehicleMedia', {}, { site, vehicle }, vehicleTemplateLoaders)).not.toBeNull()
  })

  it('the blocks that go only inside VehicleDetail are the ones its slot allows, in the registry in the spec order', () => {
    const sections = blockNames.filter((name) => entryOf(name)?.parent === 'VehicleDetail')
    expect(sections).toEqual([...VEHICLE_SECTIONS])
    expect(sections.every((name) => registry[name].placement === 'vehicle')).toBe(true)
  })

  it('each block’s schema accepts its Puck defaultProps, and Puck has a field for every prop', () => {
    for (const name of blockNames) {
      const component = config.components[name]
      const parsed = registry[name].schema.safeParse(component.defaultProps)
      expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      const props = Object.keys(registry[name].schema.shape)
      expect(Object.keys(component.fields ?? {}).sort(), name).toEqual([...props, 'locked'].sort())
    }
  })

  it('types: Puck components, Puck data and the renderer’s props are the registry’s', () => {
    expectTypeOf<keyof PuckConfig['components']>().toEqualTypeOf<BlockName>()
    expectTypeOf<PuckData['content'][number]['type']>().toEqualTypeOf<BlockName>()
    expectTypeOf<NonNullable<PuckConfig['components']['Hero']['defaultProps']>>().toEqualTypeOf<BlockInput<'Hero'>>()
    expectTypeOf<NonNullable<PuckConfig['components']['Columns']['defaultProps']>>().toEqualTypeOf<BlockInput<'Columns'>>()
    // The component a block loads takes exactly its schema's output (plus the render context).
    type HeroComponentProps = Parameters<Awaited<ReturnType<(typeof vehicleTemplateLoaders)['Hero']>>>[0]
    expectTypeOf<HeroComponentProps>().toEqualTypeOf<BlockProps<'Hero'> & { context: RenderContext }>()
    expectTypeOf<BlockProps<'Hero'>['heading']>().toEqualTypeOf<string>()
    expectTypeOf<BlockInput<'Hero'>['subheading']>().toEqualTypeOf<string | undefined>()
  })
})
