import { z } from 'zod'
import type { PuckField } from '../types'

/** Breadcrumb: a section of the vehicle page, placed in the VehicleDetail block. */
export const vehicleBreadcrumbSchema = z.object({
  homeLabel: z.string().trim().min(1, 'Text is required').max(40, 'At most 40 characters').default('Home'),
})

export const vehicleBreadcrumbDefaults: z.input<typeof vehicleBreadcrumbSchema> = { homeLabel: 'Home' }

export const vehicleBreadcrumbFields: Record<string, PuckField> = {
  homeLabel: { type: 'text', label: 'First link text' },
}
