import { Hero } from './Hero/Component'
import { heroDefaults, heroFields, heroSchema } from './Hero/config'
import { InventorySummary } from './InventorySummary/Component'
import { inventorySummaryDefaults, inventorySummaryFields, inventorySummarySchema } from './InventorySummary/config'
import { LocationList } from './LocationList/Component'
import { locationListDefaults, locationListFields, locationListSchema } from './LocationList/config'
import { TextSection } from './TextSection/Component'
import { textSectionDefaults, textSectionFields, textSectionSchema } from './TextSection/config'
import { defineBlock, type RegisteredBlock } from './types'

/** The one list of page blocks: the renderer, the layout validator and the editor derive from it. */
export const registry: Record<string, RegisteredBlock> = {
  Hero: defineBlock({ name: 'Hero', label: 'Hero', category: 'hero', schema: heroSchema, defaults: heroDefaults, fields: heroFields, Component: Hero }),
  TextSection: defineBlock({ name: 'TextSection', label: 'Text section', category: 'content', schema: textSectionSchema, defaults: textSectionDefaults, fields: textSectionFields, Component: TextSection }),
  InventorySummary: defineBlock({ name: 'InventorySummary', label: 'Stock summary', category: 'inventory', schema: inventorySummarySchema, defaults: inventorySummaryDefaults, fields: inventorySummaryFields, Component: InventorySummary }),
  LocationList: defineBlock({ name: 'LocationList', label: 'Location list', category: 'dealer', schema: locationListSchema, defaults: locationListDefaults, fields: locationListFields, Component: LocationList }),
}
