import { createElement, type ReactNode } from 'react'
import type { z } from 'zod'
import type { SiteView } from '../site/tenancy/siteView'
import type { PageModel } from '../site/vehicles/pageModel'
import type { VehicleView } from '../site/vehicles/vehicleView'

/** A block inside a layout or a slot, as Puck saves it. */
export type SlotItem = { type: string; props: Record<string, unknown> }

/** The car of a vehicle page (/cars/{slug}) with what the page shows of it, decided once by site/rules. */
export type VehicleContext = { vehicle: VehicleView; model: PageModel; url: string; primaryCity: string | null; now: Date }

/**
 * What every block receives besides its props: the site being rendered, and how to render nested
 * blocks (optionally with a narrower context). `vehiclePage` is set on a vehicle page; the
 * VehicleDetail block hands it to its sections as `vehicle`, so the sections render only there.
 */
export type RenderContext = {
  site: SiteView
  renderItems?: (items: SlotItem[], context?: RenderContext) => ReactNode
  vehiclePage?: VehicleContext
  vehicle?: VehicleContext
}

/** Puck field descriptors we use (a subset of Puck's `Fields`), kept serialisable. */
export type PuckField =
  | { type: 'text'; label: string }
  | { type: 'textarea'; label: string }
  | { type: 'number'; label: string; min?: number; max?: number }
  | { type: 'select' | 'radio'; label: string; options: Array<{ label: string; value: string | number | boolean }> }
  /** A value picked from the site's own data; the editor fills the options from Payload, scoped to the site. */
  | { type: 'picker'; label: string; source: PickerSource; emptyLabel: string }
  | { type: 'array'; label: string; arrayFields: Record<string, PuckField>; defaultItemProps: Record<string, unknown> }
  /** Nested blocks (Puck slot): validated and rendered through the registry like top-level ones. */
  | { type: 'slot'; label: string; disallow?: string[]; allow?: string[] }

export type PickerSource = 'locations' | 'promos' | 'makes' | 'media' | 'buttonSets'

export type Category = 'hero' | 'content' | 'inventory' | 'dealer' | 'promo' | 'finance' | 'vehicle'
type PropsSchema = z.ZodType<Record<string, unknown>>

/** A block without its component: what validation, the lock check and the editor need. */
export type BlockMeta<S extends PropsSchema = PropsSchema> = {
  name: string
  label: string
  category: Category
  schema: S
  defaults: z.input<S>
  fields: Record<string, PuckField>
  /** True when the block hydrates a client island; static blocks ship no client JavaScript. */
  interactive?: boolean
}

/** A block's definition with its prop types erased (as the validator and the editor list them). */
export type BlockInfo = Omit<BlockMeta, 'defaults'> & { defaults: Record<string, unknown> }

export type BlockDefinition<S extends PropsSchema> = BlockMeta<S> & {
  Component: (props: z.output<S> & { context: RenderContext }) => ReactNode | Promise<ReactNode>
}

/** A block with its prop types erased: props are parsed by its schema before rendering. */
export type RegisteredBlock = {
  name: string
  label: string
  category: Category
  schema: PropsSchema
  defaults: Record<string, unknown>
  fields: Record<string, PuckField>
  interactive: boolean
  render: (props: unknown, context: RenderContext) => ReactNode
}

export function defineBlock<S extends PropsSchema>(definition: BlockDefinition<S>): RegisteredBlock {
  const { Component, ...rest } = definition
  return {
    ...rest,
    defaults: definition.defaults as Record<string, unknown>,
    interactive: Boolean(definition.interactive),
    render: (props, context) => createElement(Component, { ...definition.schema.parse(props), context }),
  }
}
