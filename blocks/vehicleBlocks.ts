import type { RegisteredBlock } from './types'
import { block as VehicleBreadcrumb } from './VehicleBreadcrumb'
import { block as VehicleMedia } from './VehicleMedia'
import { block as VehicleSummary } from './VehicleSummary'
import { block as VehicleKeyInformation } from './VehicleKeyInformation'
import { block as VehicleUsedCheck } from './VehicleUsedCheck'
import { block as VehicleVideo } from './VehicleVideo'
import { block as VehicleComments } from './VehicleComments'
import { block as VehicleFuelCalculator } from './VehicleFuelCalculator'
import { block as VehicleSpecifications } from './VehicleSpecifications'
import { block as VehicleFeatures } from './VehicleFeatures'
import { block as VehicleDetailTabs } from './VehicleDetailTabs'
import { block as VehicleFinance } from './VehicleFinance'
import { block as VehiclePriceGauge } from './VehiclePriceGauge'
import { block as VehicleDisclaimer } from './VehicleDisclaimer'
import { block as VehicleSimilarCars } from './VehicleSimilarCars'
import { block as VehicleDetail } from './VehicleDetail'

/** The vehicle page's blocks: VehicleDetail and its sections (they render only on /cars/{slug}). */
export const vehicleBlocks: Record<string, RegisteredBlock> = {
  VehicleBreadcrumb,
  VehicleMedia,
  VehicleSummary,
  VehicleKeyInformation,
  VehicleUsedCheck,
  VehicleVideo,
  VehicleComments,
  VehicleFuelCalculator,
  VehicleSpecifications,
  VehicleFeatures,
  VehicleDetailTabs,
  VehicleFinance,
  VehiclePriceGauge,
  VehicleDisclaimer,
  VehicleSimilarCars,
  VehicleDetail,
}
