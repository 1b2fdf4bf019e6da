import { lazyRegistry } from './lazyRegistry'
import { renderItems, type RenderBlock } from './renderItems'
import type { RegisteredBlock, RenderContext } from './types'
import type { Layout } from './validateLayout'

async function LazyBlock({ load, props, context }: { load: () => Promise<RegisteredBlock>; props: Record<string, unknown>; context: RenderContext }) {
  return (await load()).render(props, context)
}

const render: RenderBlock = (type, props, context) => {
  const load = lazyRegistry[type]
  return load ? <LazyBlock load={load} props={props} context={context} /> : null
}

/**
 * As RenderLayout, but each block's module is imported only when the layout uses it, so the route's
 * module graph does not hold every block (nor every block's client island). Server only (async).
 */
export function RenderLayoutLazily({ layout, context }: { layout: Layout; context: RenderContext }) {
  return <>{renderItems(layout.content, context, render)}</>
}
