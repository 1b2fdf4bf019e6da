import { Fragment } from 'react'
import { registry } from './registry'
import type { RenderContext } from './types'
import type { Layout } from './validateLayout'

/** Server-renders a saved layout through the registry. Unknown blocks never reach here (validated on save). */
export function RenderLayout({ layout, context }: { layout: Layout; context: RenderContext }) {
  return (
    <>
      {layout.content.map((item, index) => {
        const block = registry[item.type]
        if (!block) return null
        const { id, ...props } = item.props
        return <Fragment key={typeof id === 'string' ? id : index}>{block.render(props, context)}</Fragment>
      })}
    </>
  )
}
