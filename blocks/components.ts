import type { BlockComponent, PropsSchema } from './types'
import type { registry } from './registry'

type Registry = typeof registry

/**
 * Each block's component, imported only when a layout renders the block (its own chunk), so a page
 * runs only its own blocks. Apart from the registry (blocks/registry.ts) because the Payload config
 * imports the registry: whatever client islands are reachable from it end up in the client chunk of
 * the site layout, shipped with every shopper page. Only the renderer (RenderLayout) imports this
 * file. The type requires one component per registered block, taking exactly its schema's output.
 */
export const blockComponents: { [K in keyof Registry]: () => Promise<BlockComponent<Registry[K]['schema']>> } = {
  Hero: () => import('./Hero/Component').then((m) => m.Hero),
  PromoSlider: () => import('./PromoSlider/Component').then((m) => m.PromoSlider),
  TextSection: () => import('./TextSection/Component').then((m) => m.TextSection),
  RichText: () => import('./RichText/Component').then((m) => m.RichText),
  Image: () => import('./Image/Component').then((m) => m.Image),
  ButtonGroup: () => import('./ButtonGroup/Component').then((m) => m.ButtonGroup),
  SalesCounter: () => import('./SalesCounter/Component').then((m) => m.SalesCounter),
  Columns: () => import('./Columns/Component').then((m) => m.Columns),
  FAQ: () => import('./FAQ/Component').then((m) => m.FAQ),
  FeatureBanner: () => import('./FeatureBanner/Component').then((m) => m.FeatureBanner),
  LatestPosts: () => import('./LatestPosts/Component').then((m) => m.LatestPosts),
  ReviewsCarousel: () => import('./ReviewsCarousel/Component').then((m) => m.ReviewsCarousel),
  InventorySummary: () => import('./InventorySummary/Component').then((m) => m.InventorySummary),
  SearchGrid: () => import('./SearchGrid/Component').then((m) => m.SearchGrid),
  MakeCards: () => import('./MakeCards/Component').then((m) => m.MakeCards),
  ModelCards: () => import('./ModelCards/Component').then((m) => m.ModelCards),
  OfferList: () => import('./OfferList/Component').then((m) => m.OfferList),
  FinanceCalculator: () => import('./FinanceCalculator/Component').then((m) => m.FinanceCalculator),
  LocationList: () => import('./LocationList/Component').then((m) => m.LocationList),
  LeadForm: () => import('./LeadForm/Component').then((m) => m.LeadForm),
  LocationBlock: () => import('./LocationBlock/Component').then((m) => m.LocationBlock),
  VehicleDetail: () => import('./VehicleDetail/Component').then((m) => m.VehicleDetail),
  VehicleBreadcrumb: () => import('./VehicleBreadcrumb/Component').then((m) => m.VehicleBreadcrumb),
  VehicleMedia: () => import('./VehicleMedia/Component').then((m) => m.VehicleMedia),
  VehicleSummary: () => import('./VehicleSummary/Component').then((m) => m.VehicleSummary),
  VehicleKeyInformation: () => import('./VehicleKeyInformation/Component').then((m) => m.VehicleKeyInformation),
  VehicleUsedCheck: () => import('./VehicleUsedCheck/Component').then((m) => m.VehicleUsedCheck),
  VehicleVideo: () => import('./VehicleVideo/Component').then((m) => m.VehicleVideo),
  VehicleComments: () => import('./VehicleComments/Component').then((m) => m.VehicleComments),
  VehicleDetailTabs: () => import('./VehicleDetailTabs/Component').then((m) => m.VehicleDetailTabs),
  VehicleFuelCalculator: () => import('./VehicleFuelCalculator/Component').then((m) => m.VehicleFuelCalculator),
  VehicleSpecifications: () => import('./VehicleSpecifications/Component').then((m) => m.VehicleSpecifications),
  VehicleFeatures: () => import('./VehicleFeatures/Component').then((m) => m.VehicleFeatures),
  VehicleFinance: () => import('./VehicleFinance/Component').then((m) => m.VehicleFinance),
  VehiclePriceGauge: () => import('./VehiclePriceGauge/Component').then((m) => m.VehiclePriceGauge),
  VehicleDisclaimer: () => import('./VehicleDisclaimer/Component').then((m) => m.VehicleDisclaimer),
  VehicleSimilarCars: () => import('./VehicleSimilarCars/Component').then((m) => m.VehicleSimilarCars),
}

/** A block's component with its prop types erased (callers parse props with its schema). */
export const loadComponent = (type: keyof Registry): Promise<BlockComponent<PropsSchema>> => (blockComponents[type] as () => Promise<BlockComponent<PropsSchema>>)()
