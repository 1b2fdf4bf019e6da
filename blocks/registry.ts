import { block } from './types'
import { heroDefaults, heroFields, heroSchema } from './Hero/config'
import { promoSliderDefaults, promoSliderFields, promoSliderSchema } from './PromoSlider/config'
import { textSectionDefaults, textSectionFields, textSectionSchema } from './TextSection/config'
import { richTextDefaults, richTextFields, richTextSchema } from './RichText/config'
import { imageDefaults, imageFields, imageSchema } from './Image/config'
import { buttonGroupDefaults, buttonGroupFields, buttonGroupSchema } from './ButtonGroup/config'
import { salesCounterDefaults, salesCounterFields, salesCounterSchema } from './SalesCounter/config'
import { latestPostsDefaults, latestPostsFields, latestPostsSchema } from './LatestPosts/config'
import { reviewsCarouselDefaults, reviewsCarouselFields, reviewsCarouselSchema } from './ReviewsCarousel/config'
import { columnsDefaults, columnsFields, columnsSchema } from './Columns/config'
import { faqDefaults, faqFields, faqSchema } from './FAQ/config'
import { featureBannerDefaults, featureBannerFields, featureBannerSchema } from './FeatureBanner/config'
import { inventorySummaryDefaults, inventorySummaryFields, inventorySummarySchema } from './InventorySummary/config'
import { searchGridDefaults, searchGridFields, searchGridSchema } from './SearchGrid/config'
import { makeCardsDefaults, makeCardsFields, makeCardsSchema } from './MakeCards/config'
import { offerListDefaults, offerListFields, offerListSchema } from './OfferList/config'
import { modelCardsDefaults, modelCardsFields, modelCardsSchema } from './ModelCards/config'
import { financeCalculatorDefaults, financeCalculatorFields, financeCalculatorSchema } from './FinanceCalculator/config'
import { locationListDefaults, locationListFields, locationListSchema } from './LocationList/config'
import { locationBlockDefaults, locationBlockFields, locationBlockSchema } from './LocationBlock/config'
import { vehicleDetailDefaults, vehicleDetailFields, vehicleDetailSchema } from './VehicleDetail/config'
import { vehicleBreadcrumbDefaults, vehicleBreadcrumbFields, vehicleBreadcrumbSchema } from './VehicleBreadcrumb/config'
import { vehicleMediaDefaults, vehicleMediaFields, vehicleMediaSchema } from './VehicleMedia/config'
import { vehicleSummaryDefaults, vehicleSummaryFields, vehicleSummarySchema } from './VehicleSummary/config'
import { vehicleKeyInformationDefaults, vehicleKeyInformationFields, vehicleKeyInformationSchema } from './VehicleKeyInformation/config'
import { vehicleUsedCheckDefaults, vehicleUsedCheckFields, vehicleUsedCheckSchema } from './VehicleUsedCheck/config'
import { vehicleVideoDefaults, vehicleVideoFields, vehicleVideoSchema } from './VehicleVideo/config'
import { vehicleCommentsDefaults, vehicleCommentsFields, vehicleCommentsSchema } from './VehicleComments/config'
import { vehicleDetailTabsDefaults, vehicleDetailTabsFields, vehicleDetailTabsSchema } from './VehicleDetailTabs/config'
import { vehicleFuelCalculatorDefaults, vehicleFuelCalculatorFields, vehicleFuelCalculatorSchema } from './VehicleFuelCalculator/config'
import { vehicleSpecificationsDefaults, vehicleSpecificationsFields, vehicleSpecificationsSchema } from './VehicleSpecifications/config'
import { vehicleFeaturesDefaults, vehicleFeaturesFields, vehicleFeaturesSchema } from './VehicleFeatures/config'
import { vehicleFinanceDefaults, vehicleFinanceFields, vehicleFinanceSchema } from './VehicleFinance/config'
import { vehiclePriceGaugeDefaults, vehiclePriceGaugeFields, vehiclePriceGaugeSchema } from './VehiclePriceGauge/config'
import { vehicleDisclaimerDefaults, vehicleDisclaimerFields, vehicleDisclaimerSchema } from './VehicleDisclaimer/config'
import { leadFormDefaults, leadFormFields, leadFormSchema } from './LeadForm/config'
import { vehicleSimilarCarsDefaults, vehicleSimilarCarsFields, vehicleSimilarCarsSchema } from './VehicleSimilarCars/config'

/**
 * THE list of blocks: one entry per block (its folder holds config.ts and Component.tsx). The editor's
 * Puck config, the layout validator, the lock check and the renderer all derive from it (see
 * blocks/blockTypes.ts for the derived names and prop types). Components load lazily: importing the
 * registry (the Payload config does, for validation) runs no component code, and a page fetches only
 * the client chunks of the blocks it renders (checked against the build: InstantSearch's chunk is
 * referenced by no client module of the CMS or vehicle routes).
 */
export const registry = {
  Hero: block({ label: 'Hero', category: 'hero', placement: 'both', schema: heroSchema, defaults: heroDefaults, fields: heroFields, load: () => import('./Hero/Component').then((m) => m.Hero) }),
  PromoSlider: block({ label: 'Promo slider', category: 'promo', placement: 'both', schema: promoSliderSchema, defaults: promoSliderDefaults, fields: promoSliderFields, interactive: true, load: () => import('./PromoSlider/Component').then((m) => m.PromoSlider) }),
  TextSection: block({ label: 'Text section', category: 'content', placement: 'both', schema: textSectionSchema, defaults: textSectionDefaults, fields: textSectionFields, load: () => import('./TextSection/Component').then((m) => m.TextSection) }),
  RichText: block({ label: 'Rich text', category: 'content', placement: 'both', schema: richTextSchema, defaults: richTextDefaults, fields: richTextFields, load: () => import('./RichText/Component').then((m) => m.RichText) }),
  Image: block({ label: 'Image', category: 'content', placement: 'both', schema: imageSchema, defaults: imageDefaults, fields: imageFields, load: () => import('./Image/Component').then((m) => m.Image) }),
  ButtonGroup: block({ label: 'Buttons', category: 'content', placement: 'both', schema: buttonGroupSchema, defaults: buttonGroupDefaults, fields: buttonGroupFields, load: () => import('./ButtonGroup/Component').then((m) => m.ButtonGroup) }),
  SalesCounter: block({ label: 'Sales counter', category: 'dealer', placement: 'both', schema: salesCounterSchema, defaults: salesCounterDefaults, fields: salesCounterFields, interactive: true, load: () => import('./SalesCounter/Component').then((m) => m.SalesCounter) }),
  Columns: block({ label: 'Columns', category: 'content', placement: 'both', schema: columnsSchema, defaults: columnsDefaults, fields: columnsFields, load: () => import('./Columns/Component').then((m) => m.Columns) }),
  FAQ: block({ label: 'FAQ accordion', category: 'content', placement: 'both', schema: faqSchema, defaults: faqDefaults, fields: faqFields, load: () => import('./FAQ/Component').then((m) => m.FAQ) }),
  FeatureBanner: block({ label: 'Feature banner', category: 'promo', placement: 'both', schema: featureBannerSchema, defaults: featureBannerDefaults, fields: featureBannerFields, load: () => import('./FeatureBanner/Component').then((m) => m.FeatureBanner) }),
  LatestPosts: block({ label: 'Latest blog posts', category: 'content', placement: 'both', schema: latestPostsSchema, defaults: latestPostsDefaults, fields: latestPostsFields, load: () => import('./LatestPosts/Component').then((m) => m.LatestPosts) }),
  ReviewsCarousel: block({ label: 'Reviews carousel', category: 'dealer', placement: 'both', schema: reviewsCarouselSchema, defaults: reviewsCarouselDefaults, fields: reviewsCarouselFields, load: () => import('./ReviewsCarousel/Component').then((m) => m.ReviewsCarousel) }),
  InventorySummary: block({ label: 'Stock summary', category: 'inventory', placement: 'both', schema: inventorySummarySchema, defaults: inventorySummaryDefaults, fields: inventorySummaryFields, load: () => import('./InventorySummary/Component').then((m) => m.InventorySummary) }),
  SearchGrid: block({ label: 'Search results', category: 'inventory', placement: 'both', schema: searchGridSchema, defaults: searchGridDefaults, fields: searchGridFields, interactive: true, load: () => import('./SearchGrid/Component').then((m) => m.SearchGrid) }),
  MakeCards: block({ label: 'Make or body cards', category: 'inventory', placement: 'both', schema: makeCardsSchema, defaults: makeCardsDefaults, fields: makeCardsFields, load: () => import('./MakeCards/Component').then((m) => m.MakeCards) }),
  ModelCards: block({ label: 'Model cards', category: 'inventory', placement: 'both', schema: modelCardsSchema, defaults: modelCardsDefaults, fields: modelCardsFields, load: () => import('./ModelCards/Component').then((m) => m.ModelCards) }),
  OfferList: block({ label: 'Dealership offers', category: 'promo', placement: 'both', schema: offerListSchema, defaults: offerListDefaults, fields: offerListFields, interactive: true, load: () => import('./OfferList/Component').then((m) => m.OfferList) }),
  FinanceCalculator: block({ label: 'Finance calculator', category: 'finance', placement: 'both', schema: financeCalculatorSchema, defaults: financeCalculatorDefaults, fields: financeCalculatorFields, interactive: true, load: () => import('./FinanceCalculator/Component').then((m) => m.FinanceCalculator) }),
  LocationList: block({ label: 'Location list', category: 'dealer', placement: 'both', schema: locationListSchema, defaults: locationListDefaults, fields: locationListFields, load: () => import('./LocationList/Component').then((m) => m.LocationList) }),
  LeadForm: block({ label: 'Lead form', category: 'dealer', placement: 'both', schema: leadFormSchema, defaults: leadFormDefaults, fields: leadFormFields, interactive: true, load: () => import('./LeadForm/Component').then((m) => m.LeadForm) }),
  LocationBlock: block({ label: 'Locations', category: 'dealer', placement: 'both', schema: locationBlockSchema, defaults: locationBlockDefaults, fields: locationBlockFields, interactive: true, load: () => import('./LocationBlock/Component').then((m) => m.LocationBlock) }),
  VehicleDetail: block({ label: 'Vehicle detail', category: 'vehicle', placement: 'vehicle', schema: vehicleDetailSchema, defaults: vehicleDetailDefaults, fields: vehicleDetailFields, load: () => import('./VehicleDetail/Component').then((m) => m.VehicleDetail) }),
  VehicleBreadcrumb: block({ label: 'Breadcrumb', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleBreadcrumbSchema, defaults: vehicleBreadcrumbDefaults, fields: vehicleBreadcrumbFields, load: () => import('./VehicleBreadcrumb/Component').then((m) => m.VehicleBreadcrumb) }),
  VehicleMedia: block({ label: 'Gallery and 360 spin', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleMediaSchema, defaults: vehicleMediaDefaults, fields: vehicleMediaFields, interactive: true, load: () => import('./VehicleMedia/Component').then((m) => m.VehicleMedia) }),
  VehicleSummary: block({ label: 'Vehicle sidebar', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleSummarySchema, defaults: vehicleSummaryDefaults, fields: vehicleSummaryFields, interactive: true, load: () => import('./VehicleSummary/Component').then((m) => m.VehicleSummary) }),
  VehicleKeyInformation: block({ label: 'Key information', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleKeyInformationSchema, defaults: vehicleKeyInformationDefaults, fields: vehicleKeyInformationFields, interactive: true, load: () => import('./VehicleKeyInformation/Component').then((m) => m.VehicleKeyInformation) }),
  VehicleUsedCheck: block({ label: 'Used-car check', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleUsedCheckSchema, defaults: vehicleUsedCheckDefaults, fields: vehicleUsedCheckFields, load: () => import('./VehicleUsedCheck/Component').then((m) => m.VehicleUsedCheck) }),
  VehicleVideo: block({ label: 'External video', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleVideoSchema, defaults: vehicleVideoDefaults, fields: vehicleVideoFields, load: () => import('./VehicleVideo/Component').then((m) => m.VehicleVideo) }),
  VehicleComments: block({ label: 'Dealer comments', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleCommentsSchema, defaults: vehicleCommentsDefaults, fields: vehicleCommentsFields, interactive: true, load: () => import('./VehicleComments/Component').then((m) => m.VehicleComments) }),
  VehicleDetailTabs: block({ label: 'Detail tabs', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleDetailTabsSchema, defaults: vehicleDetailTabsDefaults, fields: vehicleDetailTabsFields, interactive: true, load: () => import('./VehicleDetailTabs/Component').then((m) => m.VehicleDetailTabs) }),
  VehicleFuelCalculator: block({ label: 'Fuel and delivery calculators', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleFuelCalculatorSchema, defaults: vehicleFuelCalculatorDefaults, fields: vehicleFuelCalculatorFields, interactive: true, load: () => import('./VehicleFuelCalculator/Component').then((m) => m.VehicleFuelCalculator) }),
  VehicleSpecifications: block({ label: 'All specifications', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleSpecificationsSchema, defaults: vehicleSpecificationsDefaults, fields: vehicleSpecificationsFields, interactive: true, load: () => import('./VehicleSpecifications/Component').then((m) => m.VehicleSpecifications) }),
  VehicleFeatures: block({ label: 'Features', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleFeaturesSchema, defaults: vehicleFeaturesDefaults, fields: vehicleFeaturesFields, interactive: true, load: () => import('./VehicleFeatures/Component').then((m) => m.VehicleFeatures) }),
  VehicleFinance: block({ label: 'Finance estimate', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleFinanceSchema, defaults: vehicleFinanceDefaults, fields: vehicleFinanceFields, interactive: true, load: () => import('./VehicleFinance/Component').then((m) => m.VehicleFinance) }),
  VehiclePriceGauge: block({ label: 'Price gauge', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehiclePriceGaugeSchema, defaults: vehiclePriceGaugeDefaults, fields: vehiclePriceGaugeFields, load: () => import('./VehiclePriceGauge/Component').then((m) => m.VehiclePriceGauge) }),
  VehicleDisclaimer: block({ label: 'Disclaimer', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleDisclaimerSchema, defaults: vehicleDisclaimerDefaults, fields: vehicleDisclaimerFields, load: () => import('./VehicleDisclaimer/Component').then((m) => m.VehicleDisclaimer) }),
  VehicleSimilarCars: block({ label: 'Similar cars', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleSimilarCarsSchema, defaults: vehicleSimilarCarsDefaults, fields: vehicleSimilarCarsFields, interactive: true, load: () => import('./VehicleSimilarCars/Component').then((m) => m.VehicleSimilarCars) }),
}
