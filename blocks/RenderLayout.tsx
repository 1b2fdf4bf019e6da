import { pageBlocks } from './pageBlocks'
import { renderItems } from './renderItems'
import type { RegisteredBlock, RenderContext } from './types'
import type { Layout } from './validateLayout'

/**
 * Server-renders a saved layout through the registry. Unknown blocks never reach here (validated on
 * save). Ordinary pages render with `pageBlocks`: the vehicle blocks show nothing there, and leaving
 * them out keeps the vehicle page's islands out of these routes.
 */
export function RenderLayout({ layout, context, blocks = pageBlocks }: { layout: Layout; context: RenderContext; blocks?: Record<string, RegisteredBlock> }) {
  return <>{renderItems(layout.content, context, (type, props, inner) => blocks[type]?.render(props, inner) ?? null)}</>
}
