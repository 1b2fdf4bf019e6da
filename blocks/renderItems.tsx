import { Fragment, type ReactNode } from 'react'
import type { RenderContext, SlotItem } from './types'

export type RenderBlock = (type: string, props: Record<string, unknown>, context: RenderContext) => ReactNode

/**
 * Renders blocks with `render`; nested blocks (slots) come back here through the context, with the
 * enclosing block's context unless it hands its children a narrower one.
 */
export function renderItems(items: SlotItem[], context: RenderContext, render: RenderBlock): ReactNode {
  const nested: RenderContext = { ...context, renderItems: (children, inner = context) => renderItems(children, inner, render) }
  return items.map((item, index) => {
    const { id, ...props } = item.props
    return <Fragment key={typeof id === 'string' ? id : index}>{render(item.type, props, nested)}</Fragment>
  })
}
