import type { RegisteredBlock } from './types'

/**
 * The registry for rendering, one dynamic import per block: a page's server module graph then holds
 * only the blocks it renders, so it does not carry other blocks' client islands (see
 * tests/unit/blocks/lazyRegistry.test.ts for the check that it names every registered block).
 */
export const lazyRegistry: Record<string, () => Promise<RegisteredBlock>> = {
  Hero: () => import('./Hero').then((m) => m.block),
  PromoSlider: () => import('./PromoSlider').then((m) => m.block),
  TextSection: () => import('./TextSection').then((m) => m.block),
  RichText: () => import('./RichText').then((m) => m.block),
  Image: () => import('./Image').then((m) => m.block),
  ButtonGroup: () => import('./ButtonGroup').then((m) => m.block),
  SalesCounter: () => import('./SalesCounter').then((m) => m.block),
  Columns: () => import('./Columns').then((m) => m.block),
  FAQ: () => import('./FAQ').then((m) => m.block),
  FeatureBanner: () => import('./FeatureBanner').then((m) => m.block),
  InventorySummary: () => import('./InventorySummary').then((m) => m.block),
  SearchGrid: () => import('./SearchGrid').then((m) => m.block),
  MakeCards: () => import('./MakeCards').then((m) => m.block),
  FinanceCalculator: () => import('./FinanceCalculator').then((m) => m.block),
  LocationList: () => import('./LocationList').then((m) => m.block),
  LocationBlock: () => import('./LocationBlock').then((m) => m.block),
  VehicleBreadcrumb: () => import('./VehicleBreadcrumb').then((m) => m.block),
  VehicleMedia: () => import('./VehicleMedia').then((m) => m.block),
  VehicleSummary: () => import('./VehicleSummary').then((m) => m.block),
  VehicleKeyInformation: () => import('./VehicleKeyInformation').then((m) => m.block),
  VehicleUsedCheck: () => import('./VehicleUsedCheck').then((m) => m.block),
  VehicleVideo: () => import('./VehicleVideo').then((m) => m.block),
  VehicleComments: () => import('./VehicleComments').then((m) => m.block),
  VehicleFuelCalculator: () => import('./VehicleFuelCalculator').then((m) => m.block),
  VehicleSpecifications: () => import('./VehicleSpecifications').then((m) => m.block),
  VehicleFeatures: () => import('./VehicleFeatures').then((m) => m.block),
  VehicleDetailTabs: () => import('./VehicleDetailTabs').then((m) => m.block),
  VehicleFinance: () => import('./VehicleFinance').then((m) => m.block),
  VehiclePriceGauge: () => import('./VehiclePriceGauge').then((m) => m.block),
  VehicleDisclaimer: () => import('./VehicleDisclaimer').then((m) => m.block),
  VehicleSimilarCars: () => import('./VehicleSimilarCars').then((m) => m.block),
  VehicleDetail: () => import('./VehicleDetail').then((m) => m.block),
}
