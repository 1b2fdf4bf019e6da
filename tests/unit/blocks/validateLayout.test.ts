import { describe, expect, it } from 'vitest'
import { registry } from '../../../blocks/registry'
import { blockNames } from '../../../blocks/blockTypes'
import { validateLayout } from '../../../blocks/validateLayout'

const layout = (content: unknown[]) => ({ root: { props: {} }, content })

describe('validateLayout', () => {
  it('accepts an empty layout and one of every block with its defaults (vehicle sections inside VehicleDetail)', () => {
    expect(validateLayout(layout([])).ok).toBe(true)
    const blocks = blockNames.map((name, i) => ({ type: name as string, props: { id: `b${i}`, ...registry[name].defaults } as Record<string, unknown> }))
    const isSection = (type: string) => blockNames.some((name) => name === type && 'parent' in registry[name])
    const all = blocks.filter((b) => !isSection(b.type)).map((b) => (b.type === 'VehicleDetail' ? { ...b, props: { ...b.props, sections: blocks.filter((s) => isSection(s.type)) } } : b))
    expect(all.find((b) => b.type === 'VehicleDetail')?.props.sections).toHaveLength(15)
    expect(validateLayout(layout(all))).toMatchObject({ ok: true })
  })

  it('names an unknown block and its position', () => {
    const result = validateLayout(layout([{ type: 'Hero', props: { id: 'a', heading: 'Hi' } }, { type: 'Marquee', props: { id: 'b' } }]))
    expect(result).toEqual({ ok: false, errors: ['Unknown block "Marquee" at position 2'] })
  })

  it('names the block and field of a bad prop', () => {
    const result = validateLayout(layout([{ type: 'Hero', props: { id: 'a', heading: '', ctaHref: 'javascript:alert(1)' } }]))
    expect(result.ok).toBe(false)
    const errors = result.ok ? [] : result.errors
    expect(errors).toContain('Block "Hero" (position 1) field "heading": Heading is required')
    expect(errors.some((e) => e.startsWith('Block "Hero" (position 1) field "ctaHref"'))).toBe(true)
  })

  it('rejects data that is not a Puck layout', () => {
    expect(validateLayout(null).ok).toBe(false)
    expect(validateLayout({ content: 'x' })).toMatchObject({ ok: false })
  })

  it('every registered block has a schema, fields for each prop and defaults that pass the schema', () => {
    for (const name of blockNames) {
      const block = registry[name]
      expect(block.schema.safeParse(block.defaults).success).toBe(true)
      expect(Object.keys(block.fields).sort()).toEqual(Object.keys(block.defaults).sort())
    }
  })
})
