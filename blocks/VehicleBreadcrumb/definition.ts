import type { BlockMeta } from '../types'
import { vehicleBreadcrumbDefaults, vehicleBreadcrumbFields, vehicleBreadcrumbSchema } from './config'

/** The block without its component: what validation and the editor need (no React, no client islands). */
export const definition = { name: 'VehicleBreadcrumb', label: 'Breadcrumb', category: 'vehicle', schema: vehicleBreadcrumbSchema, defaults: vehicleBreadcrumbDefaults, fields: vehicleBreadcrumbFields } satisfies BlockMeta<typeof vehicleBreadcrumbSchema>
