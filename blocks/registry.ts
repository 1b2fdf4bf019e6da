import { pageBlocks } from './pageBlocks'
import type { RegisteredBlock } from './types'
import { vehicleBlocks } from './vehicleBlocks'

/**
 * The one list of page blocks with their components (each block's definition is in its folder's
 * definition.ts, its component in index.ts). Validation and the editor derive from the definitions
 * (definitions.ts); the shopper routes render from pageBlocks, or lazily from lazyRegistry (vehicle pages).
 */
export const registry: Record<string, RegisteredBlock> = { ...pageBlocks, ...vehicleBlocks }
