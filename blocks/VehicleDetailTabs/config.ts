import { z } from 'zod'
import type { PuckField } from '../types'

/** The detail tabs: a section of the vehicle page, placed in the VehicleDetail block. The texts are the site's (`vehiclePage.detailTabs`). */
export const vehicleDetailTabsSchema = z.object({})

export const vehicleDetailTabsDefaults: z.input<typeof vehicleDetailTabsSchema> = {}

export const vehicleDetailTabsFields: Record<string, PuckField> = {}
