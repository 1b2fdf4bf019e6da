import { z } from 'zod'
import type { PuckField } from '../types'

const idList = z.string().regex(/^[\d,\s]*$/, 'Use location ids separated by commas').default('')

/** Block options (variants "Block options"): filter mode, manufacturer, subtype, include/exclude ids. */
export const locationBlockSchema = z
  .object({
    heading: z.string().max(120).default('Our locations'),
    filter: z.enum(['primary', 'sales', 'service', 'parts', 'serviceAndParts', 'all', 'one']).default('all'),
    locationId: z.string().regex(/^\d*$/, 'Pick a location from the list').default(''),
    manufacturer: z.string().max(60).default(''),
    subtype: z.string().max(60).default(''),
    includeIds: idList,
    excludeIds: idList,
    layout: z.enum(['site', 'grid', 'carousel']).default('site'),
    showHours: z.boolean().default(true),
    /** The locations page's picker and postcode sort (FIN §2.8), over a grid of several locations. */
    finder: z.boolean().default(false),
  })
  .refine((p) => p.filter !== 'one' || p.locationId !== '', { message: 'Pick the location to show', path: ['locationId'] })

export const locationBlockDefaults: z.input<typeof locationBlockSchema> = {
  heading: 'Our locations',
  filter: 'all',
  locationId: '',
  manufacturer: '',
  subtype: '',
  includeIds: '',
  excludeIds: '',
  layout: 'site',
  showHours: true,
  finder: false,
}

export const locationBlockFields: Record<string, PuckField> = {
  heading: { type: 'text', label: 'Heading' },
  filter: {
    type: 'select',
    label: 'Show',
    options: [
      { label: 'All locations', value: 'all' },
      { label: 'Primary location', value: 'primary' },
      { label: 'Sales', value: 'sales' },
      { label: 'Service', value: 'service' },
      { label: 'Parts', value: 'parts' },
      { label: 'Service and parts', value: 'serviceAndParts' },
      { label: 'One location', value: 'one' },
    ],
  },
  locationId: { type: 'picker', label: 'Location (for "One location")', source: 'locations', emptyLabel: 'None' },
  manufacturer: { type: 'picker', label: 'Manufacturer', source: 'makes', emptyLabel: 'Any' },
  subtype: { type: 'text', label: 'Subtype' },
  includeIds: { type: 'text', label: 'Only these location ids (comma separated)' },
  excludeIds: { type: 'text', label: 'Leave out location ids (comma separated)' },
  layout: { type: 'select', label: 'Several locations as', options: [{ label: 'Site setting', value: 'site' }, { label: 'Grid', value: 'grid' }, { label: 'Carousel', value: 'carousel' }] },
  showHours: { type: 'radio', label: 'Opening hours', options: [{ label: 'Show', value: true }, { label: 'Hide', value: false }] },
  finder: { type: 'radio', label: 'Location picker and postcode sort (grid)', options: [{ label: 'Show', value: true }, { label: 'Hide', value: false }] },
}
