import { z } from 'zod'
import type { PuckField } from '../types'

/** Slot content: each item is checked against its own block's schema by validateLayout. */
const slot = z.array(z.object({ type: z.string(), props: z.record(z.string(), z.unknown()) }).loose()).max(20, 'At most 20 blocks in a column').default([])

export const columnsSchema = z.object({
  ratio: z.enum(['1-1', '2-1', '1-2']).default('1-1'),
  left: slot,
  right: slot,
})

export const columnsDefaults: z.input<typeof columnsSchema> = {
  ratio: '1-1',
  left: [{ type: 'RichText', props: { id: 'columns-left-text', body: '## Why buy from us\n\n- Quality checked cars\n- Finance on the spot', width: 'wide' } }],
  right: [{ type: 'ButtonGroup', props: { id: 'columns-right-buttons', buttonSet: '', buttons: [{ label: 'Contact us', href: '/contact', style: 'primary' }], align: 'start' } }],
}

/** Columns do not nest, so a layout stays two levels deep. */
export const columnsFields: Record<string, PuckField> = {
  ratio: { type: 'radio', label: 'Column widths', options: [{ label: 'Equal', value: '1-1' }, { label: 'Wide left', value: '2-1' }, { label: 'Wide right', value: '1-2' }] },
  left: { type: 'slot', label: 'Left column', disallow: ['Columns'] },
  right: { type: 'slot', label: 'Right column', disallow: ['Columns'] },
}
