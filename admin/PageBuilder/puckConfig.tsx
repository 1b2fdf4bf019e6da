import type { ComponentConfig, Field, Fields, SlotComponent } from '@puckeditor/core'
import type { ReactNode } from 'react'
import type { BlockName, PuckConfig } from '../../blocks/blockTypes'
import { ColumnsFrame } from '../../blocks/Columns/ColumnsFrame'
import type { PuckField } from '../../blocks/types'
import { BlockPreview } from './BlockPreview.client'
import type { EditorBlock, PickerOptions } from './editorData'
import type { RenderPreview } from './renderPreview'

const CATEGORY_TITLES: Record<string, string> = { hero: 'Heroes', promo: 'Promotions', content: 'Content', inventory: 'Stock', finance: 'Finance', dealer: 'Dealer', vehicle: 'Vehicle page' }

/** Our serialisable field descriptors as Puck fields; pickers become selects of the site's records. */
export function toPuckField(field: PuckField, options: PickerOptions): Field {
  switch (field.type) {
    case 'picker':
      return { type: 'select', label: field.label, options: [{ label: field.emptyLabel, value: '' }, ...options[field.source]] }
    case 'array':
      return {
        type: 'array',
        label: field.label,
        arrayFields: toPuckFields(field.arrayFields, options),
        defaultItemProps: field.defaultItemProps,
        getItemSummary: (item: Record<string, unknown>) => String(Object.values(item)[0] ?? ''),
      } as Field
    default:
      return field as Field
  }
}

export function toPuckFields(fields: Record<string, PuckField>, options: PickerOptions): Fields {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, toPuckField(field, options)]))
}

/**
 * Blocks with slots render their frame in the canvas with Puck's drop zones inside (each nested
 * block is then previewed on its own); the shopper page renders the same frame on the server.
 */
const SLOT_FRAMES: Partial<Record<BlockName, (props: Record<string, unknown>) => ReactNode>> = {
  Columns: ({ ratio, left, right }) => {
    const Left = left as SlotComponent
    const Right = right as SlotComponent
    return <ColumnsFrame ratio={ratio as '1-1'} left={<Left />} right={<Right />} />
  },
  // The sections stack in the canvas (each previewed with a sample car); the page sets gallery and sidebar side by side.
  VehicleDetail: ({ sections }) => {
    const Sections = sections as SlotComponent
    return <div className="mx-auto max-w-6xl px-4 py-6"><Sections /></div>
  },
}

const LOCK_FIELD: Field = { type: 'radio', label: 'Locked for dealer editors', options: [{ label: 'Locked', value: true }, { label: 'Unlocked', value: false }] }
const LOCKED = { drag: false, delete: false, duplicate: false, edit: false }

type Components = PuckConfig['components']

/** One block as a Puck component: its fields, defaults and lock permissions; rendered by the server for this page's site. */
function component(pageId: number, b: EditorBlock, options: PickerOptions, canLock: boolean, render: RenderPreview): ComponentConfig {
  return {
    label: b.label,
    fields: { ...toPuckFields(b.fields, options), ...(canLock ? { locked: LOCK_FIELD } : {}) },
    defaultProps: b.defaults,
    resolvePermissions: (data) => (data.props?.locked === true && !canLock ? LOCKED : {}),
    render: ({ id: _id, puck: _puck, editMode: _editMode, ...props }) => {
      const Frame = SLOT_FRAMES[b.name]
      return Frame ? <div data-block={b.name}><Frame {...props} /></div> : <BlockPreview pageId={pageId} type={b.name} props={props} render={render} />
    },
  }
}

/** The Puck config, typed by the registry's block names and props (blocks/blockTypes.ts). */
export function puckConfig(pageId: number, blocks: EditorBlock[], options: PickerOptions, canLock: boolean, render: RenderPreview): PuckConfig {
  const categories: Record<string, { title: string; components: BlockName[] }> = {}
  for (const b of blocks) (categories[b.category] ??= { title: CATEGORY_TITLES[b.category] ?? b.category, components: [] }).components.push(b.name)
  // Built from the registry list the server sent (editorBlocks), each with its own schema's
  // defaults, so the map holds exactly the PuckConfig keys and prop types (the registry's zod
  // schemas stay on the server). tests/unit/blocks/oneRegistry.test.tsx
  // checks the keys and that each schema accepts its Puck defaultProps.
  const components = Object.fromEntries(blocks.map((b) => [b.name, component(pageId, b, options, canLock, render)])) as unknown as Components
  return { categories, components }
}
