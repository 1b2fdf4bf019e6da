import { Fragment, type ReactNode } from 'react'
import { entryOf, type BlockName } from './blockTypes'
import type { BlockLoaders } from './loaders/types'
import type { AnyBlockEntry, Placement, RenderContext, SlotItem } from './types'
import type { Layout } from './validateLayout'

/** Whether a block of `placement` renders in `context`: vehicle blocks need the vehicle page's car, page blocks stay off it. */
export function placedHere(placement: Placement, context: RenderContext): boolean {
  const onVehiclePage = Boolean(context.vehiclePage ?? context.vehicle)
  return placement === 'both' || (placement === 'vehicle') === onVehiclePage
}

/** A block's loader with its props type erased: the block's schema parses the props first. */
type AnyLoader = () => Promise<(props: Record<string, unknown> & { context: RenderContext }) => ReactNode | Promise<ReactNode>>

/** Loads the block's component on demand (its own chunk), then renders it with its schema-parsed props. */
async function LazyBlock({ load, entry, props, context }: { load: AnyLoader; entry: AnyBlockEntry; props: Record<string, unknown>; context: RenderContext }) {
  const Component = await load()
  return <Component {...entry.schema.parse(props)} context={context} />
}

/**
 * One block by name, or nothing when it is unknown or not placed here (its module is then never
 * loaded). `loaders` are the components the route may render (blocks/loaders): a CMS page's do not
 * include the vehicle sections, which are never placed there.
 */
export function renderBlock(type: string, props: Record<string, unknown>, context: RenderContext, loaders: BlockLoaders): ReactNode {
  const entry = entryOf(type)
  // A known block's name (entryOf checked it against the registry's own keys) indexes the loaders safely.
  const load = entry ? (loaders[type as BlockName] as AnyLoader | undefined) : undefined
  if (!entry || !load || !placedHere(entry.placement, context)) return null
  return <LazyBlock load={load} entry={entry} props={props} context={context} />
}

/**
 * Renders blocks in order; nested blocks (slots) come back here through the context, with the
 * enclosing block's context unless it hands its children a narrower one (VehicleDetail hands its
 * sections the car).
 */
export function renderItems(items: SlotItem[], context: RenderContext, loaders: BlockLoaders): ReactNode {
  const nested: RenderContext = { ...context, renderItems: (children, inner = context) => renderItems(children, inner, loaders) }
  return items.map((item, index) => {
    const { id, ...props } = item.props
    return <Fragment key={typeof id === 'string' ? id : index}>{renderBlock(item.type, props, nested, loaders)}</Fragment>
  })
}

/**
 * The one renderer of saved layouts (shopper pages, the vehicle template, editor previews). Each
 * block's module is imported only when the layout uses it and its placement allows it, so a page
 * runs and ships only its own blocks (and their islands). Server only (async). Layouts are validated
 * before they get here.
 */
export function RenderLayout({ layout, context, loaders }: { layout: Layout; context: RenderContext; loaders: BlockLoaders }) {
  return <>{renderItems(layout.content, context, loaders)}</>
}
