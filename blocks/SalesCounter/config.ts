import { z } from 'zod'
import type { PuckField } from '../types'

export const salesCounterSchema = z.object({
  label: z.string().trim().min(1, 'Label is required').max(80).default('Cars sold this month'),
  note: z.string().trim().max(200).default(''),
  align: z.enum(['start', 'center']).default('center'),
})

export const salesCounterDefaults: z.input<typeof salesCounterSchema> = { label: 'Cars sold this month', note: '', align: 'center' }

export const salesCounterFields: Record<string, PuckField> = {
  label: { type: 'text', label: 'Label' },
  note: { type: 'text', label: 'Note under the number' },
  align: { type: 'radio', label: 'Alignment', options: [{ label: 'Centre', value: 'center' }, { label: 'Left', value: 'start' }] },
}
