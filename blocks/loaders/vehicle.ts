import { pageBlockLoaders } from './page'
import type { BlockLoaders } from './types'

/** The vehicle sections' components (placement "vehicle"), imported only by the vehicle template's route (see ./page.ts). */
const vehicleSectionLoaders = {
  VehicleDetail: () => import('../VehicleDetail/Component').then((m) => m.VehicleDetail),
  VehicleBreadcrumb: () => import('../VehicleBreadcrumb/Component').then((m) => m.VehicleBreadcrumb),
  VehicleMedia: () => import('../VehicleMedia/Component').then((m) => m.VehicleMedia),
  VehicleSummary: () => import('../VehicleSummary/Component').then((m) => m.VehicleSummary),
  VehicleKeyInformation: () => import('../VehicleKeyInformation/Component').then((m) => m.VehicleKeyInformation),
  VehicleUsedCheck: () => import('../VehicleUsedCheck/Component').then((m) => m.VehicleUsedCheck),
  VehicleVideo: () => import('../VehicleVideo/Component').then((m) => m.VehicleVideo),
  VehicleComments: () => import('../VehicleComments/Component').then((m) => m.VehicleComments),
  VehicleDetailTabs: () => import('../VehicleDetailTabs/Component').then((m) => m.VehicleDetailTabs),
  VehicleFuelCalculator: () => import('../VehicleFuelCalculator/Component').then((m) => m.VehicleFuelCalculator),
  VehicleSpecifications: () => import('../VehicleSpecifications/Component').then((m) => m.VehicleSpecifications),
  VehicleFeatures: () => import('../VehicleFeatures/Component').then((m) => m.VehicleFeatures),
  VehicleFinance: () => import('../VehicleFinance/Component').then((m) => m.VehicleFinance),
  VehiclePriceGauge: () => import('../VehiclePriceGauge/Component').then((m) => m.VehiclePriceGauge),
  VehicleDisclaimer: () => import('../VehicleDisclaimer/Component').then((m) => m.VehicleDisclaimer),
  VehicleSimilarCars: () => import('../VehicleSimilarCars/Component').then((m) => m.VehicleSimilarCars),
} satisfies BlockLoaders

/** Every block a vehicle template's layout may render: the page blocks placed on both, and the vehicle sections. */
export const vehicleTemplateLoaders = { ...pageBlockLoaders, ...vehicleSectionLoaders } satisfies Required<BlockLoaders>
