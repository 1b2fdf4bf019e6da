import type { BlockInfo } from './types'
import { definition as Hero } from './Hero/definition'
import { definition as PromoSlider } from './PromoSlider/definition'
import { definition as TextSection } from './TextSection/definition'
import { definition as RichText } from './RichText/definition'
import { definition as Image } from './Image/definition'
import { definition as ButtonGroup } from './ButtonGroup/definition'
import { definition as SalesCounter } from './SalesCounter/definition'
import { definition as Columns } from './Columns/definition'
import { definition as FAQ } from './FAQ/definition'
import { definition as FeatureBanner } from './FeatureBanner/definition'
import { definition as InventorySummary } from './InventorySummary/definition'
import { definition as SearchGrid } from './SearchGrid/definition'
import { definition as MakeCards } from './MakeCards/definition'
import { definition as FinanceCalculator } from './FinanceCalculator/definition'
import { definition as LocationList } from './LocationList/definition'
import { definition as LocationBlock } from './LocationBlock/definition'
import { definition as VehicleBreadcrumb } from './VehicleBreadcrumb/definition'
import { definition as VehicleMedia } from './VehicleMedia/definition'
import { definition as VehicleSummary } from './VehicleSummary/definition'
import { definition as VehicleKeyInformation } from './VehicleKeyInformation/definition'
import { definition as VehicleUsedCheck } from './VehicleUsedCheck/definition'
import { definition as VehicleVideo } from './VehicleVideo/definition'
import { definition as VehicleComments } from './VehicleComments/definition'
import { definition as VehicleFuelCalculator } from './VehicleFuelCalculator/definition'
import { definition as VehicleSpecifications } from './VehicleSpecifications/definition'
import { definition as VehicleFeatures } from './VehicleFeatures/definition'
import { definition as VehicleDetailTabs } from './VehicleDetailTabs/definition'
import { definition as VehicleFinance } from './VehicleFinance/definition'
import { definition as VehiclePriceGauge } from './VehiclePriceGauge/definition'
import { definition as VehicleDisclaimer } from './VehicleDisclaimer/definition'
import { definition as VehicleSimilarCars } from './VehicleSimilarCars/definition'
import { definition as VehicleDetail } from './VehicleDetail/definition'

/**
 * Every block's definition without its component (schema, fields, defaults): the layout validator,
 * the lock check and the editor read these, so the Payload config (and through it every route) does
 * not import the blocks' components and their client islands.
 */
export const definitions: Record<string, BlockInfo> = {
  Hero,
  PromoSlider,
  TextSection,
  RichText,
  Image,
  ButtonGroup,
  SalesCounter,
  Columns,
  FAQ,
  FeatureBanner,
  InventorySummary,
  SearchGrid,
  MakeCards,
  FinanceCalculator,
  LocationList,
  LocationBlock,
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
