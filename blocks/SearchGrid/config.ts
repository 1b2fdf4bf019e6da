import { z } from 'zod'
import type { PuckField } from '../types'

/** Page-builder options of the search results grid; the filters come from the URL (FIN §2.1). */
export const searchGridSchema = z.object({
  mode: z.enum(['search', 'offers']).default('search'),
  showBudget: z.boolean().default(true),
  showRecentSearches: z.boolean().default(true),
})

export const searchGridDefaults: z.input<typeof searchGridSchema> = { mode: 'search', showBudget: true, showRecentSearches: true }

const yesNo = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
]

export const searchGridFields: Record<string, PuckField> = {
  mode: { type: 'radio', label: 'Empty results show', options: [{ label: 'The search message', value: 'search' }, { label: 'The empty-offers card', value: 'offers' }] },
  showBudget: { type: 'radio', label: 'Budget search', options: yesNo },
  showRecentSearches: { type: 'radio', label: 'Recent searches', options: yesNo },
}
