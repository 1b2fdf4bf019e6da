import type { ReactNode } from 'react'
import type { BlockName, BlockProps } from '../blockTypes'
import type { RenderContext } from '../types'

/** A block's component: its schema-parsed props and the render context. Server component unless it says otherwise. */
export type BlockComponent<K extends BlockName> = (props: BlockProps<K> & { context: RenderContext }) => ReactNode | Promise<ReactNode>

/** Blocks' components by name, each imported only when a layout renders the block. */
export type BlockLoaders = { [K in BlockName]?: () => Promise<BlockComponent<K>> }
