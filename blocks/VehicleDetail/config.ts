import { z } from 'zod'
import type { PuckField } from '../types'

/** Every block that may go in the VehicleDetail block. */
export const VEHICLE_SECTIONS = [
  'VehicleBreadcrumb',
  'VehicleMedia',
  'VehicleSummary',
  'VehicleKeyInformation',
  'VehicleUsedCheck',
  'VehicleVideo',
  'VehicleComments',
  'VehicleDetailTabs',
  'VehicleFuelCalculator',
  'VehicleSpecifications',
  'VehicleFeatures',
  'VehicleFinance',
  'VehiclePriceGauge',
  'VehicleDisclaimer',
  'VehicleSimilarCars',
] as const

/**
 * The sections a vehicle page starts with, in the spec's order (INV §2 Vehicle detail page). Dealer
 * comments and features sit in the detail tabs at the comments' place; their own blocks stay
 * available for a layout that wants them as sections.
 */
export const DEFAULT_VEHICLE_SECTIONS = VEHICLE_SECTIONS.filter((type) => type !== 'VehicleComments' && type !== 'VehicleFeatures')

/** Slot content: each item is checked against its own block's schema by validateLayout. */
const sections = z.array(z.object({ type: z.string(), props: z.record(z.string(), z.unknown()) }).loose()).max(40, 'At most 40 sections').default([])

export const vehicleDetailSchema = z.object({ sections })

/** The default sections once each, in the spec's order; the section blocks' own props take their defaults. */
export const vehicleDetailDefaults: z.input<typeof vehicleDetailSchema> = {
  sections: DEFAULT_VEHICLE_SECTIONS.map((type) => ({ type, props: { id: `vehicle-${type.slice('Vehicle'.length).toLowerCase()}` } })),
}

/** Only the vehicle sections go in; editors reorder them, or delete one to hide it. */
export const vehicleDetailFields: Record<string, PuckField> = {
  sections: { type: 'slot', label: 'Sections', allow: [...VEHICLE_SECTIONS] },
}
