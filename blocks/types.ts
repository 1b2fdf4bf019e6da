import type { ReactNode } from 'react'
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
  /**
   * The address's query parameters, on uncached renders only (app/(site)/d: proxy.ts sends a page
   * address carrying a block's parameters there, e.g. the offers search's). Absent on cached pages.
   */
  searchParams?: Record<string, string | string[] | undefined>
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

/**
 * Where a block renders: on ordinary pages, on the vehicle template (/cars/{slug}, where it gets the
 * page's car), or both. A block placed where it does not belong renders nothing and is not loaded.
 */
export type Placement = 'page' | 'vehicle' | 'both'

export type PropsSchema = z.ZodType<Record<string, unknown>>

/** One registry entry: everything the editor and the validator know of a block (its component: blocks/loaders/). */
export type BlockEntry<S extends PropsSchema = PropsSchema> = {
  label: string
  /** The editor drawer's group. */
  category: Category
  placement: Placement
  /** Set when the block goes only inside this block's slots (the vehicle sections inside VehicleDetail). */
  parent?: string
  schema: S
  defaults: z.input<S>
  fields: Record<string, PuckField>
  /** True when the block hydrates a client island; static blocks ship no client JavaScript. */
  interactive?: boolean
}

/** An entry with its prop types erased, for code that handles any block by name (props are parsed by its schema). */
export type AnyBlockEntry = Omit<BlockEntry, 'defaults'> & { defaults: Record<string, unknown> }

/** Checks an entry's defaults against its schema; the registry keeps the exact type. */
export const block = <S extends PropsSchema>(entry: BlockEntry<S>): BlockEntry<S> => entry
