/**
 * What the vehicle page shows, decided by site/rules from the view model and the site's settings
 * (INV §2 Vehicle detail page, §4, §5). Pure; the section components only lay it out.
 */
import type { SiteConfig } from '../config/siteConfig'
import { belowMarketBadge, type BelowMarketBadge } from '../rules/belowMarket'
import { certifiedBadge } from '../rules/certified'
import { calculatorSuppressed } from '../rules/financeEligibility'
import { selectPhone } from '../rules/phone'
import { priceDisplay, reserveLabel, wasPrice, type PriceDisplay } from '../rules/pricing'
import { regoExpiryText } from '../rules/rego'
import type { SpecItem } from '../rules/specLists'
import { specContext } from '../rules/specContext'
import { allSpecs, detailsTitle, glance, keyInformation, showsFuelCalculator, stickyFacts, vehicleNoun } from '../rules/vehicleFacts'
import { isOnlinePurchaseOffered, ONLINE_PURCHASE_LABEL, purchasePath } from '../rules/onlinePurchase'
import { isCheckoutEnabledForCar, isInStock, soldMessage, FIND_SIMILAR_PREFILL, TEST_DRIVE_LABEL } from '../rules/stockState'
import { carActionHref, carPath, similarSearchHref } from './carLinks'
import { repaymentOf, showsQuickQuote, type Repayment } from './cardModel'
import { lenderTieInEligible } from '../rules/financeEligibility'
import { personalisedFinanceHref, tradeInHref } from '../rules/financeLink'
import type { VehicleView } from './vehicleView'
import { plural } from '../rules/copy'
import { shownViewsLabel } from '../rules/analytics'
import { showSaveControl } from '../rules/saveControl'
import { whatsAppHref } from '../rules/whatsApp'

/** The accuracy note under the car's details (editors may reword it in the vehicle template). */
export const VEHICLE_DISCLAIMER = 'While we take care to keep details accurate, please confirm the price, features and availability with the dealer before you buy.'

export type SidebarButton = { kind: string; label: string; href: string; external?: boolean }

export type PageModel = {
  inStock: boolean
  price: PriceDisplay | null
  was: string | null
  repayment: Repayment | null
  belowMarket: BelowMarketBadge | null
  certified: string | null
  phone: string | null
  buttons: SidebarButton[]
  soldMessage: string | null
  findSimilarHref: string
  /** A car not in stock: the search for similar cars in stock (`similarSearch`: make, body, price band). */
  similarSearchHref: string
  similarSearchLabel: string
  rego: string | null
  /** The vehicle type's word ("caravan"), or the site's for a car (vehicleFacts.vehicleNoun). */
  noun: string
  /** The key information list by the car's type (INV §2 Featured for a car), its Rego Expiry by the rego rule (INV §4). */
  keyInformation: SpecItem[]
  /** The all-specifications list by the car's type (INV §2 Specifications and Summary for a car; caravan rows). */
  allSpecs: SpecItem[]
  /** The sidebar's icons (INV §2) and the sticky header's line, by the car's type. */
  glance: string[]
  stickyFacts: string[]
  showFuelCalculator: boolean
  showFinanceCalculator: boolean
  detailsTitle: string
  /** The lender tie-in: the finance button opens the pre-approval popup (FIN §2.4, §4). */
  preApprovalHref: string | null
  /** The lender quick quote shows (FIN §7). */
  quickQuote: boolean
  /** The sidebar's views counter, or null below `vehiclePage.minViewsShown` (never "0 views"). */
  views: string | null
  /** The sidebar's save control (the cards' favourite / compare / watchlist, INV §2), or null. */
  save: { kind: SiteConfig['vehicleCard']['saveControl']; onlyIfSaved: boolean } | null
  /** The Instant Message dialog exists (the sidebar's button, or the mobile bar's with `messageButton: 'chat'`). */
  chat: boolean
  /** The sidebar's Instant Message button (`vehiclePage.chat.instantMessage`). */
  instantMessage: boolean
  /** The sidebar's WhatsApp link (`vehiclePage.chat.whatsApp` and a location mobile), or null. */
  whatsAppHref: string | null
}

/** The number for Call the dealer: site settings first, then the dealership's record (INV §4 phone selection order). */
export function phoneFor(v: VehicleView, config: SiteConfig): string | null {
  const siteNumbers = v.dealership ? (config.contact.dealershipPhones[v.dealership.slug] ?? {}) : {}
  return selectPhone(v.car.car_type, {
    override: config.contact.phoneOverride ?? v.phoneSources.override,
    byCarType: { ...v.phoneSources.byCarType, ...siteNumbers },
    locationPhone: v.phoneSources.locationPhone,
  })
}

/** The reserve button's words (FIN §2.6): the sidebar adds the amount, the mobile bar does not. */
export const RESERVE_CAR_NOW = 'Reserve Car Now'

/** Sidebar buttons in the spec's order, each with its condition (INV §2 Sidebar buttons, §5 Buttons). */
export function sidebarButtons(v: VehicleView, config: SiteConfig): SidebarButton[] {
  const links = { detailsBase: config.vehicleCard.detailsLinkBase, financePath: config.finance.linkPath }
  const car = { slug: v.slug, make: v.car.make, model: v.car.model, price: v.car.price, dealershipSlug: v.dealership?.slug ?? v.car.dealership_slug, carType: v.car.car_type, vin: v.car.vin }
  const path = carPath(config.vehicleCard.detailsLinkBase, v.slug)
  const buttons: SidebarButton[] = [{ kind: 'enquire', label: config.vehicleCard.labels.enquire, href: `${path}#enquire` }]
  if (v.historyReportUrl) buttons.push({ kind: 'history', label: 'Car History Report', href: v.historyReportUrl, external: true })
  buttons.push({ kind: 'finance', label: config.vehiclePage.labels.financeButton, href: carActionHref('finance', car, links) })
  // The trade-in check is not shown in the spec; ours: the car is in stock (the page only renders these then).
  buttons.push({ kind: 'tradeIn', label: config.vehiclePage.labels.tradeInButton, href: tradeInHref(v.id) })
  if (isCheckoutEnabledForCar(v.car, config.checkout)) {
    // Both pages take the deposit: without one, neither button.
    const amount = reserveLabel(config.checkout.reserveAmount)
    if (amount && config.checkout.mode === 'buyOnline') buttons.push({ kind: 'buyOnline', label: 'Buy Online', href: `${path}/buy-online` })
    else if (amount) buttons.push({ kind: 'reserve', label: `${RESERVE_CAR_NOW} ${amount}`, href: `${path}/checkout` })
  }
  if (isOnlinePurchaseOffered(v.car, config.checkout)) buttons.push({ kind: 'onlinePurchase', label: ONLINE_PURCHASE_LABEL, href: purchasePath(v.slug) })
  buttons.push({ kind: 'testDrive', label: TEST_DRIVE_LABEL, href: `${path}#test-drive` })
  return buttons
}

/**
 * The vehicle page's save control, as the card's (INV §2): shown when the card would show it; a
 * watchlist save of a car no longer in stock shows only to a visitor who saved it.
 */
function saveOf(v: VehicleView, config: SiteConfig): PageModel['save'] {
  const kind = config.vehicleCard.saveControl
  if (showSaveControl(v.car, config.vehicleCard.saveControlRequires)) return { kind, onlyIfSaved: false }
  return kind === 'watchlist' && !isInStock(v.car.status) ? { kind, onlyIfSaved: true } : null
}

/** Instant Message and WhatsApp (FIN §2.6), for a car in stock, each by its setting. */
function chatOf(v: VehicleView, config: SiteConfig, inStock: boolean, pageUrl: string): Pick<PageModel, 'chat' | 'instantMessage' | 'whatsAppHref'> {
  const { chat, mobileStickyBar } = config.vehiclePage
  const instantMessage = inStock && chat.instantMessage
  const whatsApp = inStock && chat.whatsApp ? whatsAppHref(v.location?.mobile, { name: v.name, stockNumber: v.car.stocknum, url: pageUrl }) : null
  return { chat: instantMessage || (inStock && mobileStickyBar.messageButton === 'chat'), instantMessage, whatsAppHref: whatsApp }
}

/** `pageUrl`: the car page's address (the WhatsApp message names it). */
export function pageModel(v: VehicleView, config: SiteConfig, now: Date, pageUrl = carPath(config.vehicleCard.detailsLinkBase, v.slug)): PageModel {
  const inStock = isInStock(v.car.status)
  const hidePrice = !inStock && config.vehiclePage.hidePriceWhenNotInStock
  const certified = certifiedBadge(v.car, config.certifiedPrograms)
  const noun = vehicleNoun(v.car, config.labels.vehicleNoun)
  const rego = { now, showUnregistered: config.vehiclePage.showUnregistered }
  const specs = specContext(rego, config.vehiclePage.caravanDimensionFactor)
  return {
    inStock,
    price: hidePrice ? null : priceDisplay(v.car.price, Boolean(v.car.preorder), config.labels),
    was: hidePrice ? null : wasPrice(v.car.price, v.car.before_price),
    repayment: repaymentOf(v.car, config, now),
    belowMarket: inStock ? belowMarketBadge(v.car.price, v.car.autograb_data) : null,
    certified: certified ? (certified.infoPanelTitle ?? `${certified.make} Certified`) : null,
    phone: phoneFor(v, config),
    buttons: inStock ? sidebarButtons(v, config) : [],
    soldMessage: inStock ? null : soldMessage(noun),
    findSimilarHref: `${carPath(config.vehicleCard.detailsLinkBase, v.slug)}?message=${encodeURIComponent(FIND_SIMILAR_PREFILL.message)}&subcategory=${encodeURIComponent(FIND_SIMILAR_PREFILL.subcategory)}#enquire`,
    similarSearchHref: similarSearchHref({ slug: v.slug, make: v.car.make, body: v.car.body, price: v.car.price }),
    similarSearchLabel: `See similar ${plural(noun)} in stock`,
    rego: regoExpiryText(v.car.rego_expiry, rego),
    noun,
    keyInformation: keyInformation(v.car, specs),
    allSpecs: allSpecs(v.car, specs),
    glance: glance(v.car, specs),
    stickyFacts: stickyFacts(v.car, specs),
    showFuelCalculator: showsFuelCalculator(v.car),
    showFinanceCalculator: inStock && !calculatorSuppressed(v.car, config.finance),
    detailsTitle: detailsTitle(noun),
    preApprovalHref: inStock && lenderTieInEligible(v.car, config.finance, { now }) ? personalisedFinanceHref(v.id) : null,
    quickQuote: inStock && showsQuickQuote(v.car, config.finance, now),
    views: shownViewsLabel(v.views, config.vehiclePage.minViewsShown),
    save: saveOf(v, config),
    ...chatOf(v, config, inStock, pageUrl),
  }
}
