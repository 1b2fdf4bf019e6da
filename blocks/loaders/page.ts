import type { BlockLoaders } from './types'

/**
 * How the blocks that render on ordinary pages (placement "both" or "page") load their components.
 *
 * The components are not in the registry (labels, schemas, fields) because the bundler gives a
 * route the client islands of every component its server code can import, even through a lazy
 * `import()` that never runs: the Payload config imports the registry to validate layouts and
 * every route reaches the Payload config, so every shopper page shipped every block's islands. For
 * the same reason the vehicle sections' loaders are a module of their own (./vehicle.ts), imported
 * only by the vehicle template's route: a CMS page ships only the islands its blocks can render.
 * tests/unit/blocks/oneRegistry.test.tsx checks that the two maps hold every block, each in the
 * right one.
 */
export const pageBlockLoaders = {
  Hero: () => import('../Hero/Component').then((m) => m.Hero),
  PromoSlider: () => import('../PromoSlider/Component').then((m) => m.PromoSlider),
  TextSection: () => import('../TextSection/Component').then((m) => m.TextSection),
  RichText: () => import('../RichText/Component').then((m) => m.RichText),
  Image: () => import('../Image/Component').then((m) => m.Image),
  ButtonGroup: () => import('../ButtonGroup/Component').then((m) => m.ButtonGroup),
  SalesCounter: () => import('../SalesCounter/Component').then((m) => m.SalesCounter),
  Columns: () => import('../Columns/Component').then((m) => m.Columns),
  FAQ: () => import('../FAQ/Component').then((m) => m.FAQ),
  FeatureBanner: () => import('../FeatureBanner/Component').then((m) => m.FeatureBanner),
  LatestPosts: () => import('../LatestPosts/Component').then((m) => m.LatestPosts),
  ReviewsCarousel: () => import('../ReviewsCarousel/Component').then((m) => m.ReviewsCarousel),
  InventorySummary: () => import('../InventorySummary/Component').then((m) => m.InventorySummary),
  SearchGrid: () => import('../SearchGrid/Component').then((m) => m.SearchGrid),
  MakeCards: () => import('../MakeCards/Component').then((m) => m.MakeCards),
  ModelCards: () => import('../ModelCards/Component').then((m) => m.ModelCards),
  OfferList: () => import('../OfferList/Component').then((m) => m.OfferList),
  FinanceCalculator: () => import('../FinanceCalculator/Component').then((m) => m.FinanceCalculator),
  LocationList: () => import('../LocationList/Component').then((m) => m.LocationList),
  LeadForm: () => import('../LeadForm/Component').then((m) => m.LeadForm),
  LocationBlock: () => import('../LocationBlock/Component').then((m) => m.LocationBlock),
  SpinToWin: () => import('../SpinToWin/Component').then((m) => m.SpinToWin),
} satisfies BlockLoaders
