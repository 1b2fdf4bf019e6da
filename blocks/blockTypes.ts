import type { Config, Data } from '@puckeditor/core'
import type { z } from 'zod'
import { registry } from './registry'
import type { AnyBlockEntry } from './types'

/** Everything below is derived from the registry: adding a block there adds it here. */
type Registry = typeof registry

export type BlockName = keyof Registry
/** A block's props as stored in a layout and edited in Puck (defaults not yet applied). */
export type BlockInput<K extends BlockName = BlockName> = z.input<Registry[K]['schema']>
/** A block's props as its component receives them (parsed by its schema, defaults applied). */
export type BlockProps<K extends BlockName = BlockName> = z.output<Registry[K]['schema']>

/** The layout's root props (the schema version, see layoutVersion.ts). */
export type LayoutRootProps = { schemaVersion?: number }

/** The page builder's Puck config and data, typed by each block's props. */
export type PuckProps = { [K in BlockName]: BlockInput<K> }
export type PuckConfig = Config<PuckProps, LayoutRootProps>
export type PuckData = Data<PuckProps, LayoutRootProps>

export const blockNames = Object.keys(registry) as BlockName[]

export const isBlockName = (type: string): type is BlockName => Object.hasOwn(registry, type)

/** A block's entry by name with its prop types erased (callers parse props with its schema), or undefined for an unknown block. */
export function entryOf(type: string): AnyBlockEntry | undefined {
  return isBlockName(type) ? (registry[type] as unknown as AnyBlockEntry) : undefined
}
