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
import { spinToWinDefaults, spinToWinFields, spinToWinSchema } from './SpinToWin/config'
import { vehicleSimilarCarsDefaults, vehicleSimilarCarsFields, vehicleSimilarCarsSchema } from './VehicleSimilarCars/config'

/**
 * THE list of blocks: one entry per block (its folder holds config.ts and Component.tsx). The editor's
 * Puck config, the layout validator, the lock check and the renderer all derive from it (see
 * blocks/blockTypes.ts for the derived names and prop types). Its components are in blocks/loaders/,
 * which the Payload config (it imports this file to validate layouts) must not reach: see there.
 */
export const registry = {
  Hero: block({ label: 'Hero', category: 'hero', placement: 'both', schema: heroSchema, defaults: heroDefaults, fields: heroFields }),
  PromoSlider: block({ label: 'Promo slider', category: 'promo', placement: 'both', schema: promoSliderSchema, defaults: promoSliderDefaults, fields: promoSliderFields, interactive: true }),
  TextSection: block({ label: 'Text section', category: 'content', placement: 'both', schema: textSectionSchema, defaults: textSectionDefaults, fields: textSectionFields }),
  RichText: block({ label: 'Rich text', category: 'content', placement: 'both', schema: richTextSchema, defaults: richTextDefaults, fields: richTextFields }),
  Image: block({ label: 'Image', category: 'content', placement: 'both', schema: imageSchema, defaults: imageDefaults, fields: imageFields }),
  ButtonGroup: block({ label: 'Buttons', category: 'content', placement: 'both', schema: buttonGroupSchema, defaults: buttonGroupDefaults, fields: buttonGroupFields }),
  SalesCounter: block({ label: 'Sales counter', category: 'dealer', placement: 'both', schema: salesCounterSchema, defaults: salesCounterDefaults, fields: salesCounterFields, interactive: true }),
  Columns: block({ label: 'Columns', category: 'content', placement: 'both', schema: columnsSchema, defaults: columnsDefaults, fields: columnsFields }),
  FAQ: block({ label: 'FAQ accordion', category: 'content', placement: 'both', schema: faqSchema, defaults: faqDefaults, fields: faqFields }),
  FeatureBanner: block({ label: 'Feature banner', category: 'promo', placement: 'both', schema: featureBannerSchema, defaults: featureBannerDefaults, fields: featureBannerFields }),
  LatestPosts: block({ label: 'Latest blog posts', category: 'content', placement: 'both', schema: latestPostsSchema, defaults: latestPostsDefaults, fields: latestPostsFields }),
  ReviewsCarousel: block({ label: 'Reviews carousel', category: 'dealer', placement: 'both', schema: reviewsCarouselSchema, defaults: reviewsCarouselDefaults, fields: reviewsCarouselFields }),
  InventorySummary: block({ label: 'Stock summary', category: 'inventory', placement: 'both', schema: inventorySummarySchema, defaults: inventorySummaryDefaults, fields: inventorySummaryFields }),
  SearchGrid: block({ label: 'Search results', category: 'inventory', placement: 'both', schema: searchGridSchema, defaults: searchGridDefaults, fields: searchGridFields, interactive: true }),
  MakeCards: block({ label: 'Make or body cards', category: 'inventory', placement: 'both', schema: makeCardsSchema, defaults: makeCardsDefaults, fields: makeCardsFields }),
  ModelCards: block({ label: 'Model cards', category: 'inventory', placement: 'both', schema: modelCardsSchema, defaults: modelCardsDefaults, fields: modelCardsFields }),
  OfferList: block({ label: 'Dealership offers', category: 'promo', placement: 'both', schema: offerListSchema, defaults: offerListDefaults, fields: offerListFields, interactive: true }),
  FinanceCalculator: block({ label: 'Finance calculator', category: 'finance', placement: 'both', schema: financeCalculatorSchema, defaults: financeCalculatorDefaults, fields: financeCalculatorFields, interactive: true }),
  LocationList: block({ label: 'Location list', category: 'dealer', placement: 'both', schema: locationListSchema, defaults: locationListDefaults, fields: locationListFields }),
  LeadForm: block({ label: 'Lead form', category: 'dealer', placement: 'both', schema: leadFormSchema, defaults: leadFormDefaults, fields: leadFormFields, interactive: true }),
  LocationBlock: block({ label: 'Locations', category: 'dealer', placement: 'both', schema: locationBlockSchema, defaults: locationBlockDefaults, fields: locationBlockFields, interactive: true }),
  SpinToWin: block({ label: 'Spin to Win', category: 'promo', placement: 'page', schema: spinToWinSchema, defaults: spinToWinDefaults, fields: spinToWinFields, interactive: true }),
  VehicleDetail: block({ label: 'Vehicle detail', category: 'vehicle', placement: 'vehicle', schema: vehicleDetailSchema, defaults: vehicleDetailDefaults, fields: vehicleDetailFields }),
  VehicleBreadcrumb: block({ label: 'Breadcrumb', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleBreadcrumbSchema, defaults: vehicleBreadcrumbDefaults, fields: vehicleBreadcrumbFields }),
  VehicleMedia: block({ label: 'Gallery and 360 spin', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleMediaSchema, defaults: vehicleMediaDefaults, fields: vehicleMediaFields, interactive: true }),
  VehicleSummary: block({ label: 'Vehicle sidebar', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleSummarySchema, defaults: vehicleSummaryDefaults, fields: vehicleSummaryFields, interactive: true }),
  VehicleKeyInformation: block({ label: 'Key information', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleKeyInformationSchema, defaults: vehicleKeyInformationDefaults, fields: vehicleKeyInformationFields, interactive: true }),
  VehicleUsedCheck: block({ label: 'Used-car check', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleUsedCheckSchema, defaults: vehicleUsedCheckDefaults, fields: vehicleUsedCheckFields }),
  VehicleVideo: block({ label: 'External video', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleVideoSchema, defaults: vehicleVideoDefaults, fields: vehicleVideoFields }),
  VehicleComments: block({ label: 'Dealer comments', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleCommentsSchema, defaults: vehicleCommentsDefaults, fields: vehicleCommentsFields, interactive: true }),
  VehicleDetailTabs: block({ label: 'Detail tabs', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleDetailTabsSchema, defaults: vehicleDetailTabsDefaults, fields: vehicleDetailTabsFields, interactive: true }),
  VehicleFuelCalculator: block({ label: 'Fuel and delivery calculators', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleFuelCalculatorSchema, defaults: vehicleFuelCalculatorDefaults, fields: vehicleFuelCalculatorFields, interactive: true }),
  VehicleSpecifications: block({ label: 'All specifications', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleSpecificationsSchema, defaults: vehicleSpecificationsDefaults, fields: vehicleSpecificationsFields, interactive: true }),
  VehicleFeatures: block({ label: 'Features', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleFeaturesSchema, defaults: vehicleFeaturesDefaults, fields: vehicleFeaturesFields, interactive: true }),
  VehicleFinance: block({ label: 'Finance estimate', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleFinanceSchema, defaults: vehicleFinanceDefaults, fields: vehicleFinanceFields, interactive: true }),
  VehiclePriceGauge: block({ label: 'Price gauge', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehiclePriceGaugeSchema, defaults: vehiclePriceGaugeDefaults, fields: vehiclePriceGaugeFields }),
  VehicleDisclaimer: block({ label: 'Disclaimer', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleDisclaimerSchema, defaults: vehicleDisclaimerDefaults, fields: vehicleDisclaimerFields }),
  VehicleSimilarCars: block({ label: 'Similar cars', category: 'vehicle', placement: 'vehicle', parent: 'VehicleDetail', schema: vehicleSimilarCarsSchema, defaults: vehicleSimilarCarsDefaults, fields: vehicleSimilarCarsFields, interactive: true }),
}
